import { fmt } from '../i18n/translate';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { getAddress, toApiAddress } from '../addresses/addresses';
import { removeCartLines } from '../cart/cart';
import { moveStock } from '../catalog/variants';
import { zoneForPin } from '../delivery/zones';
import {
  CART_QUANTITY_MAX,
  IDEMPOTENCY_KEY_MAX,
  ORDER_LINES_MAX,
  ORDER_LINE_STATUS_ON_PLACING,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../constants';
import { badRequest, conflict, notFound, unprocessable } from '../errors';
import { MSG } from '../messages';
import { lockAppliedCoupons, recordOrderPromotions } from '../promotions/store';
import { QUOTE_MSG, quoteOrder, totalChangedMessage, type OrderQuote } from './quote';
import { transition } from './lifecycle';
import { getOrder, type OrderAddress, type OrderView } from './views';

type Executor = Kysely<Database> | Transaction<Database>;

/** Places the new order (or holds it) inside placeOrder's transaction, after its stock is taken. */
export type Placement = (
  trx: Transaction<Database>,
  order: { id: string; userId: string; paymentMethod: PaymentMethod; totalPaise: number },
) => Promise<void>;

export interface PlaceOrderInput {
  userId: string;
  /** Each product with the pack bought (`variant`; none: its smallest pack). */
  lines: { productId: unknown; quantity: unknown; variant?: unknown }[];
  addressId: unknown;
  paymentMethod: unknown;
  idempotencyKey?: string | null;
  /** The request as the client sent it: a key reused with another request is refused. */
  request?: unknown;
  /** The total the customer was shown, in paise: when given and the order would cost another amount, nothing is placed (409). */
  expectedTotalPaise?: unknown;
  /** How a company member's order is placed (domain/credit): placed, or held for an approver or for staff; it makes the `place` transition itself. */
  placement?: Placement;
}

/** JSON with object keys sorted, so the same request always reads the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprint = (request: unknown) => createHash('sha256').update(stableJson(request)).digest('hex');

/** A payment method from a client, or 400. */
export function checkPaymentMethod(value: unknown): PaymentMethod {
  const v = typeof value === 'string' ? value.trim() : value;
  if (v === 'Cash on Delivery') return 'COD';
  if (typeof v !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(v))
    throw badRequest(MSG.orderPaymentMethod, 'paymentMethod');
  return v as PaymentMethod;
}

interface CheckedLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

const quantityProblem = () => badRequest(fmt('Quantity must be a whole number from 1 to {max}.', { max: CART_QUANTITY_MAX }), 'products');

function checkLines(lines: PlaceOrderInput['lines']): CheckedLine[] {
  if (!Array.isArray(lines) || lines.length === 0) throw badRequest(MSG.orderNoItems, 'products');
  if (lines.length > ORDER_LINES_MAX * 2) throw badRequest(MSG.orderTooManyLines, 'products');
  return lines.map((line) => {
    const productId = typeof line?.productId === 'string' ? line.productId.trim() : '';
    if (!productId || productId.length > 64) throw badRequest(MSG.orderProductGone, 'products');
    const variant = typeof line.variant === 'string' && line.variant.trim() ? line.variant.trim().slice(0, 64) : null;
    const raw = typeof line.quantity === 'string' && line.quantity.trim() !== '' ? Number(line.quantity) : (line.quantity ?? 1);
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > CART_QUANTITY_MAX) throw quantityProblem();
    return { productId, variantId: variant, quantity: raw };
  });
}

/** The packs of the quote, one line each, checked as an order may have them: all on sale, within the limits. */
function checkQuotedPacks(quote: OrderQuote) {
  if (quote.unavailable.length) throw notFound(MSG.orderProductGone);
  if (quote.lines.some((l) => l.quantity > CART_QUANTITY_MAX)) throw quantityProblem();
  if (quote.lines.length > ORDER_LINES_MAX) throw badRequest(MSG.orderTooManyLines, 'products');
  // A fixed order of locking rows: two orders never wait on each other in a cycle.
  return [...quote.lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
}

/** A total the customer was shown (whole paise), null when none was sent; anything else is 400. */
export function checkExpectedTotal(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw badRequest(QUOTE_MSG.totalInvalid, 'total');
  return n;
}

/** An Idempotency-Key header value, or null when absent; a malformed one is 400. */
export function checkIdempotencyKey(value: unknown): string | null {
  if (value == null || value === '') return null;
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' || !new RegExp(`^[A-Za-z0-9_\\-:.]{1,${IDEMPOTENCY_KEY_MAX}}$`).test(v)) {
    throw badRequest(MSG.orderIdempotencyKey, 'Idempotency-Key');
  }
  return v;
}

/** The customer's own saved (not deleted) address, as stored on an order. */
export async function ownAddress(db: Executor, userId: string, addressId: unknown): Promise<OrderAddress> {
  if (typeof addressId !== 'string' || !addressId.trim()) {
    const any = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    throw badRequest(any ? MSG.orderChooseAddress : MSG.addAddress, 'address');
  }
  const a = await getAddress(db, userId, addressId.trim().slice(0, 64));
  if (!a) throw notFound(MSG.orderAddressNotFound);
  return toApiAddress(a);
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
}

