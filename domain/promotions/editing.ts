import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { badRequest, conflict, notFound } from '../errors';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { CODE_PATTERN, normalCode, PROMOTION_KINDS, promotionOf, type Promotion, type PromotionKind } from './types';

// The sales team's promotions (owner and sales): a coupon, a season sale or
// buy X get Y, created, changed, paused and resumed; every change audited.
// Dates are days in India's time: from the start of the first to the end of
// the last. A promotion is never deleted: orders keep pointing at it.

type Staff = Pick<StaffMember, 'id' | 'email'>;

export const PROMO_STAFF_MSG = {
  saved: 'Promotion saved.',
  paused: 'Promotion paused: customers no longer get it.',
  resumed: 'Promotion resumed.',
  kind: 'Choose a coupon, a season sale or buy X get Y.',
  title: 'Give it a title of at most 80 characters: customers read it.',
  code: 'A code has 3 to 24 letters, digits, - or _.',
  codeTaken: 'Another promotion has this code.',
  percent: 'Percent off is a whole number from 1 to 100.',
  amount: 'Amount off is an amount in rupees above 0.',
  discountType: 'Choose percent off or an amount off.',
  minOrder: 'The minimum order is an amount in rupees (0: none).',
  limit: 'A limit is a whole number from 1 (empty: no limit).',
  date: 'A date is a day such as 2026-06-01.',
  dates: 'The last day cannot come before the first.',
  buyGet: 'Buy and get are whole numbers from 1 to 50.',
  unknownTarget: 'A product or category chosen no longer exists.',
} as const;

/** The form as posted: text fields, and the products, categories and pack sizes ticked. */
export interface PromotionForm {
  kind: string;
  code: string;
  title: string;
  discountType: string;
  percent: string;
  amount: string;
  minOrder: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: string;
  combinable: string;
  buy: string;
  get: string;
  products: string[];
  categories: string[];
  packs: string[];
}

const ticked = (v: string) => v === 'on' || v === '1' || v === 'true';

function wholeNumber(text: string, field: string, min: number, max: number, message: string): number {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t) || Number(t) < min || Number(t) > max) throw badRequest(message, field);
  return Number(t);
}

const limitOf = (text: string, field: string) =>
  text.trim() === '' ? null : wholeNumber(text, field, 1, 1_000_000, PROMO_STAFF_MSG.limit);

/** A day (YYYY-MM-DD) as the instant it starts in India; `after`: the instant it ends. */
function dayStart(text: string, field: string, after = false): string | null {
  const t = text.trim();
  if (!t) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(t) ? Date.parse(`${t}T00:00:00+05:30`) : NaN;
  if (Number.isNaN(at) || new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 10) !== t) throw badRequest(PROMO_STAFF_MSG.date, field);
  return new Date(after ? at + 86_400_000 : at).toISOString();
}

/** The day (YYYY-MM-DD, India) an instant falls on; `end`: the last day of a range ending (exclusive) then. */
export const dayOf = (iso: string | null, end = false) =>
  iso ? new Date(Date.parse(iso) - (end ? 1 : 0) + 5.5 * 3_600_000).toISOString().slice(0, 10) : '';

async function checkedValues(db: Db, kind: PromotionKind, f: PromotionForm) {
  const title = f.title.trim();
  if (!title || title.length > 80) throw badRequest(PROMO_STAFF_MSG.title, 'title');
  const starts = dayStart(f.startsOn, 'startsOn');
  const ends = dayStart(f.endsOn, 'endsOn', true);
  if (starts && ends && ends <= starts) throw badRequest(PROMO_STAFF_MSG.dates, 'endsOn');
  const productIds = [...new Set(f.products.filter(Boolean))].slice(0, 200);
  const categoryIds = [...new Set(f.categories.filter(Boolean))].slice(0, 50);
  const packs = [...new Set(f.packs.map((p) => p.trim()).filter(Boolean))].slice(0, 30);
  const [products, categories] = await Promise.all([
    productIds.length ? db.selectFrom('products').select('id').where('id', 'in', productIds).execute() : [],
    categoryIds.length ? db.selectFrom('categories').select('id').where('id', 'in', categoryIds).execute() : [],
  ]);
  if (products.length !== productIds.length || categories.length !== categoryIds.length)
    throw badRequest(PROMO_STAFF_MSG.unknownTarget, 'products');
  let percent = 0;
  let amount = 0;
  if (kind === 'sale' || (kind === 'coupon' && f.discountType === 'percent'))
    percent = wholeNumber(f.percent, 'percent', 1, 100, PROMO_STAFF_MSG.percent);
  else if (kind === 'coupon') {
    if (f.discountType !== 'flat') throw badRequest(PROMO_STAFF_MSG.discountType, 'discountType');
    const paise = parseRupees(f.amount.trim());
    if (!paise) throw badRequest(PROMO_STAFF_MSG.amount, 'amount');
    amount = paise;
  }
  const coupon = kind === 'coupon';
  const min = coupon && f.minOrder.trim() ? parseRupees(f.minOrder.trim()) : 0;
  if (min === null) throw badRequest(PROMO_STAFF_MSG.minOrder, 'minOrder');
  return {
    title,
    percent_off: percent,
    amount_off_paise: amount,
    min_order_paise: min,
    starts_at: starts,
    ends_at: ends,
    usage_limit: coupon ? limitOf(f.usageLimit, 'usageLimit') : null,
    per_customer_limit: coupon ? limitOf(f.perCustomerLimit, 'perCustomerLimit') : null,
    first_order_only: coupon && ticked(f.firstOrderOnly) ? 1 : 0,
    combinable: coupon && ticked(f.combinable) ? 1 : 0,
    buy_quantity: kind === 'bxgy' ? wholeNumber(f.buy, 'buy', 1, 50, PROMO_STAFF_MSG.buyGet) : 0,
    get_quantity: kind === 'bxgy' ? wholeNumber(f.get, 'get', 1, 50, PROMO_STAFF_MSG.buyGet) : 0,
    product_ids: JSON.stringify(productIds),
    category_ids: JSON.stringify(categoryIds),
    packs: JSON.stringify(packs),
  };
}

