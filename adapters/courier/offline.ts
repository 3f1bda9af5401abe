import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { drawLabel, type LabelData, type PdfText } from './label';
import { header, localSecret, secretMatches } from './secret';
import { bookOnce, eventId, shipmentByAwb, shipmentById, updateShipment, type ShipmentRow } from './store';
import { offlineRates } from './offline-rates';
import { validateBooking } from './validate';
import {
  CourierError,
  TRACKING_STATUSES,
  type OfflineCourier,
  type ReturnRequest,
  type Shipment,
  type ShipmentRequest,
  type TrackingEvent,
  type TrackingStatus,
} from './types';

// The default courier: no account, no network. It books parcels with AWB
// numbers of its own, draws their labels, keeps every shipment and its scans
// in the database (so they survive restarts and a second booking of an order
// finds the first), moves parcels along when asked (staff "simulate", tests),
// and calls the shop's webhook with a secret kept in DATA_DIR, so the whole
// journey from booking to delivery or return runs on one machine.

export interface OfflineCourierOptions {
  db: Db;
  dataDir: string;
  pdf: PdfText;
  /** Where parcels are collected: a name for the label and its PIN code. */
  pickup: { location: string; pin: string };
}

const COURIER = 'offline';
const WEBHOOK_SECRET_FILE = 'courier-webhook-token';

/** Where a parcel may go from each status (the first is the next step of a journey that goes well). */
const NEXT: Record<TrackingStatus, TrackingStatus[]> = {
  booked: ['picked_up', 'cancelled'],
  picked_up: ['in_transit', 'rto_initiated'],
  in_transit: ['out_for_delivery', 'rto_initiated'],
  out_for_delivery: ['delivered', 'delivery_failed'],
  delivery_failed: ['out_for_delivery', 'rto_initiated'],
  rto_initiated: ['rto_delivered'],
  delivered: [],
  rto_delivered: [],
  cancelled: [],
};

const REMARKS: Record<TrackingStatus, string> = {
  booked: 'Shipment booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Consignee not available',
  rto_initiated: 'Returning to origin',
  rto_delivered: 'Returned to origin',
  cancelled: 'Cancelled by the seller',
};

