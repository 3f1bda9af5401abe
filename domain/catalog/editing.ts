import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { GST_RATES, gstFor } from '../../db/category-defaults';
import { newId, nowIso } from '../../db/ids';
import { slugOf } from '../slug';
import { ADMIN_PAGE_SIZE, PRODUCT_TYPES } from '../constants';
import { badRequest, conflict, notFound } from '../errors';
import { MSG } from '../messages';
import { parseRupees } from '../money';
import { paged, pageWindow, type Paged } from '../paging';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { imagesOf } from './images';
import { draftPacks, packRow } from './packs';
import { invalidateSearchIndex } from './search';

// The catalogue team edits products: every field of the product page, the
// price in rupees (kept in paise), archiving. Two people saving the same
// product: the second save is refused, never silently overwriting the first.

type Staff = Pick<StaffMember, 'id' | 'email'>;

/** The text fields of a product, as the edit form names them, with the column each is kept in. */
export const PRODUCT_TEXT_FIELDS = {
  title: 'title',
  description: 'description',
  technicalName: 'technical_name',
  packagingType: 'packaging_type',
  packagingAvailable: 'packaging_available',
  purpose: 'purpose',
  phRange: 'ph_range',
  cfuCount: 'cfu_count',
  modeOfAction: 'mode_of_action',
  crops: 'crops',
  dosage: 'dosage',
} as const;
type TextField = keyof typeof PRODUCT_TEXT_FIELDS;

export type ProductForm = Record<
  TextField | 'form' | 'categoryId' | 'price' | 'offerPercent' | 'lowStockThreshold' | 'hsnCode' | 'gstRate' | 'version',
  string
>;

export interface StaffProductRow {
  id: string;
  code: string;
  title: string;
  category: string;
  pricePaise: number;
  stock: number;
  lowStockThreshold: number;
  /** Packs on sale at or below the threshold, each by its own stock (a product's sum hides an empty pack). */
  lowPacks: number;
  archived: boolean;
}

export async function listProductsForStaff(db: Db, f: { q?: string; page?: number }): Promise<Paged<StaffProductRow>> {
  let query = db.selectFrom('products').innerJoin('categories', 'categories.id', 'products.category_id');
  const q = f.q?.trim().toLowerCase().slice(0, 100);
  if (q)
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['products.title']), 'like', `%${q}%`), eb(eb.fn('lower', ['products.code']), 'like', `%${q}%`)]),
    );
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const window = pageWindow(f.page, ADMIN_PAGE_SIZE);
  const rows = await query
    .select([
      'products.id',
      'products.code',
      'products.title',
      'categories.name as category',
      'products.price_paise',
      'products.stock',
      'products.low_stock_threshold',
      'products.archived_at',
      (eb) =>
        eb
          .selectFrom('product_variants')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('product_variants.product_id', '=', 'products.id')
          .where('product_variants.archived_at', 'is', null)
          .whereRef('product_variants.stock', '<=', 'products.low_stock_threshold')
          .as('low_packs'),
    ])
    .orderBy('products.position')
    .orderBy('products.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return paged(
    rows.map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      category: r.category,
      pricePaise: Number(r.price_paise),
      stock: Number(r.stock),
      lowStockThreshold: Number(r.low_stock_threshold),
      lowPacks: Number(r.low_packs ?? 0),
      archived: !!r.archived_at,
    })),
    Number(counted?.n ?? 0),
    ADMIN_PAGE_SIZE,
  );
}

/** A product as its edit form shows it. */
export async function productForEditing(db: Db, id: string) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id.slice(0, 64)).executeTakeFirst();
  if (!row) throw notFound(MSG.productNotFound);
  const form = Object.fromEntries(Object.entries(PRODUCT_TEXT_FIELDS).map(([k, col]) => [k, String(row[col])])) as Record<
    TextField,
    string
  >;
  const values: ProductForm = {
    ...form,
    form: row.form,
    categoryId: row.category_id,
    price: String(Number(row.price_paise) / 100),
    offerPercent: String(row.offer_percent),
    lowStockThreshold: String(row.low_stock_threshold),
    hsnCode: row.hsn_code,
    gstRate: String(row.gst_rate),
    version: String(row.version),
  };
  const images = (await imagesOf(db, [row.id])).get(row.id) ?? [];
  return { id: row.id, code: row.code, stock: Number(row.stock), archived: !!row.archived_at, images, values };
}

const TEXT_MAX = 5000;

/** HSN code and GST rate; left empty, the category's usual. */
function checkGst(input: ProductForm, categorySlug: string) {
  const usual = gstFor(categorySlug);
  const hsn = (input.hsnCode ?? '').replace(/\s/g, '') || usual.hsn;
  if (!/^\d{4}(\d{2}){0,2}$/.test(hsn)) throw badRequest(MSG.productHsnInvalid, 'hsnCode');
  const rate = (input.gstRate ?? '').trim() === '' ? usual.rate : Number(input.gstRate);
  if (!(GST_RATES as readonly number[]).includes(rate)) throw badRequest(MSG.productGstRateInvalid(GST_RATES), 'gstRate');
  return { hsn_code: hsn, gst_rate: rate };
}

