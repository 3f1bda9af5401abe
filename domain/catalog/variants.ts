import type { Kysely, Transaction } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { pricePerBase, type NetQuantity } from './packs';

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
}

/** Buy at least minQuantity packs of one size in a line, pay percentOff less for each. */
export interface PriceTier {
  minQuantity: number;
  percentOff: number;
}

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

/** The price of one pack when `quantity` of them are bought in a line: the best tier reached applies. */
export function tierPrice(pricePaise: number, quantity: number, tiers: readonly PriceTier[]): { unitPaise: number; percentOff: number } {
  const tier = [...tiers].reverse().find((t) => quantity >= t.minQuantity);
  const percentOff = tier?.percentOff ?? 0;
  return { unitPaise: Math.round((pricePaise * (100 - percentOff)) / 100), percentOff };
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
}

/**
 * Moves a pack's stock (and its product's total with it) and records the
 * movement. A decrease that would go below zero changes nothing and answers
 * false: the guard is in the UPDATE itself, so two buyers of the last pack
 * cannot both have it, on either database.
 */
export async function moveStock(trx: Executor, move: StockMove): Promise<boolean> {
  let q = trx
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', move.delta) }))
    .where('id', '=', move.variantId)
    .where('product_id', '=', move.productId);
  if (move.delta < 0) q = q.where('stock', '>=', -move.delta);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', move.delta) }))
    .where('id', '=', move.productId)
    .execute();
  await trx
    .insertInto('stock_movements')
    .values({
      id: newId(),
      product_id: move.productId,
      variant_id: move.variantId,
      order_id: move.orderId ?? null,
      delta: move.delta,
      reason: move.reason,
      created_at: nowIso(),
    })
    .execute();
  return true;
}
