import type { Db } from '../../db/client';
import { header, secretMatches } from './secret';
import { messageOf, shiprocketHttp, type Answer, type Json, type ShiprocketHttpConfig } from './shiprocket-http';
import { eventsFromScans, eventsFromWebhook, istDate, istToIso } from './shiprocket-status';
import { bookOnce, shipmentByAwb, shipmentById, updateShipment, type ShipmentRow } from './store';
import { CourierError, type Courier, type Parcel, type PostalAddress, type Shipment, type ShipmentLine } from './types';
import { validateBooking } from './validate';

// Shiprocket (API v1 "external", https://apiv2.shiprocket.in/v1/external): an
// order is created (POST /orders/create/adhoc, or /orders/create/return for a
// reverse pickup), an AWB assigned to its shipment (POST /courier/assign/awb),
// its label generated (POST /courier/generate/label: a link to a PDF), its
// pickup requested (POST /courier/generate/pickup); rates come from GET
// /courier/serviceability, scans from GET /courier/track/awb/{awb}, and
// cancelling is POST /orders/cancel/shipment/awbs. The tracking webhook is
// set up in Shiprocket's panel (Settings › API › Webhooks) with a token that
// Shiprocket sends in the `x-api-key` header: SHIPROCKET_WEBHOOK_TOKEN.
//
// Shiprocket has no idempotency key, so the shop keeps each booking's ids as
// soon as it has them (adapters/courier/store.ts) and a retry resumes where
// the last attempt stopped instead of creating a second order.
//
// Field names follow Shiprocket's published API collection. Not confirmed
// there, and so handled defensively: what a repeated order_id answers (taken
// as the existing order), `is_return` on assigning a return's AWB, that an
// already queued pickup answers 400 "already …", and that `rate` in the
// serviceability answer includes the COD charge.

export interface ShiprocketConfig extends ShiprocketHttpConfig {
  /** The pickup location's nickname in the Shiprocket account (it must exist there). */
  pickupLocation: string;
  webhookToken?: string;
}

const COURIER = 'shiprocket';
const rupees = (paise: number) => Math.round(paise) / 100;

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts.at(-1)!] : [parts[0] ?? '', ''];
}

function splitAddress(address: string): [string, string] {
  const lines = address
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return [lines[0] ?? '', lines.slice(1).join(', ')];
}

/** One side of an order in Shiprocket's fields: `billing_…`, `shipping_…` or `pickup_…`. */
function party(prefix: 'billing' | 'shipping' | 'pickup', a: PostalAddress): Json {
  const [first, last] = splitName(a.name);
  const [line1, line2] = splitAddress(a.address);
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: last,
    [`${prefix}_address`]: line1,
    [`${prefix}_address_2`]: line2,
    [`${prefix}_city`]: a.city.slice(0, 30),
    [`${prefix}_pincode`]: a.pin,
    [`${prefix}_state`]: a.state,
    [`${prefix}_country`]: 'India',
    [`${prefix}_email`]: a.email ?? '',
    [`${prefix}_phone`]: a.phone,
  };
}

const box = (p: Parcel) => ({ length: p.lengthCm, breadth: p.breadthCm, height: p.heightCm, weight: p.weightGrams / 1000 });
const items = (lines: ShipmentLine[]) =>
  lines.map((l) => ({ name: l.name, sku: l.sku, units: l.quantity, selling_price: rupees(l.unitPricePaise), hsn: l.hsn ?? '' }));
const linesTotal = (lines: ShipmentLine[]) => lines.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);

function refused(what: string, r: Answer): CourierError {
  return new CourierError(`Shiprocket refused to ${what} (${r.status}): ${messageOf(r.json)}`, r.status === 404 ? 'not-found' : 'refused');
}

