import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { PromotionsTable } from '../../db/schema-promotions';

// Shared set-up of the promotion tests: promotions written straight to the
// database (the back office's form has its own test), and an order that used
// one, as placing it would have left it.

const DAY = 86_400_000;
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

export async function makePromotion(
  db: Db,
  p: Partial<Omit<PromotionsTable, 'product_ids' | 'category_ids' | 'packs'>> & {
    products?: string[];
    categories?: string[];
    packs?: string[];
  },
) {
  const id = newId();
  const { products = [], categories = [], packs = [], ...rest } = p;
  const kind = rest.kind ?? 'coupon';
  const values: PromotionsTable = {
    id,
    kind,
    code: kind === 'coupon' ? `C${id.slice(-7).toUpperCase()}` : null,
    title: `${kind} ${id.slice(-4)}`,
    percent_off: 0,
    amount_off_paise: 0,
    min_order_paise: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    first_order_only: 0,
    combinable: 0,
    buy_quantity: 0,
    get_quantity: 0,
    paused_at: null,
    created_at: nowIso(),
    updated_at: nowIso(),
    ...rest,
    product_ids: JSON.stringify(products),
    category_ids: JSON.stringify(categories),
    packs: JSON.stringify(packs),
  };
  await db.insertInto('promotions').values(values).execute();
  return { id, code: values.code ?? '', title: values.title };
}

/** An order of this customer that used the promotion (status as given). */
export async function orderUsing(db: Db, userId: string, promotionId: string, status = 'Pending') {
  const orderId = newId();
  const now = nowIso();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: userId,
      address_id: null,
      address_snapshot: '{}',
      payment_method: 'COD',
      payment_status: 'Cash on Delivery',
      status,
      total_paise: 10_000,
      idempotency_key: null,
      idempotency_hash: null,
      provider_order_id: null,
      provider_payment_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('order_promotions')
    .values({ id: newId(), order_id: orderId, promotion_id: promotionId, code: null, title: 'x', discount_paise: 1_000, created_at: now })
    .execute();
  return orderId;
}

/** A second category, for rules limited to one. */
export async function makeCategory(db: Db, name = 'Test Biopesticides') {
  const id = newId();
  await db
    .insertInto('categories')
    .values({ id, slug: `c-${id.slice(-8)}`, name, color: '#2f6b3a', blurb: '', position: 99 })
    .execute();
  return id;
}

/** Adds a pack to a product. */
export async function addPack(db: Db, productId: string, pack: string, pricePaise: number, stock = 100) {
  const id = newId();
  await db
    .insertInto('product_variants')
    .values({
      id,
      product_id: productId,
      sku: `T-${id.slice(-6)}`,
      pack,
      net_amount: 5000,
      net_unit: 'g',
      price_paise: pricePaise,
      mrp_paise: pricePaise,
      stock,
      position: 1,
      archived_at: null,
    })
    .execute();
  return id;
}
