import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { CART_QUANTITY_MAX } from '../constants';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { packLabel, packSku, parsePack } from './packs';
import { invalidateSearchIndex } from './search';

// The catalogue team prices each pack size, adds new ones and sets the
// quantity tiers. The product's own price and "packs available" text follow
// its packs, and its version moves, so a product form opened before a pack
// change cannot put an old price back.

type Staff = Pick<StaffMember, 'id' | 'email'>;
type Trx = Transaction<Database>;

export interface PackInput {
  pack?: string;
  price: string;
  mrp: string;
}

function prices(input: PackInput): { price_paise: number; mrp_paise: number } {
  const price = parseRupees(input.price ?? '');
  if (price === null || price <= 0) throw badRequest(MSG.productPriceInvalid, 'price');
  const mrp = parseRupees(input.mrp ?? '');
  if (mrp === null || mrp < price) throw badRequest(MSG.packMrpInvalid, 'mrp');
  return { price_paise: price, mrp_paise: mrp };
}

/** Puts the packs smallest first, and the product's price, total stock and packs text after them. */
async function followPacks(trx: Trx, productId: string) {
  const packs = await trx
    .selectFrom('product_variants')
    .select(['id', 'pack', 'net_amount', 'price_paise', 'stock'])
    .where('product_id', '=', productId)
    .where('archived_at', 'is', null)
    .orderBy('net_amount')
    .execute();
  for (const [position, p] of packs.entries()) await trx.updateTable('product_variants').set({ position }).where('id', '=', p.id).execute();
  if (!packs.length) return;
  await trx
    .updateTable('products')
    .set((eb) => ({
      price_paise: Number(packs[0].price_paise),
      packaging_available: packs.map((p) => p.pack).join(', '),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', productId)
    .execute();
}

/** A new price and MRP for one pack. Audited. */
export async function savePack(db: Db, staff: Staff, productId: string, variantId: string, input: PackInput): Promise<void> {
  const values = prices(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('product_variants')
      .select(['pack', 'price_paise', 'mrp_paise'])
      .where('id', '=', variantId.slice(0, 64))
      .where('product_id', '=', productId.slice(0, 64))
      .executeTakeFirst();
    if (!before) throw notFound(MSG.productNotFound);
    await trx.updateTable('product_variants').set(values).where('id', '=', variantId).execute();
    await followPacks(trx, productId);
    await audit(trx, staff, 'pack.update', 'product', productId, before, { pack: before.pack, ...values });
  });
  invalidateSearchIndex(db);
}

/** A new pack size ("10 kg"), with its price and MRP; it starts with no stock. Audited. */
export async function addPack(db: Db, staff: Staff, productId: string, input: PackInput): Promise<void> {
  const net = parsePack(input.pack ?? '');
  if (!net) throw badRequest(MSG.packSizeInvalid, 'pack');
  const values = prices(input);
  const pack = packLabel(net);
  await db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('products').select(['id', 'code']).where('id', '=', productId.slice(0, 64)).executeTakeFirst();
    if (!product) throw notFound(MSG.productNotFound);
    const same = await trx
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', product.id)
      .where('net_amount', '=', net.amount)
      .where('net_unit', '=', net.unit)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (same) throw badRequest(MSG.packExists(pack), 'pack');
    const sku = packSku(product.code, pack);
    const taken = await trx.selectFrom('product_variants').select('id').where('sku', '=', sku).executeTakeFirst();
    await trx
      .insertInto('product_variants')
      .values({
        id: newId(),
        product_id: product.id,
        sku: taken ? `${sku}-${newId().slice(-4).toUpperCase()}` : sku,
        pack,
        net_amount: net.amount,
        net_unit: net.unit,
        ...values,
        stock: 0,
        position: 0,
        archived_at: null,
      })
      .execute();
    await followPacks(trx, product.id);
    await audit(trx, staff, 'pack.add', 'product', product.id, null, { pack, ...values });
  });
  invalidateSearchIndex(db);
}

/** Tiers as staff write them: "10:5, 50:10" is 5 % off from 10 packs, 10 % from 50. Empty: none. */
export function parseTiers(text: string): { minQuantity: number; percentOff: number }[] {
  const parts = text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const tiers = parts.map((part) => {
    const m = /^(\d{1,3})\s*[:=]\s*(\d{1,2})\s*%?$/.exec(part);
    const minQuantity = Number(m?.[1]);
    const percentOff = Number(m?.[2]);
    if (!m || minQuantity < 2 || minQuantity > CART_QUANTITY_MAX || percentOff < 1 || percentOff > 50)
      throw badRequest(MSG.tiersInvalid, 'tiers');
    return { minQuantity, percentOff };
  });
  tiers.sort((a, b) => a.minQuantity - b.minQuantity);
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i].minQuantity === tiers[i - 1].minQuantity || tiers[i].percentOff <= tiers[i - 1].percentOff)
      throw badRequest(MSG.tiersInvalid, 'tiers');
  }
  return tiers;
}

/** Replaces a product's quantity tiers. Audited. */
export async function saveTiers(db: Db, staff: Staff, productId: string, text: string): Promise<void> {
  const tiers = parseTiers(text);
  await db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('products').select('id').where('id', '=', productId.slice(0, 64)).executeTakeFirst();
    if (!product) throw notFound(MSG.productNotFound);
    const before = await trx
      .selectFrom('price_tiers')
      .select(['min_quantity', 'percent_off'])
      .where('product_id', '=', product.id)
      .orderBy('min_quantity')
      .execute();
    await trx.deleteFrom('price_tiers').where('product_id', '=', product.id).execute();
    for (const t of tiers) {
      await trx
        .insertInto('price_tiers')
        .values({ id: newId(), product_id: product.id, min_quantity: t.minQuantity, percent_off: t.percentOff })
        .execute();
    }
    await audit(
      trx,
      staff,
      'tiers.update',
      'product',
      product.id,
      before.map((b) => `${b.min_quantity}:${b.percent_off}`).join(', '),
      tiers.map((t) => `${t.minQuantity}:${t.percentOff}`).join(', '),
    );
  });
}
