import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { CourierShipmentsTable } from '../../db/schema-shipping';
import { CourierError, type TrackingEvent, type TrackingStatus } from './types';

// Shipments as the courier adapters keep them (db/schema-shipping.ts), and the
// one way a booking runs exactly once per key, across requests, processes and
// restarts: the first caller inserts the row and holds it; the others wait for
// it to be booked; a caller whose booking failed lets go, so a retry resumes
// from what the courier had already given (its order id, the AWB).

export type ShipmentRow = Selectable<CourierShipmentsTable>;
export interface ShipmentKey {
  courier: string;
  kind: 'forward' | 'return';
  ref: string;
}

/** How long a caller holds a booking under way before another may take it over. */
export const LEASE_MS = 60_000;
const WAIT_STEP_MS = 50;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const newId = () => randomBytes(12).toString('hex');

export async function shipmentByKey(db: Db, key: ShipmentKey): Promise<ShipmentRow | undefined> {
  return db
    .selectFrom('courier_shipments')
    .selectAll()
    .where('courier', '=', key.courier)
    .where('kind', '=', key.kind)
    .where('ref', '=', key.ref)
    .executeTakeFirst();
}

export async function shipmentById(db: Db, courier: string, id: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('courier_shipments').selectAll().where('courier', '=', courier).where('id', '=', id).executeTakeFirst();
}

export async function shipmentByAwb(db: Db, courier: string, awb: string): Promise<ShipmentRow> {
  const row = await db.selectFrom('courier_shipments').selectAll().where('courier', '=', courier).where('awb', '=', awb).executeTakeFirst();
  if (!row) throw new CourierError(`No shipment with AWB ${awb}`, 'not-found');
  return row;
}

export type ShipmentPatch = Partial<
  Pick<
    ShipmentRow,
    | 'provider_order_id'
    | 'provider_shipment_id'
    | 'awb'
    | 'courier_name'
    | 'label_url'
    | 'status'
    | 'pickup_requested_at'
    | 'pickup_scheduled_at'
    | 'journal'
  >
>;

export async function updateShipment(db: Db, id: string, patch: ShipmentPatch): Promise<void> {
  await db
    .updateTable('courier_shipments')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Books once per key: `book(row, save)` runs for the caller holding the row
 * and saves each id the courier gives as soon as it has it; every other
 * caller (a second click, a retry) answers the same booked row.
 */
export async function bookOnce(
  db: Db,
  key: ShipmentKey & { orderId: string; request: unknown },
  book: (row: ShipmentRow, save: (patch: ShipmentPatch) => Promise<ShipmentRow>) => Promise<void>,
  opts: { waitMs?: number } = {},
): Promise<ShipmentRow> {
  const claim = randomBytes(12).toString('hex');
  const now = new Date().toISOString();
  await db
    .insertInto('courier_shipments')
    .values({
      id: newId(),
      courier: key.courier,
      kind: key.kind,
      ref: key.ref,
      order_id: key.orderId,
      state: 'creating',
      claim,
      lease_until: later(LEASE_MS),
      request: JSON.stringify(key.request),
      provider_order_id: null,
      provider_shipment_id: null,
      awb: null,
      courier_name: null,
      label_url: null,
      status: 'booked',
      pickup_requested_at: null,
      pickup_scheduled_at: null,
      journal: '[]',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['courier', 'kind', 'ref']).doNothing())
    .execute();

  const deadline = Date.now() + (opts.waitMs ?? LEASE_MS + 5_000);
  for (;;) {
    const row = await shipmentByKey(db, key);
    if (!row) throw new CourierError('The shipment could not be recorded', 'unreachable');
    if (row.state === 'created') return row;
    if (row.claim === claim || (await takeOver(db, row, claim))) return runBooking(db, row.id, claim, book);
    if (Date.now() > deadline) throw new CourierError('This shipment is being booked; try again in a minute', 'unreachable');
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
}

/** A booking whose holder let go or went away (its lease ran out) passes to this caller. */
async function takeOver(db: Db, row: ShipmentRow, claim: string): Promise<boolean> {
  if (row.lease_until > new Date().toISOString()) return false;
  const r = await db
    .updateTable('courier_shipments')
    .set({ claim, lease_until: later(LEASE_MS) })
    .where('id', '=', row.id)
    .where('state', '=', 'creating')
    .where('claim', '=', row.claim)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

async function runBooking(
  db: Db,
  id: string,
  claim: string,
  book: (row: ShipmentRow, save: (patch: ShipmentPatch) => Promise<ShipmentRow>) => Promise<void>,
): Promise<ShipmentRow> {
  const current = async () =>
    (await db.selectFrom('courier_shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as ShipmentRow;
  const save = async (patch: ShipmentPatch) => {
    await db
      .updateTable('courier_shipments')
      .set({ ...patch, lease_until: later(LEASE_MS), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .execute();
    return current();
  };
  try {
    await book(await current(), save);
  } catch (e) {
    // Let go at once: the next attempt resumes from what was saved.
    await db
      .updateTable('courier_shipments')
      .set({ lease_until: new Date(0).toISOString() })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .execute();
    throw e;
  }
  await db
    .updateTable('courier_shipments')
    .set({ state: 'created', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('claim', '=', claim)
    .execute();
  return current();
}

/** The same id for the same scan, however often and by whichever path it is reported. */
export function eventId(awb: string, status: TrackingStatus, at: string, location: string, remark: string): string {
  return createHash('sha256').update([awb, status, at, location, remark].join('\u001f')).digest('hex').slice(0, 32);
}

/**
 * Records tracking events the shop has received and answers those it had not
 * seen before (a webhook delivered twice, or the same scan seen by polling,
 * is acted on once). Safe under concurrent deliveries: the event id decides.
 */
export async function takeNewEvents(db: Db, events: TrackingEvent[]): Promise<TrackingEvent[]> {
  const fresh: TrackingEvent[] = [];
  const now = new Date().toISOString();
  for (const e of events) {
    const r = await db
      .insertInto('courier_events')
      .values({ id: e.id, awb: e.awb, status: e.status, at: e.at, location: e.location, remark: e.remark, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) fresh.push(e);
  }
  return fresh;
}
