import type { Kysely, Transaction } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { evaluatePromotions, type CustomerFacts, type PromotionLine, type PromotionOutcome, type PromotionPart } from './rules';
import { promotionOf, type Promotion } from './types';

// The promotions an order or a cart gets, read from the database: the offers
// running, the codes the customer applied, and how often each code was used.
// Placing an order takes a lock on each code's row first (lockAppliedCoupons),
// so counting its uses and recording the new one are one step for concurrent
// checkouts on either database.

type Executor = Kysely<Database> | Transaction<Database>;

/** A line as its caller knows it: the category is looked up when an offer needs it. */
export type LineAsked = Omit<PromotionLine, 'categoryId'> & { categoryId?: string | null };

const EMPTY_FACTS: CustomerFacts = { orders: 0, uses: new Map() };

/** The automatic offers running now (paused ones and those outside their dates left out). */
async function runningOffers(db: Executor, now: Date): Promise<Promotion[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('kind', 'in', ['sale', 'bxgy'])
    .where('paused_at', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(promotionOf);
}

/** The coupons the customer applied to their cart, in the order applied. */
export async function appliedCoupons(db: Executor, userId: string): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('cart_coupons')
    .innerJoin('promotions', 'promotions.id', 'cart_coupons.promotion_id')
    .selectAll('promotions')
    .where('cart_coupons.user_id', '=', userId)
    .orderBy('cart_coupons.applied_at')
    .orderBy('promotions.id')
    .execute();
  return rows.map(promotionOf);
}

export async function couponByCode(db: Executor, code: string): Promise<Promotion | null> {
  const row = await db.selectFrom('promotions').selectAll().where('code', '=', code).where('kind', '=', 'coupon').executeTakeFirst();
  return row ? promotionOf(row) : null;
}

/** How often each coupon was used (orders not cancelled), in all and by this customer, and the customer's orders. */
async function factsOf(db: Executor, userId: string | null, coupons: Promotion[]): Promise<CustomerFacts> {
  if (!coupons.length) return EMPTY_FACTS;
  const rows = await db
    .selectFrom('order_promotions')
    .innerJoin('orders', 'orders.id', 'order_promotions.order_id')
    .select(['order_promotions.promotion_id', 'orders.user_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      'order_promotions.promotion_id',
      'in',
      coupons.map((c) => c.id),
    )
    .where('orders.status', '<>', 'Cancelled')
    .groupBy(['order_promotions.promotion_id', 'orders.user_id'])
    .execute();
  const uses = new Map<string, { all: number; mine: number }>();
  for (const r of rows) {
    const u = uses.get(r.promotion_id) ?? { all: 0, mine: 0 };
    u.all += Number(r.n);
    if (r.user_id === userId) u.mine += Number(r.n);
    uses.set(r.promotion_id, u);
  }
  let orders = 0;
  if (userId && coupons.some((c) => c.firstOrderOnly)) {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '<>', 'Cancelled')
      .executeTakeFirst();
    orders = Number(row?.n ?? 0);
  }
  return { orders, uses };
}

async function withCategories(db: Executor, lines: readonly LineAsked[]): Promise<PromotionLine[]> {
  const missing = [...new Set(lines.filter((l) => l.categoryId === undefined).map((l) => l.productId))];
  const found = new Map<string, string>();
  if (missing.length) {
    const rows = await db.selectFrom('products').select(['id', 'category_id']).where('id', 'in', missing).execute();
    for (const r of rows) found.set(r.id, r.category_id);
  }
  return lines.map((l) => ({ ...l, categoryId: l.categoryId ?? found.get(l.productId) ?? null }));
}

/**
 * What promotions take off these lines for this customer now: the offers
 * running, the codes applied to their cart and, when given, one more code
 * typed (to see whether it would be accepted before keeping it).
 */
export async function discountsFor(
  db: Executor,
  input: { userId: string | null; lines: readonly LineAsked[]; now: Date; extraCode?: string },
): Promise<PromotionOutcome> {
  const [offers, applied] = await Promise.all([
    runningOffers(db, input.now),
    input.userId ? appliedCoupons(db, input.userId) : Promise.resolve([]),
  ]);
  const asked: { code: string; promotion: Promotion | null }[] = applied.map((p) => ({ code: p.code ?? '', promotion: p }));
  if (input.extraCode && !asked.some((c) => c.code === input.extraCode))
    asked.push({ code: input.extraCode, promotion: await couponByCode(db, input.extraCode) });
  if (!offers.length && !asked.length)
    return { lines: input.lines.map(() => ({ discountPaise: 0, parts: [] })), used: [], coupons: [], discountPaise: 0 };
  const coupons = asked.flatMap((c) => (c.promotion ? [c.promotion] : []));
  const needsCategory = [...offers, ...coupons].some((p) => p.categoryIds.length > 0);
  const lines = needsCategory
    ? await withCategories(db, input.lines)
    : input.lines.map((l) => ({ ...l, categoryId: l.categoryId ?? null }));
  return evaluatePromotions({ lines, offers, coupons: asked, facts: await factsOf(db, input.userId, coupons), now: input.now });
}

/**
 * Locks the rows of the coupons the customer applied, one by one in a fixed
 * order, for the rest of the transaction: concurrent orders using one code
 * then count its uses one after another (an UPDATE takes the row's lock on
 * PostgreSQL; SQLite runs one writing transaction at a time).
 */
export async function lockAppliedCoupons(trx: Transaction<Database>, userId: string): Promise<void> {
  const rows = await trx.selectFrom('cart_coupons').select('promotion_id').where('user_id', '=', userId).execute();
  for (const id of rows.map((r) => r.promotion_id).sort()) {
    await trx
      .updateTable('promotions')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
  }
}

/** Records the promotions an order used and takes the codes it used off the customer's cart (in the order's transaction). */
export async function recordOrderPromotions(trx: Executor, orderId: string, userId: string, used: readonly PromotionPart[]): Promise<void> {
  if (!used.length) return;
  const at = nowIso();
  for (const u of used) {
    await trx
      .insertInto('order_promotions')
      .values({
        id: newId(),
        order_id: orderId,
        promotion_id: u.promotionId,
        code: u.code,
        title: u.title,
        discount_paise: u.amountPaise,
        created_at: at,
      })
      .execute();
  }
  const codes = used.filter((u) => u.code !== null).map((u) => u.promotionId);
  if (codes.length) await trx.deleteFrom('cart_coupons').where('user_id', '=', userId).where('promotion_id', 'in', codes).execute();
}