/** 14 digits, as Indian couriers' AWB numbers run; the database's unique index has the last word. */
const newAwb = () => `59${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;

export function createOfflineCourier(options: OfflineCourierOptions): OfflineCourier {
  const { db, pdf, pickup } = options;
  const secret = localSecret(options.dataDir, WEBHOOK_SECRET_FILE);
  const origin = { name: pickup.location, pin: pickup.pin };

  /** The label's parties and the places its scans name, from the booking as it was made. */
  function partiesOf(row: ShipmentRow): Omit<LabelData, 'awb' | 'courierName'> & { here: string; there: string } {
    if (row.kind === 'return') {
      const r = JSON.parse(row.request) as ReturnRequest;
      const to = r.returnTo;
      return {
        kind: 'return',
        ref: r.returnId,
        to,
        from: r.pickup,
        payment: { method: 'prepaid' },
        parcel: r.parcel,
        lines: r.lines,
        here: `${r.pickup.city} ${r.pickup.pin}`,
        there: `${to.city} ${to.pin}`,
      };
    }
    const s = JSON.parse(row.request) as ShipmentRequest;
    const to = s.consignee;
    return {
      kind: 'forward',
      ref: s.orderId,
      to,
      from: s.returnAddress ?? origin,
      payment: s.payment,
      parcel: s.parcel,
      lines: s.lines,
      here: `PIN ${pickup.pin}`,
      there: `${to.city} ${to.pin}`,
    };
  }

  function scan(row: ShipmentRow, awb: string, status: TrackingStatus, remark?: string): TrackingEvent {
    const p = partiesOf(row);
    const location = ['booked', 'picked_up', 'cancelled', 'rto_delivered'].includes(status)
      ? p.here
      : status === 'in_transit'
        ? `${p.to.state} hub`
        : p.there;
    const at = new Date().toISOString();
    const text = remark || REMARKS[status];
    return { id: eventId(awb, status, at, location, text), awb, status, at, location, remark: text };
  }

  async function labelOf(row: ShipmentRow): Promise<Buffer> {
    const { here: _h, there: _t, ...parties } = partiesOf(row);
    return drawLabel(pdf, { ...parties, awb: row.awb!, courierName: row.courier_name ?? 'Offline Surface' });
  }

  async function book(
    kind: 'forward' | 'return',
    ref: string,
    orderId: string,
    request: ShipmentRequest | ReturnRequest,
    courierName: string,
  ): Promise<Shipment> {
    const row = await bookOnce(db, { courier: COURIER, kind, ref, orderId, request }, async (current, save) => {
      if (current.awb) return;
      for (let attempt = 1; ; attempt++) {
        const awb = newAwb();
        try {
          await save({ awb, courier_name: courierName, status: 'booked', journal: JSON.stringify([scan(current, awb, 'booked')]) });
          return;
        } catch (e) {
          if (attempt >= 3) throw e; // not a clash of AWB numbers, then
        }
      }
    });
    return { shipmentId: row.id, kind, ref, awb: row.awb!, courierName: row.courier_name!, labelPdf: await labelOf(row) };
  }

  async function journal(row: ShipmentRow): Promise<TrackingEvent[]> {
    return JSON.parse(row.journal) as TrackingEvent[];
  }

  /** Adds a scan unless another was added meanwhile (then reads again and retries). */
  async function append(
    awb: string,
    decide: (row: ShipmentRow, status: TrackingStatus) => TrackingEvent | null,
  ): Promise<TrackingEvent | null> {
    for (;;) {
      const row = await shipmentByAwb(db, COURIER, awb);
      const event = decide(row, row.status as TrackingStatus);
      if (!event) return null;
      const next = JSON.stringify([...(await journal(row)), event]);
      const r = await db
        .updateTable('courier_shipments')
        .set({ journal: next, status: event.status, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .where('journal', '=', row.journal)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return event;
    }
  }

  return {
    name: 'offline',

    async rates(parcel, fromPin, toPin, cod) {
      return offlineRates(parcel, fromPin, toPin, cod);
    },

    async createShipment(request) {
      validateBooking(request.consignee, request.lines, request.parcel);
      const option = request.courierId
        ? offlineRates(request.parcel, pickup.pin, request.consignee.pin, false).find((r) => r.courierId === request.courierId)
        : undefined;
      return book('forward', request.orderId, request.orderId, request, option?.courierName ?? 'Offline Surface');
    },

    async createReturn(request) {
      validateBooking(request.pickup, request.lines, request.parcel);
      return book('return', request.returnId, request.orderId, request, 'Offline Surface');
    },

    async label(shipmentId) {
      const row = await shipmentById(db, COURIER, shipmentId);
      if (!row?.awb) throw new CourierError('No such shipment', 'not-found');
      return labelOf(row);
    },

    async requestPickup(shipmentIds) {
      const out = [];
      for (const id of shipmentIds) {
        const row = await shipmentById(db, COURIER, id);
        if (!row?.awb) throw new CourierError(`No shipment ${id}`, 'not-found');
        if (!row.pickup_requested_at) {
          // The next morning at 11:00 in India (05:30 UTC), as couriers' pickup slots run.
          const at = new Date(Date.now() + 24 * 3600_000);
          at.setUTCHours(5, 30, 0, 0);
          await updateShipment(db, id, { pickup_requested_at: new Date().toISOString(), pickup_scheduled_at: at.toISOString() });
          out.push({ shipmentId: id, scheduledAt: at.toISOString() });
        } else out.push({ shipmentId: id, scheduledAt: row.pickup_scheduled_at });
      }
      return out;
    },

    async track(awb) {
      return journal(await shipmentByAwb(db, COURIER, awb));
    },

    async cancel(awb) {
      await append(awb, (row, status) => {
        if (status === 'cancelled') return null;
        if (status !== 'booked')
          throw new CourierError('The courier has already collected this parcel: it can no longer be cancelled', 'refused');
        return scan(row, awb, 'cancelled');
      });
    },

    async reattempt(awb) {
      // Taken as a real courier takes it (only after a failed delivery); advance() then plays the next attempt.
      const row = await shipmentByAwb(db, COURIER, awb);
      if (!row) throw new CourierError(`No shipment with AWB ${awb}`, 'not-found');
      if (row.status !== 'delivery_failed')
        throw new CourierError('Only a parcel that could not be delivered can be tried again', 'refused');
    },

    async advance(awb, status, remark) {
      const event = await append(awb, (row, current) => {
        const target = status ?? NEXT[current][0];
        if (!target || !NEXT[current].includes(target)) {
          throw new CourierError(
            `A parcel that is ${current.replace(/_/g, ' ')} cannot become ${String(target ?? 'anything else').replace(/_/g, ' ')}`,
            'refused',
          );
        }
        return scan(row, awb, target, remark);
      });
      return event!;
    },

    async webhookFor(awb) {
      const events = await journal(await shipmentByAwb(db, COURIER, awb));
      return { headers: { 'content-type': 'application/json', 'x-api-key': secret }, body: JSON.stringify({ awb, events }) };
    },

    parseWebhook(headers, rawBody) {
      if (!secretMatches(secret, header(headers, 'x-api-key')))
        return { ok: false, reason: 'unauthorized', message: 'Wrong or missing x-api-key' };
      let body: { awb?: unknown; events?: unknown };
      try {
        body = JSON.parse(String(rawBody)) as typeof body;
      } catch {
        return { ok: false, reason: 'malformed', message: 'The body is not JSON' };
      }
      if (typeof body?.awb !== 'string' || !Array.isArray(body.events))
        return { ok: false, reason: 'malformed', message: 'No AWB or events' };
      const awb = body.awb;
      const events: TrackingEvent[] = [];
      for (const e of body.events as Record<string, unknown>[]) {
        const { status, at, location, remark } = e ?? {};
        if (!TRACKING_STATUSES.includes(status as TrackingStatus) || typeof at !== 'string' || Number.isNaN(Date.parse(at))) {
          return { ok: false, reason: 'malformed', message: 'An event without a known status or time' };
        }
        const place = typeof location === 'string' ? location : '';
        const words = typeof remark === 'string' ? remark : '';
        events.push({
          id: eventId(awb, status as TrackingStatus, at, place, words),
          awb,
          status: status as TrackingStatus,
          at,
          location: place,
          remark: words,
        });
      }
      return { ok: true, events };
    },
  };
}
