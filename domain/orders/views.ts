import { pageWindow } from '../paging';
import { langOr } from '../accounts/language';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { imagesOf } from '../catalog/images';
import type { ApiAddress } from '../addresses/addresses';
import type { IssuedDocument } from '../invoices/invoices';
import { FREE_CANCELLATION_HOURS, SHIPPING_BUSINESS_DAYS, type PaymentMethod } from '../constants';
import { notFound } from '../errors';
import { MSG } from '../messages';
import type { Shown } from '../translations/store';
import { addBusinessDays } from '../delivery/dates';
import { etaDaysTo, listZones } from '../delivery/zones';
import { trackingUrl } from './carriers';
import { canHappen, type OrderState } from './transitions';

// Orders as the customer sees them: lines with pictures, the address as it was,
// the expected delivery and how long a free cancellation stays open.

type Executor = Kysely<Database> | Transaction<Database>;

export type OrderAddress = ApiAddress;

export interface OrderLineView extends Shown {
  /** The line's own id (a return names the lines it takes back). */
  lineId: string;
  productId: string;
  /** The pack bought (null on orders from before pack sizes), and its size as it was named. */
  variantId: string | null;
  pack: string;
  title: string;
  description: string;
  images: { name: string; url: string }[];
  quantity: number;
  pricePaise: number;
  /** What promotions took off the line in all (it paid pricePaise × quantity − this). */
  discountPaise: number;
  status: string;
  /** GST classification as sold. */
  hsnCode: string;
  gstRate: number;
  /** The batches the packs came from (none for stock kept without lots). */
  batches: string[];
}

export type { IssuedDocument };

/** A line's product and pack as people read it: "VAM Granules (5 kg)". */
export const lineName = (l: Pick<OrderLineView, 'title' | 'pack'>) => (l.pack ? `${l.title} (${l.pack})` : l.title);

export interface OrderView {
  id: string;
  userId: string;
  createdAt: string;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  /** What the API shows (SPEC.md §7): Pending, Confirmed, Shipped, Delivered or Cancelled. */
  status: string;
  /** Where it is in its lifecycle (transitions.ts): in transit, delivery failed, returned to the shop, … */
  state: OrderState;
  totalPaise: number;
  /** The shipping charged (part of totalPaise). */
  shippingPaise: number;
  /** What promotions took off the products (totalPaise is after it), and which: a coupon's code, an offer's title. */
  discountPaise: number;
  promotions: { code: string | null; title: string; discountPaise: number }[];
  address: OrderAddress | null;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  lines: OrderLineView[];
  /** Until when the customer may cancel (ISO), or null when they no longer can. */
  cancelUntil: string | null;
  /** Expected delivery (ISO date), null for a cancelled order. */
  deliveryDate: string | null;
  /** Payments given back (a cancelled order's, or one that came twice), refunded or queued. */
  refunds: { paymentId: string; amountPaise: number; status: 'refunded' | 'refund-queued' }[];
  /** Set when the order is shipped; the link where the carrier has a tracking page. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The order this one replaces, sent free for a return (null for an order bought). */
  replacementOf: string | null;
  /** Every change, oldest first: its event (null on rows older than the lifecycle), the status after it, its note, who made it ('customer', 'system', 'courier' or a staff e-mail). */
  history: { at: string; event: string | null; status: string; note: string; actor: string }[];
  /** Its tax invoice (once paid, or shipped for Cash on Delivery) and credit note (once an invoiced order is cancelled). */
  documents: IssuedDocument[];
}

export const HOUR_MS = 3_600_000;
/** Days on the road after dispatch where no delivery zone says (ours: the spec gives only the 2 business days to ship). */
export const TRANSIT_DAYS = 4;

type OrderRow = Selectable<Database['orders']>;

