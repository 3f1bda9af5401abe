import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { jsonArrayFrom, parsedArray } from '../../db/json-arrays';
import { mainImageFirst, mainImageUrl, type ProductImage } from '../catalog/images';
import { checkQuantity } from '../catalog/pack-choice';
import { withTitlesIn } from '../catalog/localize';
import { buyerPrices } from '../catalog/buyer-prices';
import { packOnSale, tierPrice } from '../catalog/variants';
import { CART_QUANTITY_MAX, type CartAction } from '../constants';
import { badRequest, conflict, notFound } from '../errors';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import type { Shown } from '../translations/store';

// The customer's cart: one per customer, one line per pack size. Prices always
// come from the packs' table (less a quantity tier where one is reached); the
// cart stores only the pack and the quantity. Product titles come in the
// language asked for (English unless a page's language is given).

type Executor = Kysely<Database> | Transaction<Database>;

export interface CartLine extends Shown {
  id: string;
  productId: string;
  title: string;
  variantId: string;
  /** The pack size, e.g. '5 kg'. */
  pack: string;
  quantity: number;
  /** The price of one pack as paid, in paise: the pack's price less the tier reached. */
  pricePaise: number;
  /** The pack's own price, and the tier's percent off it (0 when none is reached). */
  listPaise: number;
  percentOff: number;
  /** What is in stock now (a line may ask for more than that after others bought). */
  stock: number;
  /** The main image's URL. */
  image: string;
  categoryId: string;
  images: ProductImage[];
}

export interface Cart {
  id: string | null;
  items: CartLine[];
  totalPaise: number;
}

/** The customer's cart with current prices; an empty cart (id null) when there is none. */
export async function getCart(db: Executor, userId: string, lang: Lang = 'en'): Promise<Cart> {
  // The lines, their cart, pictures and price tiers in one round trip; only an empty cart needs asking for its id.
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'cart_items.variant_id')
    .select([
      'cart_items.id',
      'cart_items.cart_id',
      'cart_items.quantity',
      'cart_items.created_at',
      'products.id as product_id',
      'products.title',
      'products.category_id',
      'product_variants.id as variant_id',
      'product_variants.pack',
      'product_variants.price_paise',
      'product_variants.stock',
    ])
    .select((eb) => [
      jsonArrayFrom(
        db,
        eb
          .selectFrom('product_images')
          .select(['name', 'url', 'alt'])
          .whereRef('product_images.product_id', '=', 'products.id')
          .orderBy('position'),
      ).as('images'),
      jsonArrayFrom(
        db,
        eb
          .selectFrom('price_tiers')
          .select(['min_quantity', 'percent_off'])
          .whereRef('price_tiers.product_id', '=', 'products.id')
          .orderBy('min_quantity'),
      ).as('tiers'),
    ])
    .where('carts.user_id', '=', userId)
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id')
    .execute();
  if (!rows.length) {
    const cart = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
    return { id: cart?.id ?? null, items: [], totalPaise: 0 };
  }
  // A dealer's or contract price, where lower than the tiered list price.
  const prices = await buyerPrices(
    db,
    userId,
    rows.map((r) => r.variant_id),
  );
  const items: CartLine[] = rows.map((r) => {
    const own = mainImageFirst(parsedArray(r.images));
    const tiers = parsedArray(r.tiers).map((t) => ({ minQuantity: Number(t.min_quantity), percentOff: Number(t.percent_off) }));
    const quantity = Number(r.quantity);
    const { unitPaise, percentOff } = tierPrice(Number(r.price_paise), quantity, tiers, prices.get(r.variant_id)?.pricePaise);
    return {
      id: r.id,
      productId: r.product_id,
      title: r.title,
      variantId: r.variant_id,
      pack: r.pack,
      quantity,
      pricePaise: unitPaise,
      listPaise: Number(r.price_paise),
      percentOff,
      stock: Number(r.stock),
      image: mainImageUrl(own),
      categoryId: r.category_id,
      images: own,
    };
  });
  return {
    id: rows[0].cart_id,
    items: await withTitlesIn(db, lang, items),
    totalPaise: items.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0),
  };
}

function stockProblem(stock: number, wanted: number) {
  if (stock <= 0) return conflict(MSG.cartOutOfStock, 'quantity');
  return conflict(MSG.cartStockLimit(stock, wanted), 'quantity');
}