export async function getPromotion(db: Db, id: string): Promise<Promotion | null> {
  if (typeof id !== 'string' || id.length > 64) return null;
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? promotionOf(row) : null;
}

/** Creates a promotion (id null) or changes one (its kind stays); answers its id. Audited with before and after. */
export async function savePromotion(db: Db, staff: Staff, id: string | null, f: PromotionForm): Promise<string> {
  const before = id ? await getPromotion(db, id) : null;
  if (id && !before) throw notFound('No such promotion.');
  const kind = (before?.kind ?? f.kind) as PromotionKind;
  if (!PROMOTION_KINDS.includes(kind)) throw badRequest(PROMO_STAFF_MSG.kind, 'kind');
  const code = kind === 'coupon' ? normalCode(f.code) : null;
  if (kind === 'coupon' && !CODE_PATTERN.test(code ?? '')) throw badRequest(PROMO_STAFF_MSG.code, 'code');
  const values = await checkedValues(db, kind, f);
  const taken = code ? await db.selectFrom('promotions').select('id').where('code', '=', code).executeTakeFirst() : undefined;
  if (taken && taken.id !== id) throw conflict(PROMO_STAFF_MSG.codeTaken, 'code');
  const now = nowIso();
  const saved = id ?? newId();
  try {
    await db.transaction().execute(async (trx) => {
      if (before)
        await trx
          .updateTable('promotions')
          .set({ ...values, code, updated_at: now })
          .where('id', '=', saved)
          .execute();
      else
        await trx
          .insertInto('promotions')
          .values({ id: saved, kind, code, ...values, paused_at: null, created_at: now, updated_at: now })
          .execute();
      await audit(trx, staff, before ? 'promotion.update' : 'promotion.create', 'promotion', saved, before, { kind, code, ...values });
    });
  } catch (e) {
    // Two staff saving one code at the same moment: the unique index refuses the second.
    const err = e as { code?: string; message?: string } | null;
    if (err?.code === '23505' || /UNIQUE constraint failed/.test(err?.message ?? '')) throw conflict(PROMO_STAFF_MSG.codeTaken, 'code');
    throw e;
  }
  return saved;
}

/** Pauses a promotion (customers stop getting it at once) or resumes it. Audited. */
export async function setPromotionPaused(db: Db, staff: Staff, id: string, paused: boolean): Promise<void> {
  const before = await getPromotion(db, id);
  if (!before) throw notFound('No such promotion.');
  if (before.paused === paused) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('promotions')
      .set({ paused_at: paused ? nowIso() : null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await audit(trx, staff, paused ? 'promotion.pause' : 'promotion.resume', 'promotion', id, { paused: before.paused }, { paused });
  });
}

/** What a promotion can name: products on sale (by title), categories, and the pack sizes sold. */
export async function promotionChoices(db: Db) {
  const [products, categories, packs] = await Promise.all([
    db.selectFrom('products').select(['id', 'title']).where('archived_at', 'is', null).orderBy('title').execute(),
    db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute(),
    db.selectFrom('product_variants').select('pack').distinct().where('archived_at', 'is', null).orderBy('pack').execute(),
  ]);
  return {
    products: products.map((p) => ({ id: p.id, name: p.title })),
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    packs: packs.map((p) => p.pack),
  };
}
