import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { notFound } from '../errors';
import { MSG } from '../messages';
import { checkReviewText, parseRating } from './review-rules';

// SPEC.md §2 Add review: one review per customer per product (a second one
// replaces the first); the product's average is recomputed in the same transaction.

export { checkReviewText, parseRating } from './review-rules';

export interface ReviewInput {
  rating: number;
  text: string;
}

/** A rating from a form or an API body: an integer 1–5, also as a numeric string ("4"). */
export async function addReview(db: Db, productId: string, userId: string, input: ReviewInput): Promise<void> {
  const rating = parseRating(input.rating);
  const text = checkReviewText(input.text);
  await db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    if (!product) throw notFound(MSG.productNotFound);
    const now = nowIso();
    await trx
      .insertInto('reviews')
      .values({ id: newId(), product_id: productId, user_id: userId, rating, text, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['product_id', 'user_id']).doUpdateSet({ rating, text, updated_at: now }))
      .execute();
    const agg = await trx
      .selectFrom('reviews')
      .select((eb) => [eb.fn.avg<number>('rating').as('avg'), eb.fn.countAll<number>().as('n')])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('products')
      .set({ average_rating: Number(agg.avg ?? 0), review_count: Number(agg.n) })
      .where('id', '=', productId)
      .execute();
  });
}

/** The customer's own review of a product, to fill the form again. */
export async function findOwnReview(db: Db, productId: string, userId: string): Promise<ReviewInput | null> {
  const row = await db
    .selectFrom('reviews')
    .select(['rating', 'text'])
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { rating: Number(row.rating), text: row.text } : null;
}