export function createShiprocketCourier(db: Db, config: ShiprocketConfig): Courier {
  const http = shiprocketHttp(config);
  const ok = (r: Answer) => r.status >= 200 && r.status < 300;

  /** The AWB of a shipment Shiprocket has given one (found through its tracking), if any. */
  async function assignedAwb(shipmentId: string): Promise<{ awb: string; courier_name: string } | null> {
    const r = await http.call('GET', `/courier/track/shipment/${encodeURIComponent(shipmentId)}`);
    const track = ((r.json.tracking_data as Json | undefined)?.shipment_track as Json[] | undefined)?.[0];
    const awb = track?.awb_code;
    return ok(r) && awb ? { awb: String(awb), courier_name: String(track.courier_name ?? 'Shiprocket') } : null;
  }

  async function assignAwb(row: ShipmentRow, courierId: string | undefined, isReturn: boolean) {
    const shipmentId = row.provider_shipment_id!;
    const r = await http.call('POST', '/courier/assign/awb', {
      shipment_id: Number(shipmentId),
      ...(courierId ? { courier_id: Number(courierId) } : {}),
      ...(isReturn ? { is_return: 1 } : {}),
    });
    const data = ((r.json.response as Json | undefined)?.data ?? {}) as Json;
    if (ok(r) && Number(r.json.awb_assign_status) === 1 && data.awb_code) {
      return { awb: String(data.awb_code), courier_name: String(data.courier_name ?? 'Shiprocket') };
    }
    // Assigned by an attempt that stopped before saving it? Then it shows in tracking.
    const earlier = await assignedAwb(shipmentId);
    if (earlier) return earlier;
    throw new CourierError(`Shiprocket gave no AWB (${r.status}): ${String(data.awb_assign_error ?? messageOf(r.json))}`, 'refused');
  }

  async function labelUrl(shipmentId: string): Promise<string> {
    const r = await http.call('POST', '/courier/generate/label', { shipment_id: [Number(shipmentId)] });
    if (!ok(r) || Number(r.json.label_created) !== 1 || typeof r.json.label_url !== 'string') throw refused('make the label', r);
    return r.json.label_url;
  }

  /** Creates the order (once), then its AWB and label, saving each as it comes. */
  async function book(
    kind: 'forward' | 'return',
    ref: string,
    orderId: string,
    request: unknown,
    order: () => Json,
    courierId?: string,
  ): Promise<Shipment> {
    const row = await bookOnce(db, { courier: COURIER, kind, ref, orderId, request }, async (current, save) => {
      let row = current;
      if (!row.provider_shipment_id) {
        const r = await http.call('POST', kind === 'return' ? '/orders/create/return' : '/orders/create/adhoc', order());
        if (!ok(r) || !r.json.shipment_id) throw refused(kind === 'return' ? 'book the return pickup' : 'create the order', r);
        row = await save({ provider_order_id: String(r.json.order_id), provider_shipment_id: String(r.json.shipment_id) });
      }
      if (!row.awb) row = await save(await assignAwb(row, courierId, kind === 'return'));
      if (kind === 'forward' && !row.label_url) await save({ label_url: await labelUrl(row.provider_shipment_id!) });
    });
    return {
      shipmentId: row.id,
      kind,
      ref,
      awb: row.awb!,
      courierName: row.courier_name!,
      labelPdf: row.label_url ? new URL(row.label_url) : null,
    };
  }

  return {
    name: 'shiprocket',

    async rates(parcel, fromPin, toPin, cod) {
      const { length, breadth, height, weight } = box(parcel);
      const query = new URLSearchParams({
        pickup_postcode: fromPin,
        delivery_postcode: toPin,
        cod: cod ? '1' : '0',
        weight: String(weight),
        length: String(length),
        breadth: String(breadth),
        height: String(height),
      });
      const r = await http.call('GET', `/courier/serviceability?${query}`);
      if (r.status === 404 || Number(r.json.status) === 404) return []; // no courier serves these PIN codes
      if (!ok(r)) throw refused('quote rates', r);
      const list = ((r.json.data as Json | undefined)?.available_courier_companies ?? []) as Json[];
      return list
        .map((c) => ({
          courierId: String(c.courier_company_id),
          courierName: String(c.courier_name ?? ''),
          chargePaise: Math.round(Number(c.rate) * 100),
          estimatedDays: Number(c.estimated_delivery_days) || null,
        }))
        .filter((o) => o.courierId && Number.isFinite(o.chargePaise))
        .sort((a, b) => a.chargePaise - b.chargePaise);
    },

    async createShipment(req) {
      validateBooking(req.consignee, req.lines, req.parcel);
      const collect = req.payment.method === 'cod' ? req.payment.collectPaise : linesTotal(req.lines);
      const order = () => ({
        order_id: req.orderId,
        order_date: istDate(req.orderDate ?? new Date().toISOString()),
        pickup_location: config.pickupLocation,
        ...party('billing', req.consignee),
        shipping_is_billing: true,
        order_items: items(req.lines),
        payment_method: req.payment.method === 'cod' ? 'COD' : 'Prepaid',
        // What the courier collects on COD: Shiprocket does not add the lines up itself.
        sub_total: rupees(collect),
        ...box(req.parcel),
      });
      return book('forward', req.orderId, req.orderId, req, order, req.courierId);
    },

    async createReturn(req) {
      validateBooking(req.pickup, req.lines, req.parcel);
      const order = () => ({
        order_id: req.returnId,
        order_date: istDate(new Date().toISOString()),
        ...party('pickup', req.pickup),
        ...party('shipping', req.returnTo),
        order_items: items(req.lines),
        payment_method: 'Prepaid',
        sub_total: rupees(linesTotal(req.lines)),
        ...box(req.parcel),
      });
      return book('return', req.returnId, req.orderId, req, order);
    },

    async label(shipmentId) {
      const row = await shipmentById(db, COURIER, shipmentId);
      if (!row?.awb) throw new CourierError('No such shipment', 'not-found');
      if (row.kind === 'return') return null;
      // A fresh link each time: Shiprocket's label links are not promised to last.
      const url = await labelUrl(row.provider_shipment_id!);
      await updateShipment(db, row.id, { label_url: url });
      return new URL(url);
    },

    async requestPickup(shipmentIds) {
      const out = [];
      for (const id of shipmentIds) {
        const row = await shipmentById(db, COURIER, id);
        if (!row?.awb) throw new CourierError(`No shipment ${id}`, 'not-found');
        if (row.pickup_requested_at) {
          out.push({ shipmentId: id, scheduledAt: row.pickup_scheduled_at });
          continue;
        }
        // One shipment a call, as Shiprocket asks.
        const r = await http.call('POST', '/courier/generate/pickup', { shipment_id: [Number(row.provider_shipment_id)] });
        const already = r.status === 400 && /already/i.test(messageOf(r.json));
        if (!already && (!ok(r) || Number(r.json.pickup_status) !== 1)) throw refused('request the pickup', r);
        const scheduledAt = istToIso((r.json.response as Json | undefined)?.pickup_scheduled_date);
        await updateShipment(db, id, { pickup_requested_at: new Date().toISOString(), pickup_scheduled_at: scheduledAt });
        out.push({ shipmentId: id, scheduledAt });
      }
      return out;
    },

    async track(awb) {
      const r = await http.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      if (!ok(r)) throw refused('track the parcel', r);
      const data = (r.json.tracking_data ?? {}) as Json;
      return eventsFromScans(awb, data.shipment_track_activities);
    },

    async cancel(awb) {
      const r = await http.call('POST', '/orders/cancel/shipment/awbs', { awbs: [awb] });
      if (!ok(r)) throw refused('cancel the shipment', r);
      const row = await shipmentByAwb(db, COURIER, awb).catch(() => null);
      if (row) await updateShipment(db, row.id, { status: 'cancelled' });
    },

    async reattempt(awb, ask) {
      // Shiprocket's NDR action: the courier tries again, on the date asked, at the address and phone given.
      const r = await http.call('POST', `/ndr/${encodeURIComponent(awb)}/action`, {
        action: 're-attempt',
        comments: ask.date ? `Customer asked for delivery on ${ask.date}` : 'Customer corrected the address or phone',
        ...(ask.date ? { deferred_date: ask.date } : {}),
        ...(ask.phone ? { phone: ask.phone } : {}),
        ...(ask.address ? { address1: ask.address.split('\n')[0], address2: ask.address.split('\n').slice(1).join(', ') } : {}),
      });
      if (!ok(r)) throw refused('ask for another delivery', r);
    },

    parseWebhook(headers, rawBody) {
      if (!secretMatches(config.webhookToken, header(headers, 'x-api-key'))) {
        return { ok: false, reason: 'unauthorized', message: 'Wrong or missing x-api-key' };
      }
      let body: unknown;
      try {
        body = JSON.parse(String(rawBody));
      } catch {
        return { ok: false, reason: 'malformed', message: 'The body is not JSON' };
      }
      const read = body && typeof body === 'object' ? eventsFromWebhook(body as Record<string, unknown>) : null;
      if (!read) return { ok: false, reason: 'malformed', message: 'No AWB in the tracking update' };
      return { ok: true, events: read.events };
    },
  };
}