async function cartIdFor(trx: Executor, userId: string): Promise<string> {
  const now = nowIso();
  await trx
    .insertInto('carts')
    .values({ id: newId(), user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

/** The pack a client asked for (none: the smallest), or 404 with what is wrong. */
async function requirePack(db: Executor, productId: unknown, variantId: unknown) {
  if (typeof productId !== 'string' || !productId || productId.length > 64) throw notFound(MSG.cartProductNotFound);
  const variant = typeof variantId === 'string' && variantId.trim() ? variantId.trim() : null;
  const pack = await packOnSale(db, productId, variant);
  if (!pack) throw notFound(variant && (await packOnSale(db, productId)) ? MSG.cartPackNotFound : MSG.cartProductNotFound);
  return pack;
}

/**
 * Adds a pack of a product to the customer's cart (the smallest pack when
 * none is named), or adds to its quantity. Unknown product or pack 404; more
 * than CART_QUANTITY_MAX of one pack 400; more than the stock 409. Answers the
 * updated cart.
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: unknown, variantId?: unknown): Promise<Cart> {
  return addLinesToCart(db, userId, [{ productId, quantity, variantId }]);
}

/** Several packs at once, all or none: the first line refused (as addToCart refuses it) leaves the cart as it was. */
export async function addLinesToCart(
  db: Db,
  userId: string,
  lines: readonly { productId: string; quantity: unknown; variantId?: unknown }[],
): Promise<Cart> {
  const quantities = lines.map((l) => checkQuantity(l.quantity));
  await db.transaction().execute(async (trx) => {
    const cartId = await cartIdFor(trx, userId);
    for (const [i, l] of lines.entries()) await addPackIn(trx, cartId, l.productId, quantities[i], l.variantId);
    await trx.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', cartId).execute();
  });
  return getCart(db, userId);
}

async function addPackIn(trx: Executor, cartId: string, productId: string, qty: number, variantId: unknown) {
  const pack = await requirePack(trx, productId, variantId);
  const line = await trx
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', pack.id)
    .executeTakeFirst();
  const wanted = (line ? Number(line.quantity) : 0) + qty;
  if (wanted > CART_QUANTITY_MAX) throw badRequest(MSG.cartQuantityMax, 'quantity');
  if (wanted > pack.stock) throw stockProblem(pack.stock, wanted);
  if (line) {
    await trx.updateTable('cart_items').set({ quantity: wanted }).where('id', '=', line.id).execute();
  } else {
    await trx
      .insertInto('cart_items')
      .values({ id: newId(), cart_id: cartId, product_id: pack.productId, variant_id: pack.id, quantity: qty, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['cart_id', 'variant_id']).doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', qty) })))
      .execute();
  }
}

/** The line, if it is in this customer's cart (and in cartId, when given). */
async function ownLine(db: Executor, userId: string, itemId: string, cartId?: string) {
  if (typeof itemId !== 'string' || itemId.length > 64) return undefined;
  let q = db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .innerJoin('product_variants', 'product_variants.id', 'cart_items.variant_id')
    .select(['cart_items.id', 'cart_items.quantity', 'cart_items.cart_id', 'product_variants.stock'])
    // The line's id, or the product's (the existing client's home page sends a product id).
    .where((eb) => eb.or([eb('cart_items.id', '=', itemId), eb('cart_items.product_id', '=', itemId)]))
    .where('carts.user_id', '=', userId);
  if (cartId !== undefined) q = q.where('carts.id', '=', cartId);
  const rows = await q.execute();
  return rows.find((r) => r.id === itemId) ?? rows[0];
}

/**
 * Increments or decrements a line, or sets its quantity (a typed number);
 * decrementing a quantity of 1 removes it. Someone else's (or an unknown)
 * cart or item: 404 "Error updating quantity or item not found".
 */
export async function changeQuantity(
  db: Db,
  userId: string,
  cartId: string,
  itemId: string,
  action: CartAction | { set: unknown },
): Promise<Cart> {
  const target = typeof action === 'object' ? checkQuantity(action.set) : null;
  await db.transaction().execute(async (trx) => {
    const line = await ownLine(trx, userId, itemId, cartId);
    if (!line) throw notFound(MSG.cartUpdateFailed);
    const current = Number(line.quantity);
    const wanted = target ?? (action === 'decrement' ? current - 1 : current + 1);
    if (wanted < 1) await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
    else {
      if (wanted > CART_QUANTITY_MAX) throw badRequest(MSG.cartQuantityMax, 'quantity');
      if (wanted > current && wanted > Number(line.stock)) throw stockProblem(Number(line.stock), wanted);
      await trx.updateTable('cart_items').set({ quantity: wanted }).where('id', '=', line.id).execute();
    }
    await trx.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', line.cart_id).execute();
  });
  return getCart(db, userId);
}

/** Removes a line from the customer's cart; someone else's or unknown: 404. */
export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<Cart> {
  const line = await ownLine(db, userId, itemId);
  if (!line) throw notFound(MSG.cartUpdateFailed);
  await db.deleteFrom('cart_items').where('id', '=', line.id).execute();
  return getCart(db, userId);
}

/** The cart line of a product, if the customer has one (for pages that show "in your cart"). */
export async function cartLineFor(db: Db, userId: string, productId: string) {
  const cart = await getCart(db, userId);
  return cart.items.find((i) => i.productId === productId) ?? null;
}

/** Removes the lines of these packs from the customer's cart (after an order; works inside a transaction). */
export async function removeCartLines(db: Executor, userId: string, variantIds: string[]): Promise<void> {
  if (!variantIds.length) return;
  const cart = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!cart) return;
  await db.deleteFrom('cart_items').where('cart_id', '=', cart.id).where('variant_id', 'in', variantIds).execute();
}
