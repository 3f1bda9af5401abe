import type { Courier, Parcel, RateOption, ShipmentRequest } from '../../adapters/courier/types';
import { CourierError } from '../../adapters/courier/types';
export type { Parcel, RateOption } from '../../adapters/courier/types';
import { badRequest, conflict, DomainError, notFound, unavailable } from '../errors';
import { transition, type Actor } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { orderRef } from '../order-ref';
import { canHappen } from '../orders/transitions';
import { orderWithCustomer, type OrderView } from '../orders/views';
import type { OutboxSenders } from '../outbox/outbox';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { defaultParcel, postalAddressOf, shipmentLines } from './parcel';
import { shipmentOf } from './shipments';
import { ensureEwayBill } from '../orders/eway-bills';
import type { EwayBillPortal } from '../../adapters/ewaybill/types';

// Staff book confirmed orders with the courier in one step: each order's box
// (weight and size), the courier's quote, an AWB and a label, the pickup
// asked for, and the order packed (it ships when the courier collects it).
// Booking is once per order however often asked: the courier adapter answers
// the same shipment for the same order, and an order already packed with that
// AWB counts as booked (a second click, a retry after a timeout).

export type ShippingDeps = Omit<OutboxSenders, 'attach'> & {
  courier: Courier;
  config: { COURIER_PICKUP_PIN?: string };
  /** Makes the e-way bill of a consignment above ₹50,000 once it is booked (the server always hands it). */
  ewaybill?: EwayBillPortal;
};
type Staff = Pick<StaffMember, 'id' | 'email'>;

export interface Booked {
  orderId: string;
  ref: string;
  awb: string;
  courierName: string;
  /** False when the order had been booked already (a second submit): nothing new was asked of the courier. */
  fresh: boolean;
}

/** The courier's words for a failure, as a 4xx (refused, unknown) or 503 (unreachable: try again). */
function courierFailure(e: unknown, ref: string): Error {
  if (!(e instanceof CourierError)) return e as Error;
  const text = `Order ${ref}: ${e.message}`;
  return e.reason === 'unreachable' ? unavailable(`${text}. Please try again in a minute.`, e) : badRequest(text);
}

async function pickup(deps: ShippingDeps, shipmentId: string, ref: string) {
  try {
    await deps.courier.requestPickup([shipmentId]);
  } catch (e) {
    throw courierFailure(e, ref);
  }
}

async function load(db: ShippingDeps['db'], orderId: string) {
  const found = typeof orderId === 'string' && orderId.length <= 64 ? await orderWithCustomer(db, orderId) : undefined;
  if (!found) throw notFound('There is no such order.');
  return found;
}

/** The courier's ways to send this box to the order's PIN code, cheapest first. */
export async function ratesFor(deps: ShippingDeps, order: OrderView, parcel: Parcel): Promise<RateOption[]> {
  const from = deps.config.COURIER_PICKUP_PIN;
  if (!order.address || !from) return [];
  try {
    return await deps.courier.rates(parcel, from, order.address.pincode, order.paymentMethod === 'COD');
  } catch (e) {
    if (e instanceof CourierError) return [];
    throw e;
  }
}

/** An order ready to book: its box (the default one from its packs, or the one staff typed) and the courier's quotes for it. */
export async function shippingPlan(deps: ShippingDeps, orderId: string, typed?: Parcel) {
  const { order, customer } = await load(deps.db, orderId);
  const parcel = typed ?? (await defaultParcel(deps.db, order));
  const booked = await shipmentOf(deps.db, order.id);
  const rates = canHappen(order.state, 'pack') ? await ratesFor(deps, order, parcel) : [];
  return { order, customer, parcel, rates, booked };
}

function requestOf(order: OrderView, customerName: string, lines: ShipmentRequest['lines'], parcel: Parcel, courierId?: string) {
  const a = order.address;
  if (!a) throw badRequest(`Order ${orderRef(order.id)} has no delivery address.`);
  const cod = order.paymentMethod === 'COD' && order.paymentStatus !== 'Paid';
  return {
    orderId: order.id,
    orderDate: order.createdAt,
    consignee: postalAddressOf(a, customerName),
    lines,
    payment: cod ? { method: 'cod' as const, collectPaise: order.totalPaise } : { method: 'prepaid' as const },
    parcel,
    courierId: courierId || undefined,
  } satisfies ShipmentRequest;
}

/** Books one order: AWB, label, pickup, and the order packed. Booking it again answers the same AWB. */
export async function bookOrder(deps: ShippingDeps, staff: Staff, orderId: string, parcel: Parcel, courierId?: string): Promise<Booked> {
  const { order, customer } = await load(deps.db, orderId);
  const ref = orderRef(order.id);
  const existing = await shipmentOf(deps.db, order.id);
  if (!canHappen(order.state, 'pack')) {
    if (existing?.awb && order.trackingNumber === existing.awb) {
      // A retry after the pickup request failed asks again (the courier ignores a second ask).
      if (order.state === 'packed') await pickup(deps, existing.shipmentId, ref);
      return { orderId: order.id, ref, awb: existing.awb, courierName: existing.courierName, fresh: false };
    }
    throw conflict(`Order ${ref} is ${order.status.toLowerCase()}: only a confirmed order can be booked with the courier.`);
  }
  let shipment;
  try {
    shipment = await deps.courier.createShipment(
      requestOf(order, customer.username, await shipmentLines(deps.db, order), parcel, courierId),
    );
  } catch (e) {
    throw courierFailure(e, ref);
  }
  const actor: Actor = { kind: 'staff', id: staff.id, email: staff.email };
  const after = { status: 'Confirmed', carrier: shipment.courierName, trackingNumber: shipment.awb, parcel };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await transition(trx, order.id, 'pack', { carrier: shipment.courierName, trackingNumber: shipment.awb }, actor);
      await audit(trx, staff, 'order.book-courier', 'order', order.id, { status: order.status }, after);
    });
  } catch (e) {
    // Two submits at once: the other one packed it with this very AWB.
    const now = await load(deps.db, order.id);
    if (e instanceof DomainError && e.kind === 'conflict' && now.order.trackingNumber === shipment.awb)
      return { orderId: order.id, ref, awb: shipment.awb, courierName: shipment.courierName, fresh: false };
    throw e;
  }
  await pickup(deps, shipment.shipmentId, ref);
  if (deps.ewaybill) await ensureEwayBill({ db: deps.db, ewaybill: deps.ewaybill }, order.id);
  await sendOrderNotices(deps, order.id);
  return { orderId: order.id, ref, awb: shipment.awb, courierName: shipment.courierName, fresh: true };
}

export interface BookingAsked {
  orderId: string;
  parcel: Parcel;
  courierId?: string;
}

/** Books many orders; each stands alone (one that cannot be booked is reported, the others still are). */
export async function bookOrders(deps: ShippingDeps, staff: Staff, asked: BookingAsked[]) {
  if (!asked.length) throw badRequest('Tick at least one order to ship.');
  const seen = new Set<string>();
  const results: ({ ok: true; booked: Booked } | { ok: false; orderId: string; message: string })[] = [];
  for (const a of asked) {
    if (seen.has(a.orderId)) continue;
    seen.add(a.orderId);
    try {
      results.push({ ok: true, booked: await bookOrder(deps, staff, a.orderId, a.parcel, a.courierId) });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      results.push({ ok: false, orderId: a.orderId, message: e.message });
    }
  }
  return results;
}