function checkProduct(input: ProductForm, categories: { id: string; slug: string }[]) {
  const title = input.title.trim();
  if (!title) throw badRequest(MSG.productTitleRequired, 'title');
  for (const k of Object.keys(PRODUCT_TEXT_FIELDS) as TextField[]) {
    if (input[k].length > (k === 'title' ? 200 : TEXT_MAX)) throw badRequest(MSG.productFieldTooLong, k);
  }
  if (!(PRODUCT_TYPES as readonly string[]).includes(input.form)) throw badRequest(MSG.productFormInvalid, 'form');
  const category = categories.find((c) => c.id === input.categoryId);
  if (!category) throw badRequest(MSG.productCategoryInvalid, 'categoryId');
  const pricePaise = parseRupees(input.price);
  if (pricePaise === null || pricePaise <= 0) throw badRequest(MSG.productPriceInvalid, 'price');
  const offer = Number(input.offerPercent || 0);
  if (!Number.isInteger(offer) || offer < 0 || offer > 90) throw badRequest(MSG.productOfferInvalid, 'offerPercent');
  const threshold = Number(input.lowStockThreshold || 0);
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100_000)
    throw badRequest(MSG.productThresholdInvalid, 'lowStockThreshold');
  const text = Object.fromEntries(Object.entries(PRODUCT_TEXT_FIELDS).map(([k, col]) => [col, input[k as TextField].trim()])) as Record<
    (typeof PRODUCT_TEXT_FIELDS)[TextField],
    string
  >;
  return {
    ...text,
    form: input.form,
    category_id: input.categoryId,
    price_paise: pricePaise,
    offer_percent: offer,
    low_stock_threshold: threshold,
    ...checkGst(input, category.slug),
  };
}

/**
 * Saves an edit made from the version the person saw; a save from an older
 * version is refused with "changed by someone else — reload". Past orders keep
 * their lines' price and title: only the product changes.
 */
export async function saveProduct(db: Db, staff: Staff, id: string, input: ProductForm): Promise<void> {
  const before = await productForEditing(db, id);
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const changes = checkProduct(input, categories);
  const version = Number(input.version);
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('products')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('id', '=', before.id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(MSG.changedByOther);
    await priceSmallestPack(trx, before.id, changes.price_paise);
    const changed = Object.fromEntries(
      Object.entries(input).filter(([k, v]) => k !== 'version' && before.values[k as keyof ProductForm] !== v),
    );
    const was = Object.fromEntries(Object.keys(changed).map((k) => [k, before.values[k as keyof ProductForm]]));
    await audit(trx, staff, 'product.update', 'product', before.id, was, changed);
  });
  invalidateSearchIndex(db);
}

/** A new product, archived until its photos and text are ready; answers its id. Audited. */
export async function createProduct(db: Db, staff: Staff, input: ProductForm): Promise<string> {
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  const values = checkProduct(input, categories);
  const id = newId();
  const tag = id.slice(-6).toUpperCase();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max<number>('position').as('m'))
      .executeTakeFirst();
    await trx
      .insertInto('products')
      .values({
        ...values,
        id,
        slug: `${slugOf(values.title)}-${tag.toLowerCase()}`,
        code: `MB-${tag}`,
        stock: 0,
        featured: 0,
        average_rating: 0,
        review_count: 0,
        position: Number(last?.m ?? 0) + 1,
        created_at: nowIso(),
        archived_at: nowIso(),
      })
      .execute();
    for (const [position, d] of draftPacks(values.packaging_available, values.price_paise, 0).entries()) {
      await trx
        .insertInto('product_variants')
        .values(packRow(newId(), id, `MB-${tag}`, d, position, 0))
        .execute();
    }
    await audit(trx, staff, 'product.create', 'product', id, null, input);
  });
  return id;
}

/** Takes a product out of the shop (and its API), or back; past orders keep it. */
export async function setArchived(db: Db, staff: Staff, id: string, archived: boolean): Promise<void> {
  const before = await productForEditing(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set((eb) => ({ archived_at: archived ? nowIso() : null, version: eb('version', '+', 1) }))
      .where('id', '=', before.id)
      .execute();
    await audit(
      trx,
      staff,
      archived ? 'product.archive' : 'product.publish',
      'product',
      before.id,
      { archived: before.archived },
      { archived },
    );
  });
  invalidateSearchIndex(db);
}

/** The product's price is its smallest pack's: a new price moves that pack (and its MRP, never below the price). */
async function priceSmallestPack(trx: Transaction<Database>, productId: string, pricePaise: number) {
  const pack = await trx
    .selectFrom('product_variants')
    .select(['id', 'mrp_paise'])
    .where('product_id', '=', productId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  if (!pack) return;
  await trx
    .updateTable('product_variants')
    .set({ price_paise: pricePaise, mrp_paise: Math.max(Number(pack.mrp_paise), pricePaise) })
    .where('id', '=', pack.id)
    .execute();
}
