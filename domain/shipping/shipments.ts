import type { Kysely, Transaction } from 'kysely';
import type { TrackingEvent, TrackingStatus } from '../../adapters/courier/types';
import type { Database } from '../../db/schema';

// What the shop knows of an order's parcel: its booking (courier_shipments,
// kept by the courier adapter) and the scans the courier reported to it
// (courier_events, by webhook or polling), oldest first.

type Executor = Kysely<Database> | Transaction<Database>;

export interface OrderShipment {
  shipmentId: string;
  courier: string;
  awb: string;
  courierName: string;
  status: TrackingStatus;
  pickupScheduledAt: string | null;
}

export interface TimelineEntry {
  status: TrackingStatus;
  at: string;
  location: string;
  remark: string;
}

/** The order's forward parcel, once booked with an AWB. */
export async function shipmentOf(db: Executor, orderId: string): Promise<OrderShipment | null> {
  const r = await db
    .selectFrom('courier_shipments')
    .select(['id', 'courier', 'awb', 'courier_name', 'status', 'pickup_scheduled_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'forward')
    .where('awb', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!r?.awb) return null;
  return {
    shipmentId: r.id,
    courier: r.courier,
    awb: r.awb,
    courierName: r.courier_name ?? r.courier,
    status: r.status as TrackingStatus,
    pickupScheduledAt: r.pickup_scheduled_at,
  };
}

/** The order a forward parcel belongs to (null for a return's parcel or an AWB the shop never booked). */
export async function orderOfAwb(db: Executor, awb: string): Promise<string | null> {
  const r = await db
    .selectFrom('courier_shipments')
    .select('order_id')
    .where('awb', '=', awb)
    .where('kind', '=', 'forward')
    .executeTakeFirst();
  return r?.order_id ?? null;
}

/** The scans of the order's parcel the shop has received, oldest first. */
export async function timelineOf(db: Executor, orderId: string): Promise<TimelineEntry[]> {
  const s = await shipmentOf(db, orderId);
  if (!s) return [];
  const rows = await db
    .selectFrom('courier_events')
    .select(['status', 'at', 'location', 'remark'])
    .where('awb', '=', s.awb)
    .orderBy('at')
    .orderBy('received_at')
    .execute();
  return rows.map((r) => ({ status: r.status as TrackingStatus, at: r.at, location: r.location, remark: r.remark }));
}

/**
 * Records a scan in the transaction that acts on it; false when it was
 * recorded before (a webhook delivered twice, a scan seen by polling too).
 * Two deliveries at once: the event id's unique key makes one of them wait
 * and then find it taken. (The same rows as the courier adapter's takeNewEvents.)
 */
export async function takeNewEvent(trx: Executor, e: TrackingEvent): Promise<boolean> {
  const r = await trx
    .insertInto('courier_events')
    .values({
      id: e.id,
      awb: e.awb,
      status: e.status,
      at: e.at,
      location: e.location,
      remark: e.remark,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