async function viewsOf(db: Executor, rows: OrderRow[]): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.id',
      'order_lines.order_id',
      'order_lines.product_id',
      'order_lines.variant_id',
      'order_lines.pack',
      'order_lines.title',
      'order_lines.quantity',
      'order_lines.price_paise',
      'order_lines.status',
      'order_lines.hsn_code',
      'order_lines.gst_rate',
      'order_lines.discount_paise',
      'products.description',
    ])
    .where('order_lines.order_id', 'in', ids)
    .orderBy('order_lines.title')
    .orderBy('order_lines.pack')
    .execute();
  const refunds = await db
    .selectFrom('payment_returns')
    .select(['order_id', 'payment_id', 'amount_paise', 'status'])
    .where('order_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  const history = await db
    .selectFrom('order_history')
    .select(['order_id', 'at', 'event', 'status', 'note', 'actor'])
    .where('order_id', 'in', ids)
    .orderBy('at')
    .execute();
  // As they were applied: the automatic offers, then the codes (by code).
  const promotions = await db
    .selectFrom('order_promotions')
    .select(['order_id', 'code', 'title', 'discount_paise'])
    .where('order_id', 'in', ids)
    .orderBy((eb) => eb.case().when('code', 'is', null).then(0).else(1).end())
    .orderBy('code')
    .orderBy('title')
    .execute();
  const documents = await db
    .selectFrom('invoices')
    .select(['order_id', 'kind', 'number', 'issued_at'])
    .where('order_id', 'in', ids)
    // A return's credit note goes with its return (domain/returns/), not with the whole order.
    .where('return_id', 'is', null)
    .orderBy('issued_at')
    .execute();
  const lots = await db
    .selectFrom('stock_movements')
    .innerJoin('stock_lots', 'stock_lots.id', 'stock_movements.lot_id')
    .select(['stock_movements.order_id', 'stock_movements.variant_id', 'stock_lots.batch'])
    .where('stock_movements.order_id', 'in', ids)
    .where('stock_movements.reason', '=', 'order')
    .orderBy('stock_lots.batch')
    .execute();
  const images = await imagesOf(
    db,
    lines.map((l) => l.product_id),
  );
  const zones = await listZones(db);
  const now = Date.now();
  return rows.map((r) => {
    const created = new Date(r.created_at);
    const cancelUntil = new Date(created.getTime() + FREE_CANCELLATION_HOURS * HOUR_MS);
    let address: OrderAddress | null = null;
    try {
      address = JSON.parse(r.address_snapshot) as OrderAddress;
    } catch {
      address = null;
    }
    return {
      id: r.id,
      userId: r.user_id,
      createdAt: r.created_at,
      paymentMethod: r.payment_method as PaymentMethod,
      paymentStatus: r.payment_status,
      status: r.status,
      state: r.state as OrderState,
      totalPaise: Number(r.total_paise),
      shippingPaise: Number(r.shipping_paise),
      discountPaise: lines.filter((l) => l.order_id === r.id).reduce((s, l) => s + Number(l.discount_paise), 0),
      promotions: promotions
        .filter((p) => p.order_id === r.id)
        .map((p) => ({ code: p.code, title: p.title, discountPaise: Number(p.discount_paise) })),
      address,
      providerOrderId: r.provider_order_id,
      providerPaymentId: r.provider_payment_id,
      carrier: r.carrier,
      trackingNumber: r.tracking_number,
      trackingUrl: trackingUrl(r.carrier, r.tracking_number),
      replacementOf: r.replacement_of,
      history: history.filter((h) => h.order_id === r.id).map(({ at, event, status, note, actor }) => ({ at, event, status, note, actor })),
      documents: documents.filter((d) => d.order_id === r.id).map((d) => ({ kind: d.kind, number: d.number, issuedAt: d.issued_at })),
      refunds: refunds
        .filter((f) => f.order_id === r.id)
        .map((f) => ({ paymentId: f.payment_id, amountPaise: Number(f.amount_paise), status: f.status })),
      // The customer cancels before the parcel is booked with a courier (staff may cancel a booked one: they cancel the booking too).
      cancelUntil: canHappen(r.state, 'cancel') && r.state !== 'packed' && cancelUntil.getTime() > now ? cancelUntil.toISOString() : null,
      deliveryDate:
        r.status === 'Cancelled'
          ? null
          : addBusinessDays(created, SHIPPING_BUSINESS_DAYS + ((address && etaDaysTo(zones, address.pincode)) ?? TRANSIT_DAYS))
              .toISOString()
              .slice(0, 10),
      lines: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => {
          const own = images.get(l.product_id) ?? [];
          return {
            lineId: l.id,
            productId: l.product_id,
            variantId: l.variant_id,
            pack: l.pack,
            title: l.title,
            description: l.description,
            images: own,
            quantity: Number(l.quantity),
            pricePaise: Number(l.price_paise),
            discountPaise: Number(l.discount_paise),
            status: l.status,
            hsnCode: l.hsn_code,
            gstRate: Number(l.gst_rate),
            batches: [
              ...new Set(lots.filter((b) => b.order_id === r.id && b.variant_id === l.variant_id && l.variant_id).map((b) => b.batch)),
            ],
          };
        }),
    };
  });
}

/** The customer's orders, newest first. */
export async function listOrders(db: Executor, userId: string): Promise<OrderView[]> {
  return viewsOf(db, await newestOrdersOf(db, userId).execute());
}

const newestOrdersOf = (db: Executor, userId: string) =>
  db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc');

/** One page of the customer's orders, newest first, and whether older ones follow (one query: a row more than the page). */
export async function listOrdersPage(
  db: Executor,
  userId: string,
  page: number,
  size: number,
): Promise<{ orders: OrderView[]; older: boolean }> {
  const { limit, offset } = pageWindow(page, size);
  const rows = await newestOrdersOf(db, userId)
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { orders: await viewsOf(db, rows.slice(0, limit)), older: rows.length > limit };
}

/** One of the customer's orders; null when it does not exist or is someone else's. */
export async function getOrder(db: Executor, userId: string, orderId: string): Promise<OrderView | null> {
  if (typeof orderId !== 'string' || !orderId || orderId.length > 64) return null;
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  return row ? (await viewsOf(db, [row]))[0] : null;
}

/** An order and the customer who placed it (for mails the shop sends on its own, e.g. after a webhook). */
export async function orderWithCustomer(db: Executor, orderId: string) {
  const owner = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id', 'users.email', 'users.username', 'users.mobile_no', 'users.lang'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  const order = owner ? await getOrder(db, owner.id, orderId) : null;
  if (!owner || !order) return null;
  return {
    order,
    customer: {
      id: owner.id,
      email: owner.email,
      username: owner.username,
      mobileNo: owner.mobile_no,
      role: 'customer' as const,
      lang: langOr(owner.lang),
    },
  };
}

/** Like getOrder, but someone else's or an unknown order is a 404. */
export async function requireOrder(db: Executor, userId: string, orderId: string): Promise<OrderView> {
  const order = await getOrder(db, userId, orderId);
  if (!order) throw notFound(MSG.orderNotFound);
  return order;
}
