import type { Kysely, Transaction } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import { today } from '../../db/lots';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../errors';
import { MSG } from '../messages';

// Stock in lots: a batch of one pack with its manufacturing and expiry dates.
// Orders take from the lot that expires first (FEFO) and never from an expired
// one; expired lots are written off. A pack's stock is its lots plus any
// stock without a lot (kept before lots were, or counted in by hand).

type Executor = Kysely<Database> | Transaction<Database>;

export interface Lot {
  id: string;
  batch: string;
  /** 'YYYY-MM-DD'. */
  manufacturedOn: string;
  expiresOn: string;
  quantity: number;
}

export interface LotInput {
  batch: string;
  manufacturedOn: string;
  expiresOn: string;
}

/** Part of a stock movement: how much came from (or went to) which lot; null: stock without a lot. */
export interface LotPart {
  lotId: string | null;
  quantity: number;
}

/** A real calendar day (not 30 February) as 'YYYY-MM-DD'. */
const isDate = (v: string) => {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/** A lot as staff enter it: a batch number, made on or before today, expiring after today and after it was made. */
export function checkLot(input: { batch?: string; manufacturedOn?: string; expiresOn?: string }, day = today()): LotInput {
  const batch = (input.batch ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9/-]{0,29}$/.test(batch)) throw badRequest(MSG.lotBatchInvalid, 'batch');
  const manufacturedOn = (input.manufacturedOn ?? '').trim();
  if (!isDate(manufacturedOn) || manufacturedOn > day) throw badRequest(MSG.lotMadeInvalid, 'manufacturedOn');
  const expiresOn = (input.expiresOn ?? '').trim();
  if (!isDate(expiresOn) || expiresOn <= day || expiresOn <= manufacturedOn) throw badRequest(MSG.lotExpiryInvalid, 'expiresOn');
  return { batch, manufacturedOn, expiresOn };
}

/** Adds n to the pack's lot of this batch, made when it is first received. */
export async function addToLot(trx: Executor, productId: string, variantId: string, lot: LotInput, n: number): Promise<string> {
  const existing = await trx
    .selectFrom('stock_lots')
    .select(['id', 'manufactured_on', 'expires_on'])
    .where('variant_id', '=', variantId)
    .where('batch', '=', lot.batch)
    .executeTakeFirst();
  if (existing) {
    if (existing.manufactured_on !== lot.manufacturedOn || existing.expires_on !== lot.expiresOn)
      throw conflict(MSG.lotDatesDiffer(lot.batch));
    await trx
      .updateTable('stock_lots')
      .set((eb) => ({ quantity: eb('quantity', '+', n) }))
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const id = newId();
  await trx
    .insertInto('stock_lots')
    .values({
      id,
      product_id: productId,
      variant_id: variantId,
      batch: lot.batch,
      manufactured_on: lot.manufacturedOn,
      expires_on: lot.expiresOn,
      quantity: n,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** Takes n from the pack's unexpired lots, the one expiring first first; what the lots lack comes from stock without a lot. */
export async function takeFromLots(trx: Executor, variantId: string, n: number, day = today()): Promise<LotPart[]> {
  const lots = await trx
    .selectFrom('stock_lots')
    .select(['id', 'quantity'])
    .where('variant_id', '=', variantId)
    .where('quantity', '>', 0)
    .where('expires_on', '>', day)
    .orderBy('expires_on')
    .orderBy('created_at')
    .execute();
  const parts: LotPart[] = [];
  let left = n;
  for (const lot of lots) {
    if (!left) break;
    const take = Math.min(left, Number(lot.quantity));
    const res = await trx
      .updateTable('stock_lots')
      .set((eb) => ({ quantity: eb('quantity', '-', take) }))
      .where('id', '=', lot.id)
      .where('quantity', '>=', take)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    parts.push({ lotId: lot.id, quantity: take });
    left -= take;
  }
  if (left) parts.push({ lotId: null, quantity: left });
  return parts;
}

/** Puts n back into the lots an order took them from (a cancelled order's); the rest without a lot. */
export async function returnToLots(trx: Executor, variantId: string, orderId: string, n: number): Promise<LotPart[]> {
  const taken = await trx
    .selectFrom('stock_movements')
    .select(['lot_id', (eb) => eb.fn.sum<number>('delta').as('delta')])
    .where('order_id', '=', orderId)
    .where('variant_id', '=', variantId)
    // Net of what came back already (an earlier return of the same order): a lot never gets more than the order took.
    .where('reason', 'in', ['order', 'return'])
    .where('lot_id', 'is not', null)
    .groupBy('lot_id')
    .execute();
  const parts: LotPart[] = [];
  let left = n;
  for (const t of taken) {
    const give = Math.min(left, -Number(t.delta));
    if (give <= 0) continue;
    await trx
      .updateTable('stock_lots')
      .set((eb) => ({ quantity: eb('quantity', '+', give) }))
      .where('id', '=', t.lot_id!)
      .execute();
    parts.push({ lotId: t.lot_id, quantity: give });
    left -= give;
  }
  if (left) parts.push({ lotId: null, quantity: left });
  return parts;
}

/** The lots of some packs that are still stocked, by pack, the one expiring first first. */
export async function lotsOf(db: Executor, variantIds: readonly string[], day = today()): Promise<Map<string, Lot[]>> {
  const out = new Map<string, Lot[]>();
  if (!variantIds.length) return out;
  const rows = await db
    .selectFrom('stock_lots')
    .select(['id', 'variant_id', 'batch', 'manufactured_on', 'expires_on', 'quantity'])
    .where('variant_id', 'in', [...new Set(variantIds)])
    .where('quantity', '>', 0)
    .where('expires_on', '>', day)
    .orderBy('expires_on')
    .orderBy('created_at')
    .execute();
  for (const r of rows)
    out.set(r.variant_id, [
      ...(out.get(r.variant_id) ?? []),
      { id: r.id, batch: r.batch, manufacturedOn: r.manufactured_on, expiresOn: r.expires_on, quantity: Number(r.quantity) },
    ]);
  return out;
}

/** Expired lots still holding stock (of some packs, or all), for writing off. */
export async function expiredLots(db: Executor, variantIds: readonly string[] | null, day = today()) {
  let q = db
    .selectFrom('stock_lots')
    .select(['id', 'product_id', 'variant_id', 'quantity'])
    .where('quantity', '>', 0)
    .where('expires_on', '<=', day);
  if (variantIds) q = q.where('variant_id', 'in', variantIds.length ? [...variantIds] : ['']);
  return q.orderBy('expires_on').limit(500).execute();
}

/** A product's lots still holding stock, for the back office: by pack, then expiry. */
export async function productLots(db: Executor, productId: string) {
  const rows = await db
    .selectFrom('stock_lots')
    .innerJoin('product_variants', 'product_variants.id', 'stock_lots.variant_id')
    .select([
      'stock_lots.id',
      'stock_lots.batch',
      'product_variants.pack',
      'stock_lots.manufactured_on',
      'stock_lots.expires_on',
      'stock_lots.quantity',
    ])
    .where('stock_lots.product_id', '=', productId.slice(0, 64))
    .where('stock_lots.quantity', '>', 0)
    .orderBy('product_variants.position')
    .orderBy('stock_lots.expires_on')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    batch: r.batch,
    pack: r.pack,
    manufacturedOn: r.manufactured_on,
    expiresOn: r.expires_on,
    quantity: Number(r.quantity),
  }));
}
