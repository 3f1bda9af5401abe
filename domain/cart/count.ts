import type { Db } from '../../db/client';

/** How many lines the customer's cart holds (the header badge). */
export async function cartItemCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('carts.user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
