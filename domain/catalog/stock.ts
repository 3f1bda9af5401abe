import type { Db } from '../../db/client';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { checkLot } from './lots';
import { moveStock } from './variants';

// Stock by hand, per pack size, with a reason: goods received, damaged, or a
// count of what is on the shelf. Every change is a movement, next to those
// orders make.

export const STOCK_REASONS = ['received', 'damaged', 'counted'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export interface Movement {
  at: string;
  productId: string;
  title: string;
  /** The pack size moved ('' for movements from before pack sizes). */
  pack: string;
  delta: number;
  reason: string;
  orderId: string | null;
  /** The batch taken from or given to ('' for stock without a lot). */
  batch: string;
}

/**
 * received: +n (into its batch, when one is given with its dates); damaged: −n
 * (from the lot expiring first); counted: the shelf holds n; of one pack (none
 * named: the smallest). Guarded so stock never goes below zero.
 */
export async function adjustStock(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'email'>,
  productId: string,
  input: { reason: string; quantity: string; variant?: string; batch?: string; manufacturedOn?: string; expiresOn?: string },
) {
  if (!(STOCK_REASONS as readonly string[]).includes(input.reason)) throw badRequest(MSG.stockReasonInvalid, 'reason');
  const n = Number(input.quantity);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000 || (input.reason !== 'counted' && n === 0))
    throw badRequest(MSG.stockQuantityInvalid, 'quantity');
  const lot = input.reason === 'received' && input.batch?.trim() ? checkLot(input) : undefined;
  await db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'pack', 'stock'])
      .where('product_id', '=', productId.slice(0, 64));
    if (input.variant) q = q.where('id', '=', input.variant.slice(0, 64));
    const pack = await q.orderBy('position').limit(1).executeTakeFirst();
    if (!pack) throw notFound(MSG.productNotFound);
    const before = Number(pack.stock);
    const delta = input.reason === 'received' ? n : input.reason === 'damaged' ? -n : n - before;
    if (before + delta < 0) throw badRequest(MSG.stockWouldGoNegative, 'quantity');
    // Relative and guarded: an order taking stock at the same moment is not lost.
    if (delta !== 0 && !(await moveStock(trx, { productId: pack.product_id, variantId: pack.id, delta, reason: input.reason, lot }))) {
      throw badRequest(MSG.stockWouldGoNegative, 'quantity');
    }
    await audit(
      trx,
      staff,
      `stock.${input.reason}`,
      'product',
      pack.product_id,
      { pack: pack.pack, stock: before },
      { pack: pack.pack, stock: before + delta, ...(lot && { batch: lot.batch, expiresOn: lot.expiresOn }) },
    );
  });
}

/** The newest movements first, of one product or all. */
export async function listMovements(db: Db, productId?: string, limit = 100): Promise<Movement[]> {
  let query = db
    .selectFrom('stock_movements')
    .innerJoin('products', 'products.id', 'stock_movements.product_id')
    .leftJoin('product_variants', 'product_variants.id', 'stock_movements.variant_id')
    .leftJoin('stock_lots', 'stock_lots.id', 'stock_movements.lot_id')
    .select([
      'stock_lots.batch',
      'product_variants.pack',
      'stock_movements.created_at',
      'stock_movements.product_id',
      'products.title',
      'stock_movements.delta',
      'stock_movements.reason',
      'stock_movements.order_id',
    ]);
  if (productId) query = query.where('stock_movements.product_id', '=', productId);
  const rows = await query.orderBy('stock_movements.created_at', 'desc').orderBy('stock_movements.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    at: r.created_at,
    productId: r.product_id,
    title: r.title,
    pack: r.pack ?? '',
    delta: Number(r.delta),
    reason: r.reason,
    orderId: r.order_id,
    batch: r.batch ?? '',
  }));
}