/** The order an idempotency key already made; 422 when the key came with another request. */
async function orderIdForKey(db: Executor, userId: string, key: string, hash: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'idempotency_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row && row.idempotency_hash && row.idempotency_hash !== hash) throw unprocessable(MSG.orderIdempotencyReused, 'Idempotency-Key');
  return row?.id ?? null;
}

/** A line of an order at its price: its packs taken from stock (409 naming the pack when short) and the line written. */
export async function takeStockForLine(
  trx: Transaction<Database>,
  orderId: string,
  line: Pick<
    OrderQuote['lines'][number],
    'productId' | 'variantId' | 'quantity' | 'title' | 'pack' | 'unitPaise' | 'hsnCode' | 'gstRate' | 'discountPaise'
  >,
): Promise<void> {
  const taken = await moveStock(trx, {
    productId: line.productId,
    variantId: line.variantId,
    delta: -line.quantity,
    reason: 'order',
    orderId,
  });
  if (!taken) {
    const left = await trx.selectFrom('product_variants').select('stock').where('id', '=', line.variantId).executeTakeFirst();
    throw conflict(MSG.orderOutOfStock(`${line.title} (${line.pack})`, Number(left?.stock ?? 0)), 'products');
  }
  await trx
    .insertInto('order_lines')
    .values({
      id: newId(),
      order_id: orderId,
      product_id: line.productId,
      variant_id: line.variantId,
      pack: line.pack,
      title: line.title,
      quantity: line.quantity,
      price_paise: line.unitPaise,
      status: ORDER_LINE_STATUS_ON_PLACING,
      hsn_code: line.hsnCode,
      gst_rate: line.gstRate,
      discount_paise: line.discountPaise,
    })
    .execute();
}

/**
 * Places an order in one transaction: prices from the database, stock taken
 * with a guarded UPDATE (never below zero, on either database), the order and
 * its lines as Pending, stock movements written, the ordered products removed
 * from the cart. The same idempotency key never makes a second order.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<{ order: OrderView; replayed: boolean }> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const hash = fingerprint(input.request ?? { lines: input.lines, addressId: input.addressId, paymentMethod: input.paymentMethod });
  if (key) {
    const existing = await orderIdForKey(db, input.userId, key, hash);
    if (existing) return { order: (await getOrder(db, input.userId, existing))!, replayed: true };
  }
  const paymentMethod = checkPaymentMethod(input.paymentMethod);
  const lines = checkLines(input.lines);
  const expected = checkExpectedTotal(input.expectedTotalPaise);
  const address = await ownAddress(db, input.userId, input.addressId);
  await zoneForPin(db, address.pincode); // 400 when the shop does not deliver there

  const orderId = newId();
  try {
    await db.transaction().execute(async (trx) => {
      // The codes' rows locked first: their uses are counted and recorded one order at a time.
      await lockAppliedCoupons(trx, input.userId);
      const quote = await quoteOrder(trx, lines, address.pincode, new Date(), { userId: input.userId });
      const priced = checkQuotedPacks(quote);
      if (!quote.delivery?.serviceable || quote.shippingPaise === null) throw badRequest(MSG.pinNotServiceable(address.pincode), 'address');
      if (expected !== null && expected !== quote.totalPaise) throw conflict(totalChangedMessage(quote, expected), 'total');
      if (paymentMethod === 'COD' && !quote.cod) throw badRequest(MSG.codNotOffered, 'paymentMethod');
      const shipping = quote.shippingPaise;
      const now = nowIso();
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: input.userId,
          address_id: address._id,
          address_snapshot: JSON.stringify(address),
          payment_method: paymentMethod,
          payment_status: paymentMethod === 'COD' ? 'Cash on Delivery' : 'Unpaid',
          status: 'Pending',
          state: 'new',
          total_paise: quote.totalPaise,
          shipping_paise: shipping,
          idempotency_key: key,
          idempotency_hash: key ? hash : null,
          provider_order_id: null,
          provider_payment_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const line of priced) await takeStockForLine(trx, orderId, line);
      await recordOrderPromotions(trx, orderId, input.userId, quote.promotions);
      await removeCartLines(
        trx,
        input.userId,
        priced.map((p) => p.variantId),
      );
      // Placed, with its history and the confirmation it causes queued: all of it, or none.
      if (input.placement) await input.placement(trx, { id: orderId, userId: input.userId, paymentMethod, totalPaise: quote.totalPaise });
      else if (paymentMethod === 'On account') throw badRequest(MSG.orderPaymentMethod, 'paymentMethod');
      else await transition(trx, orderId, 'place', {}, { kind: 'customer', id: input.userId });
    });
  } catch (e) {
    if (key && isUniqueViolation(e)) {
      const existing = await orderIdForKey(db, input.userId, key, hash);
      if (existing) return { order: (await getOrder(db, input.userId, existing))!, replayed: true };
    }
    throw e;
  }
  return { order: (await getOrder(db, input.userId, orderId))!, replayed: false };
}
