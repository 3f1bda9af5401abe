/**
 * A local stand-in for Shiprocket's API v1 "external", enough to prove the
 * shiprocket courier adapter: login tokens that expire (10 days, or at once
 * with `expireTokens()`) and a 401 for a stale one; orders keyed by the
 * channel's order_id (creating one again answers the first); AWB assignment;
 * label links to PDFs it serves itself; pickups; tracking scans that tests add
 * with `scan()`; cancelling before pickup; return orders; and the tracking
 * webhook's body with its `x-api-key` token.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
export interface FakeOrder {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  isReturn: boolean;
  body: Json;
  awb: string | null;
  courierName: string | null;
  pickedUp: boolean;
  cancelled: boolean;
  pickupRequested: boolean;
  scans: { date: string; activity: string; location: string; 'sr-status': string; 'sr-status-label': string }[];
  /** NDR actions asked after a failed delivery (re-attempt with a date, address or phone). */
  ndrActions?: Json[];
}

export interface ShiprocketFake {
  url: string;
  email: string;
  password: string;
  pickupLocation: string;
  webhookToken: string;
  orders: FakeOrder[];
  logins: number;
  requests: { method: string; path: string; body: unknown; token: string | null }[];
  /** The next call to this path answers 500 (a failure half-way through a booking). */
  failNext: Set<string>;
  expireTokens(): void;
  order(awb: string): FakeOrder;
  /** Adds a courier scan, in Shiprocket's words: label "OUT FOR DELIVERY", status id "17", time in IST. */
  scan(awb: string, label: string, id: string, date: string, location?: string, activity?: string): void;
  webhook(awb: string): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

const jwt = (exp: number) =>
  ['e30', Buffer.from(JSON.stringify({ exp, jti: randomBytes(6).toString('hex') })).toString('base64url'), 'sig'].join('.');

export async function startShiprocketFake(): Promise<ShiprocketFake> {
  const tokens = new Map<string, number>(); // token → expiry (ms)
  let next = 100_000;
  const fake: ShiprocketFake = {
    url: '',
    email: 'api-user@shop.example',
    password: randomBytes(8).toString('hex'),
    pickupLocation: 'Chakan Warehouse',
    webhookToken: randomBytes(16).toString('hex'),
    orders: [],
    logins: 0,
    requests: [],
    failNext: new Set(),
    expireTokens: () => tokens.forEach((_, t) => tokens.set(t, 0)),
    order(awb) {
      const o = fake.orders.find((x) => x.awb === awb);
      if (!o) throw new Error(`fake: no order with AWB ${awb}`);
      return o;
    },
    scan(awb, label, id, date, location = 'PUNE HUB, Maharashtra', activity = label) {
      const o = fake.order(awb);
      o.scans.unshift({ date, activity, location, 'sr-status': id, 'sr-status-label': label });
      if (['6', '42', '18', '17', '7'].includes(id)) o.pickedUp = true;
    },
    webhook(awb) {
      const o = fake.order(awb);
      const latest = o.scans[0];
      const body = {
        awb,
        courier_name: o.courierName,
        current_status: latest?.['sr-status-label'] ?? 'AWB ASSIGNED',
        current_status_id: 20, // another table than the scans' ids: never to be read as one
        shipment_status: latest?.['sr-status-label'] ?? 'AWB ASSIGNED',
        current_timestamp: latest ? latest.date.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3 $2 $1') : '',
        order_id: o.channelOrderId,
        sr_order_id: o.orderId,
        scans: [...o.scans].reverse(),
        is_return: o.isReturn ? 1 : 0,
      };
      return { headers: { 'content-type': 'application/json', 'x-api-key': fake.webhookToken }, body: JSON.stringify(body) };
    },
    close: async () => {},
  };

  const byShipment = (id: unknown) => fake.orders.find((o) => o.shipmentId === Number(id));
  const tracking = (o: FakeOrder | undefined) =>
    o?.awb
      ? {
          tracking_data: {
            track_status: o.scans.length ? 1 : 0,
            shipment_status: 1,
            shipment_track: [
              { id: o.shipmentId, awb_code: o.awb, shipment_id: o.shipmentId, order_id: o.orderId, courier_name: o.courierName },
            ],
            shipment_track_activities: o.scans,
            track_url: `https://shiprocket.co/tracking/${o.awb}`,
          },
        }
      : { tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB.' } };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      let body: Json = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json) : {};
      } catch {
        body = {};
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      fake.requests.push({ method: req.method ?? '', path, body, token });
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };

      const label = /^\/labels\/(\d+)\.pdf$/.exec(path);
      if (label && req.method === 'GET') {
        const awb = byShipment(label[1])?.awb ?? 'unknown';
        const pdf = `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% label for AWB ${awb}\nBT (${awb}) Tj ET\n%%EOF\n`;
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(pdf);
      }
      if (fake.failNext.delete(path)) return answer(500, { message: 'Internal Server Error', status_code: 500 });

      if (path === '/auth/login' && req.method === 'POST') {
        if (body.email !== fake.email || body.password !== fake.password) {
          return answer(400, { message: 'Invalid email and password combination', status_code: 400 });
        }
        fake.logins += 1;
        const exp = Date.now() + 10 * 24 * 3600_000;
        const t = jwt(Math.floor(exp / 1000));
        tokens.set(t, exp);
        return answer(200, { id: 1, email: fake.email, company_id: 7, token: t });
      }
      if (!token || !((tokens.get(token) ?? 0) > Date.now())) return answer(401, { message: 'Token has expired', status_code: 401 });

      if ((path === '/orders/create/adhoc' || path === '/orders/create/return') && req.method === 'POST') {
        const isReturn = path.endsWith('return');
        const channelOrderId = String(body.order_id ?? '');
        const missing = ['order_id', 'order_date', 'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight']
          .concat(
            isReturn
              ? ['pickup_customer_name', 'pickup_pincode', 'shipping_pincode']
              : ['pickup_location', 'billing_customer_name', 'billing_pincode', 'billing_phone'],
          )
          .filter((f) => body[f] === undefined || body[f] === '');
        if (missing.length)
          return answer(422, {
            message: 'Oops! Invalid Data.',
            errors: { [missing[0]]: [`The ${missing[0]} field is required.`] },
            status_code: 422,
          });
        if (!isReturn && body.pickup_location !== fake.pickupLocation) {
          return answer(422, { message: 'Wrong Pickup location entered. Please choose one location from data given', status_code: 422 });
        }
        let o = fake.orders.find((x) => x.channelOrderId === channelOrderId && x.isReturn === isReturn);
        if (!o) {
          const fresh = { awb: null, courierName: null, pickedUp: false, cancelled: false, pickupRequested: false, scans: [] };
          fake.orders.push((o = { orderId: next++, shipmentId: next++, channelOrderId, isReturn, body, ...fresh }));
        }
        const status = isReturn ? { status: 'RETURN PENDING', status_code: 21 } : { status: 'NEW', status_code: 1 };
        return answer(200, {
          order_id: o.orderId,
          shipment_id: o.shipmentId,
          ...status,
          onboarding_completed_now: 0,
          awb_code: o.awb ?? '',
          courier_company_id: '',
          courier_name: '',
        });
      }
      if (path === '/courier/assign/awb' && req.method === 'POST') {
        const o = byShipment(body.shipment_id);
        if (!o) return answer(400, { message: 'Invalid shipment id', status_code: 400 });
        if (o.awb) return answer(200, { awb_assign_status: 0, response: { data: { awb_assign_error: 'AWB is already assigned' } } });
        o.awb = `1904${String(next++).padStart(10, '0')}`;
        o.courierName = body.courier_id === 54 ? 'Xpressbees Surface' : 'Delhivery Surface';
        const assigned = { date: '2026-03-02 10:00:00', activity: 'AWB assigned', location: 'NA' };
        o.scans.unshift({ ...assigned, 'sr-status': 'NA', 'sr-status-label': 'AWB ASSIGNED' });
        return answer(200, {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: body.courier_id ?? 43,
              awb_code: o.awb,
              order_id: o.orderId,
              shipment_id: o.shipmentId,
              courier_name: o.courierName,
              pickup_scheduled_date: '',
            },
          },
        });
      }
      if (path === '/courier/generate/label' && req.method === 'POST') {
        const o = byShipment((body.shipment_id as unknown[] | undefined)?.[0]);
        if (!o?.awb) return answer(200, { label_created: 0, response: 'Label could not be generated', not_created: [body.shipment_id] });
        return answer(200, {
          label_created: 1,
          label_url: `${fake.url}/labels/${o.shipmentId}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        });
      }
      if (path === '/courier/generate/pickup' && req.method === 'POST') {
        const o = byShipment((body.shipment_id as unknown[] | undefined)?.[0]);
        if (!o?.awb) return answer(400, { message: 'Invalid shipment id', status_code: 400 });
        if (o.pickupRequested) return answer(400, { message: 'Already in Pickup Queue.', status_code: 400 });
        o.pickupRequested = true;
        return answer(200, {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: '2026-03-03 11:00:00',
            pickup_token_number: `Reference No: ${o.awb}`,
            status: 3,
            data: `Pickup is confirmed for AWB :- ${o.awb}`,
          },
        });
      }
      if (path === '/courier/serviceability' && req.method === 'GET') {
        const to = url.searchParams.get('delivery_postcode') ?? '';
        if (to.startsWith('79')) return answer(404, { status: 404, message: 'No courier is serviceable for this pincode' });
        const weight = Number(url.searchParams.get('weight'));
        const cod = url.searchParams.get('cod') === '1' ? 35 : 0;
        const couriers = [
          {
            courier_company_id: 54,
            courier_name: 'Xpressbees Surface',
            rate: 62.5 + 20 * weight + cod,
            estimated_delivery_days: '5',
            etd: 'Mar 08, 2026',
          },
          {
            courier_company_id: 43,
            courier_name: 'Delhivery Surface',
            rate: 54 + 25 * weight + cod,
            estimated_delivery_days: '4',
            etd: 'Mar 07, 2026',
          },
        ];
        return answer(200, {
          status: 200,
          currency: 'INR',
          data: { available_courier_companies: couriers, recommended_courier_company_id: 43 },
        });
      }
      const track = /^\/courier\/track\/(awb|shipment)\/(.+)$/.exec(path);
      if (track && req.method === 'GET') {
        const o = track[1] === 'awb' ? fake.orders.find((x) => x.awb === decodeURIComponent(track[2])) : byShipment(track[2]);
        return o ? answer(200, tracking(o)) : answer(404, { message: '404 Not Found', status_code: 404 });
      }
      if (path === '/orders/cancel/shipment/awbs' && req.method === 'POST') {
        const awbs = (body.awbs as string[] | undefined) ?? [];
        const found = awbs.map((a) => fake.orders.find((x) => x.awb === a));
        if (!awbs.length || found.some((o) => !o)) return answer(400, { message: 'Invalid AWB', status_code: 400 });
        if (found.some((o) => o!.pickedUp))
          return answer(400, { message: 'Cannot cancel a shipment that has been picked up', status_code: 400 });
        found.forEach((o) => (o!.cancelled = true));
        return answer(200, { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' });
      }
      const ndr = /^\/ndr\/([^/]+)\/action$/.exec(path);
      if (ndr && req.method === 'POST') {
        const o = fake.orders.find((x) => x.awb === decodeURIComponent(ndr[1]));
        if (!o) return answer(400, { message: 'Invalid AWB', status_code: 400 });
        if (!['re-attempt', 'return', 'fake-attempt'].includes(String(body.action)) || !body.comments)
          return answer(422, { message: 'The action and comments fields are required.', status_code: 422 });
        (o.ndrActions ??= []).push(body);
        return answer(202, { message: 'Action taken successfully' });
      }
      answer(404, { message: '404 Not Found', status_code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
