import type { Transaction } from 'kysely';
import type { TrackingEvent } from '../../adapters/courier/types';
import type { PaymentProvider } from '../../adapters/payments/types';
import type { Database } from '../../db/schema';
import { returnedToOriginInTransaction } from '../orders/cancel';
import { shipInTransaction } from '../orders/fulfilment';
import { transition, type Actor } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { canHappen, type OrderEvent } from '../orders/transitions';
import { orderWithCustomer } from '../orders/views';
import { refundReturn } from '../payments/settle';
import type { ShippingDeps } from './book';
import { orderOfAwb, takeNewEvent } from './shipments';

// The courier's scans move the order: picked up → shipped, then in transit,
// out for delivery, delivered, delivery failed (its reason kept), returning
// and returned to the shop (stock back, Cash on Delivery void, a payment
// refunded, a credit note). Webhook calls and polling both come here; each
// scan is acted on once (its id is recorded in the same transaction as the
// change it makes), and a scan the order cannot take now (late, repeated,
// after delivery) is recorded and left.

export type TrackingDeps = ShippingDeps & { payments: PaymentProvider };
type Trx = Transaction<Database>;

/** The order's event for each scan that moves it. */
const EVENT_OF: Partial<Record<TrackingEvent['status'], OrderEvent>> = {
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'deliver',
  delivery_failed: 'delivery_failed',
  rto_initiated: 'return_to_origin',
  rto_delivered: 'returned_to_origin',
};

interface Applied {
  orderId: string;
  refundPaymentId: string | null;
}

async function applyOne(trx: Trx, e: TrackingEvent, actor: Actor): Promise<Applied | null> {
  const orderId = await orderOfAwb(trx, e.awb);
  if (!orderId) return null;
  const row = await trx.selectFrom('orders').select(['state', 'carrier', 'tracking_number']).where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const parcel = { carrier: row.carrier ?? 'Courier', trackingNumber: row.tracking_number ?? e.awb };
  if (e.status === 'cancelled') {
    if (!canHappen(row.state, 'unpack')) return null;
    await transition(trx, orderId, 'unpack', { note: e.remark || undefined }, actor);
    return { orderId, refundPaymentId: null };
  }
  const event = EVENT_OF[e.status];
  const ships = e.status === 'picked_up' || (event !== undefined && row.state === 'packed');
  // A later scan of a parcel whose pickup scan never reached the shop: it has left all the same.
  if (ships && canHappen(row.state, 'ship')) await shipInTransaction(trx, orderId, parcel, actor);
  if (!event) return ships ? { orderId, refundPaymentId: null } : null;
  const state = ships ? 'shipped' : row.state;
  if (!canHappen(state, event)) return ships ? { orderId, refundPaymentId: null } : null;
  const scan = { location: e.location, at: e.at };
  if (event === 'returned_to_origin') {
    const found = await orderWithCustomer(trx, orderId);
    const refund = await returnedToOriginInTransaction(trx, found!.order, actor, scan);
    return { orderId, refundPaymentId: refund?.paymentId ?? null };
  }
  const data = event === 'delivery_failed' ? { ...scan, reason: e.remark || 'Not delivered' } : scan;
  await transition(trx, orderId, event, data as never, actor);
  return { orderId, refundPaymentId: null };
}

/**
 * Acts on the scans not seen before, oldest first; answers how many moved an
 * order. Messages go out after each change commits; a refund that fails now
 * is retried by the background job.
 */
export async function applyTrackingEvents(deps: TrackingDeps, events: TrackingEvent[]): Promise<number> {
  const actor: Actor = { kind: 'courier', name: deps.courier.name };
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  let moved = 0;
  for (const e of sorted) {
    const applied = await deps.db.transaction().execute(async (trx) => {
      return (await takeNewEvent(trx, e)) ? applyOne(trx, e, actor) : null;
    });
    if (!applied) continue;
    moved += 1;
    if (applied.refundPaymentId) await refundReturn(deps.db, deps.payments, applied.refundPaymentId);
    await sendOrderNotices(deps, applied.orderId);
  }
  return moved;
}

/**
 * The polling fallback: asks the courier for the scans of every parcel whose
 * order is still on its way (a webhook call can be lost) and acts on the new
 * ones. The order's state decides, not the courier's last status: that one
 * may be ahead of what the shop has taken in.
 */
export async function pollShipments(deps: TrackingDeps, limit = 200): Promise<number> {
  const open = await deps.db
    .selectFrom('courier_shipments')
    .innerJoin('orders', 'orders.id', 'courier_shipments.order_id')
    .select('courier_shipments.awb')
    .where('courier_shipments.courier', '=', deps.courier.name)
    .where('courier_shipments.kind', '=', 'forward')
    .where('courier_shipments.state', '=', 'created')
    .where('courier_shipments.awb', 'is not', null)
    .where('orders.state', 'in', ['packed', 'shipped', 'in_transit', 'out_for_delivery', 'delivery_failed', 'returning'])
    .orderBy('courier_shipments.updated_at')
    .limit(limit)
    .execute();
  let moved = 0;
  for (const { awb } of open) {
    try {
      moved += await applyTrackingEvents(deps, await deps.courier.track(awb!));
    } catch {
      // One parcel the courier cannot answer for now does not stop the others; the next round asks again.
    }
  }
  return moved;
}
