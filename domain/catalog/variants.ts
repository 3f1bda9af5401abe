import type { Kysely, Transaction } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { today } from '../../db/lots';
import { addToLot, expiredLots, returnToLots, takeFromLots, type Lot, type LotInput, type LotPart } from './lots';
import { pricePerBase, type NetQuantity } from './packs';
import type { PriceTier } from './line-price';
import { stockCameBack } from '../reminders/alerts';

type Executor = Kysely<Database> | Transaction<Database>;

/** One pack size of a product as the shop sells it. */
export interface Variant {
  id: string;
  sku: string;
  pack: string;
  net: NetQuantity;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  /** The price of a kg or a litre in this pack. */
  perBase: { paise: number; per: 'kg' | 'L' };
  /** The lot a buyer gets next (the unexpired one expiring first); known on a product's own page, null when none is kept. */
  nextLot?: Pick<Lot, 'batch' | 'manufacturedOn' | 'expiresOn'> | null;
}

export { linePrice, tierPrice, type LinePrice, type PriceTier } from './line-price';

const variantColumns = ['id', 'product_id', 'sku', 'pack', 'net_amount', 'net_unit', 'price_paise', 'mrp_paise', 'stock'] as const;
type VariantRow = { [K in (typeof variantColumns)[number]]: Database['product_variants'][K] };

function toVariant(r: VariantRow): Variant {
  const net = { amount: Number(r.net_amount), unit: r.net_unit };
  const pricePaise = Number(r.price_paise);
  return {
    id: r.id,
    sku: r.sku,
    pack: r.pack,
    net,
    pricePaise,
    mrpPaise: Number(r.mrp_paise),
    stock: Number(r.stock),
    perBase: pricePerBase(pricePaise, net),
  };
}

/** The packs on sale of these products, smallest first, in one query. */
export async function variantsOf(db: Executor, productIds: readonly string[]): Promise<Map<string, Variant[]>> {
  const out = new Map<string, Variant[]>();
  if (!productIds.length) return out;
  const rows = await db
    .selectFrom('product_variants')
    .select(variantColumns)
    .where('product_id', 'in', [...new Set(productIds)])
    .where('archived_at', 'is', null)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), toVariant(r)]);
  return out;
}

/** The quantity tiers of these products, fewest packs first, in one query. */
export async function tiersOf(db: Executor, productIds: readonly string[]): Promise<Map<string, PriceTier[]>> {
  const out = new Map<string, PriceTier[]>();
  if (!productIds.length) return out;
  const rows = await db
    .selectFrom('price_tiers')
    .select(['product_id', 'min_quantity', 'percent_off'])
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('min_quantity')
    .execute();
  for (const r of rows) {
    out.set(r.product_id, [...(out.get(r.product_id) ?? []), { minQuantity: Number(r.min_quantity), percentOff: Number(r.percent_off) }]);
  }
  return out;
}

/**
 * The pack a buyer asked for, or the product's smallest pack when they named
 * none (clients older than pack sizes). Null when the product or pack is not
 * on sale.
 */
export async function packOnSale(db: Executor, productId: string, variantId?: string | null) {
  let q = db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.id',
      'product_variants.product_id',
      'product_variants.pack',
      'product_variants.price_paise',
      'product_variants.stock',
      'products.title',
      'products.hsn_code',
      'products.gst_rate',
    ])
    .where('product_variants.product_id', '=', productId.slice(0, 64))
    .where('products.archived_at', 'is', null)
    .where('product_variants.archived_at', 'is', null);
  if (variantId) q = q.where('product_variants.id', '=', variantId.slice(0, 64));
  const row = await q.orderBy('product_variants.position').limit(1).executeTakeFirst();
  return row
    ? {
        id: row.id,
        productId: row.product_id,
        title: row.title,
        pack: row.pack,
        pricePaise: Number(row.price_paise),
        stock: Number(row.stock),
        hsnCode: row.hsn_code,
        gstRate: Number(row.gst_rate),
      }
    : null;
}

export interface StockMove {
  productId: string;
  variantId: string;
  delta: number;
  reason: string;
  orderId?: string | null;
  /** Stock received: the lot it goes into. */
  lot?: LotInput;
}

/** Raises or lowers a pack's stock and its product's total; a decrease below zero changes nothing and answers false. */
async function changePackStock(trx: Executor, productId: string, variantId: string, delta: number): Promise<boolean> {
  let q = trx
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('id', '=', variantId)
    .where('product_id', '=', productId);
  if (delta < 0) q = q.where('stock', '>=', -delta);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('id', '=', productId)
    .execute();
  return true;
}

async function recordMovement(trx: Executor, move: StockMove, part: LotPart) {
  await trx
    .insertInto('stock_movements')
    .values({
      id: newId(),
      product_id: move.productId,
      variant_id: move.variantId,
      order_id: move.orderId ?? null,
      delta: Math.sign(move.delta) * part.quantity,
      reason: move.reason,
      created_at: nowIso(),
      lot_id: part.lotId,
    })
    .execute();
}

/**
 * Moves a pack's stock (and its product's total with it) and records the
 * movement, lot by lot: a decrease takes from the lot expiring first (expired
 * lots written off before), stock received goes into its lot, a cancelled
 * order's goes back into the lots it came from. A decrease that would go below
 * zero changes nothing and answers false: the guard is in the UPDATE itself
 * (which also holds the pack's row), so two buyers of the last pack cannot both
 * have it, on either database.
 */
export async function moveStock(trx: Executor, move: StockMove): Promise<boolean> {
  if (move.delta < 0) await writeOffExpired(trx, [move.variantId]);
  if (!(await changePackStock(trx, move.productId, move.variantId, move.delta))) return false;
  const n = Math.abs(move.delta);
  const parts: LotPart[] =
    move.delta < 0
      ? await takeFromLots(trx, move.variantId, n)
      : move.lot
        ? [{ lotId: await addToLot(trx, move.productId, move.variantId, move.lot, n), quantity: n }]
        : move.orderId
          ? await returnToLots(trx, move.variantId, move.orderId, n)
          : [{ lotId: null, quantity: n }];
  for (const part of parts) await recordMovement(trx, move, part);
  // Alerts wait only while a pack has none: any stock coming in is its return.
  if (move.delta > 0) await stockCameBack(trx, move.variantId);
  return true;
}

/** Writes off the stock of expired lots (of some packs, or all): it leaves the shop as an 'expired' movement. Answers how many lots. */
export async function writeOffExpired(trx: Executor, variantIds: readonly string[] | null, day = today()): Promise<number> {
  let done = 0;
  for (const lot of await expiredLots(trx, variantIds, day)) {
    const quantity = Number(lot.quantity);
    const res = await trx
      .updateTable('stock_lots')
      .set({ quantity: 0 })
      .where('id', '=', lot.id)
      .where('quantity', '=', quantity)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    const pack = await trx.selectFrom('product_variants').select('stock').where('id', '=', lot.variant_id).executeTakeFirst();
    const out = Math.min(quantity, Number(pack?.stock ?? 0));
    const move = { productId: lot.product_id, variantId: lot.variant_id, delta: -out, reason: 'expired' };
    if (out > 0 && (await changePackStock(trx, lot.product_id, lot.variant_id, -out)))
      await recordMovement(trx, move, { lotId: lot.id, quantity: out });
    done += 1;
  }
  return done;
}
