import type { Db } from '../../db/client';
import { promotionOf, type Promotion } from './types';

// What each promotion brought: the orders that used it (cancelled ones left
// out), the discount it gave and those orders' value (what their customers
// paid, delivery included).

export interface PromotionResults {
  orders: number;
  discountPaise: number;
  orderValuePaise: number;
  /** Customers with at least one such order. */
  customers: number;
}

export interface PromotionRow extends Promotion {
  results: PromotionResults;
}

const NONE: PromotionResults = { orders: 0, discountPaise: 0, orderValuePaise: 0, customers: 0 };

async function resultsOf(db: Db, ids: string[]): Promise<Map<string, PromotionResults>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('order_promotions')
    .innerJoin('orders', 'orders.id', 'order_promotions.order_id')
    .select('order_promotions.promotion_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('order_promotions.discount_paise').as('discount'),
      eb.fn.sum<number>('orders.total_paise').as('value'),
      eb.fn.count<number>('orders.user_id').distinct().as('customers'),
    ])
    .where('order_promotions.promotion_id', 'in', ids)
    .where('orders.status', '<>', 'Cancelled')
    .groupBy('order_promotions.promotion_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.promotion_id,
      {
        orders: Number(r.orders),
        discountPaise: Number(r.discount ?? 0),
        orderValuePaise: Number(r.value ?? 0),
        customers: Number(r.customers),
      },
    ]),
  );
}

/** Every promotion, newest first, with its results. */
export async function listPromotions(db: Db): Promise<PromotionRow[]> {
  const rows = (await db.selectFrom('promotions').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()).map(promotionOf);
  const results = await resultsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => ({ ...p, results: results.get(p.id) ?? NONE }));
}

/** The latest orders that used a promotion (cancelled ones marked), for its page. */
export async function ordersWith(db: Db, promotionId: string, limit = 20) {
  const rows = await db
    .selectFrom('order_promotions')
    .innerJoin('orders', 'orders.id', 'order_promotions.order_id')
    .select([
      'orders.id',
      'orders.created_at',
      'orders.status',
      'orders.total_paise',
      'order_promotions.discount_paise',
      'order_promotions.code',
    ])
    .where('order_promotions.promotion_id', '=', promotionId)
    .orderBy('orders.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderId: r.id,
    createdAt: r.created_at,
    status: r.status,
    totalPaise: Number(r.total_paise),
    discountPaise: Number(r.discount_paise),
  }));
}

export async function resultsFor(db: Db, id: string): Promise<PromotionResults> {
  return (await resultsOf(db, [id])).get(id) ?? NONE;
}
