import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeNewEvents, type ShipmentRequest } from '../../adapters/courier/index';
import { createShiprocketCourier } from '../../adapters/courier/shiprocket';
import { ourStatus } from '../../adapters/courier/shiprocket-status';
import { loadConfig } from '../../server/config';
import { startShiprocketFake, type ShiprocketFake } from '../fakes/shiprocket';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// The Shiprocket courier against a local fake of its API: bookings made once
// per order even when a call fails half-way or two arrive at once, the login
// token renewed before it expires and after a 401, Shiprocket's statuses and
// Indian times read as the shop's, the webhook's token checked.

const shiprocketEnv = (fake: ShiprocketFake) => ({
  COURIER: 'shiprocket',
  SHIPROCKET_EMAIL: fake.email,
  SHIPROCKET_PASSWORD: fake.password,
  SHIPROCKET_WEBHOOK_TOKEN: fake.webhookToken,
  SHIPROCKET_BASE_URL: fake.url,
  COURIER_PICKUP_LOCATION: fake.pickupLocation,
  COURIER_PICKUP_PIN: '410501',
});

let n = 0;
const booking = (over: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  orderId: `ord${Date.now().toString(36)}${++n}`,
  orderDate: '2026-03-01T06:30:00.000Z',
  consignee: {
    name: 'Asha Patil',
    phone: '9822012345',
    address: 'Ferguson Road\nShivajinagar',
    city: 'Pune',
    pin: '411005',
    state: 'Maharashtra',
  },
  lines: [{ sku: 'VAM-1KG', name: 'Mycorrhiza 1 kg', quantity: 2, unitPricePaise: 45_000, hsn: '3101' }],
  payment: { method: 'cod', collectPaise: 95_000 },
  parcel: { weightGrams: 2500, lengthCm: 30, breadthCm: 20, heightCm: 15 },
  ...over,
});

describe('shiprocket settings', () => {
  it('refuses to start without the account and the pickup location, naming what is missing', () => {
    expect(() => loadConfig({ COURIER: 'shiprocket' })).toThrow(
      'COURIER=shiprocket needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, COURIER_PICKUP_LOCATION and COURIER_PICKUP_PIN',
    );
    const account = { COURIER: 'shiprocket', SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'x' };
    expect(() => loadConfig(account)).toThrow(/COURIER_PICKUP_LOCATION/);
    expect(() => loadConfig({ ...account, COURIER_PICKUP_LOCATION: 'Home', COURIER_PICKUP_PIN: '4105' })).toThrow(
      'COURIER_PICKUP_PIN must be a 6-digit PIN code',
    );
    expect(loadConfig({ ...account, COURIER_PICKUP_LOCATION: 'Home', COURIER_PICKUP_PIN: '410501' }).COURIER).toBe('shiprocket');
    expect(loadConfig({}).COURIER).toBe('offline');
  });
});

describe.each(databases)('the shiprocket courier against its fake on %s', (kind) => {
  let fake: ShiprocketFake;
  let t: TestApp;
  let clock = 0;
  const courier = () =>
    createShiprocketCourier(t.services.db, {
      email: fake.email,
      password: fake.password,
      baseUrl: fake.url,
      pickupLocation: fake.pickupLocation,
      webhookToken: fake.webhookToken,
      now: () => Date.now() + clock,
    });
  beforeAll(async () => {
    fake = await startShiprocketFake();
    t = await startTestApp(kind, shiprocketEnv(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    clock = 0;
  });
  const calls = (path: string, orderId?: string) =>
    fake.requests.filter((r) => r.path === path && (!orderId || (r.body && (r.body as { order_id?: string }).order_id === orderId)));

  it('is the courier the shop runs with COURIER=shiprocket, and quotes rates in paise, cheapest first', async () => {
    const sr = t.services.courier;
    expect(sr.name).toBe('shiprocket');
    const parcel = { weightGrams: 1000, lengthCm: 20, breadthCm: 15, heightCm: 10 };
    const rates = await sr.rates(parcel, '410501', '110001', false);
    expect(rates).toEqual([
      { courierId: '43', courierName: 'Delhivery Surface', chargePaise: 7_900, estimatedDays: 4 },
      { courierId: '54', courierName: 'Xpressbees Surface', chargePaise: 8_250, estimatedDays: 5 },
    ]);
    expect(fake.requests.at(-1)!.path).toBe('/courier/serviceability');
    expect((await sr.rates(parcel, '410501', '110001', true))[0].chargePaise).toBe(11_400);
    expect(await sr.rates(parcel, '410501', '795001', false)).toEqual([]); // no courier serves it
  });

  it('books an order once when two calls arrive together: one Shiprocket order, one AWB, a label served as a PDF', async () => {
    const sr = courier();
    const request = booking({ courierId: '54' });
    const [a, b] = await Promise.all([sr.createShipment(request), sr.createShipment(request)]);
    expect(b).toEqual(a);
    expect(a.courierName).toBe('Xpressbees Surface');
    expect(calls('/orders/create/adhoc', request.orderId)).toHaveLength(1);
    const order = fake.order(a.awb);
    expect(
      fake.requests.filter((r) => r.path === '/courier/assign/awb' && (r.body as { shipment_id: number }).shipment_id === order.shipmentId),
    ).toHaveLength(1);
    expect(order.body).toMatchObject({
      order_date: '2026-03-01 12:00',
      pickup_location: fake.pickupLocation,
      billing_customer_name: 'Asha',
      billing_last_name: 'Patil',
      billing_address: 'Ferguson Road',
      billing_address_2: 'Shivajinagar',
      billing_pincode: '411005',
      billing_phone: '9822012345',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 950,
      weight: 2.5,
      order_items: [{ sku: 'VAM-1KG', units: 2, selling_price: 450 }],
    });
    expect(a.labelPdf).toBeInstanceOf(URL);
    const pdf = Buffer.from(await (await fetch(a.labelPdf as URL)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString()).toContain(a.awb);
    expect((await sr.createShipment(request)).awb).toBe(a.awb); // a retry much later
  });

  it('resumes a booking that failed half-way instead of creating a second order', async () => {
    const sr = courier();
    const request = booking();
    fake.failNext.add('/courier/generate/label');
    await expect(sr.createShipment(request)).rejects.toMatchObject({ reason: 'unreachable', message: /Shiprocket 500/ });
    const s = await sr.createShipment(request);
    expect(calls('/orders/create/adhoc', request.orderId)).toHaveLength(1);
    expect(fake.order(s.awb).channelOrderId).toBe(request.orderId);

    // The AWB was assigned but its answer was lost: the retry finds it instead of failing.
    const lost = booking();
    fake.failNext.add('/courier/assign/awb');
    await expect(sr.createShipment(lost)).rejects.toMatchObject({ reason: 'unreachable' });
    const placed = fake.orders.find((o) => o.channelOrderId === lost.orderId)!;
    placed.awb = '19049999999999';
    placed.courierName = 'Delhivery Surface';
    expect(await sr.createShipment(lost)).toMatchObject({ awb: '19049999999999', courierName: 'Delhivery Surface' });
  });

  it('logs in once, again after a 401, and again before the token runs out', async () => {
    const sr = courier();
    const parcel = { weightGrams: 500, lengthCm: 10, breadthCm: 10, heightCm: 10 };
    const before = fake.logins;
    await sr.rates(parcel, '410501', '411005', false);
    await sr.rates(parcel, '410501', '411005', false);
    expect(fake.logins).toBe(before + 1);
    fake.expireTokens();
    expect(await sr.rates(parcel, '410501', '411005', false)).toHaveLength(2);
    expect(fake.logins).toBe(before + 2);
    const renewed = fake.requests.length;
    clock = 10 * 24 * 3600_000 - 30 * 60_000; // half an hour before the token's ten days are up
    await sr.rates(parcel, '410501', '411005', false);
    expect(fake.logins).toBe(before + 3);
    expect(fake.requests.slice(renewed).map((r) => r.path)).toEqual(['/auth/login', '/courier/serviceability']); // no 401 first
    const wrong = createShiprocketCourier(t.services.db, { email: fake.email, password: 'wrong', baseUrl: fake.url, pickupLocation: 'x' });
    await expect(wrong.rates(parcel, '410501', '411005', false)).rejects.toMatchObject({
      reason: 'refused',
      message: /refused the login .*SHIPROCKET_PASSWORD/,
    });
  });

  it('reads Shiprocket’s scans as the shop’s statuses, with India’s times as UTC', async () => {
    const sr = courier();
    const { awb } = await sr.createShipment(booking());
    fake.scan(awb, 'PICKED UP', '42', '2026-03-03 11:00:00', 'CHAKAN, Pune, MAHARASHTRA', 'PickDone');
    fake.scan(awb, 'IN TRANSIT', '18', '2026-03-03 21:02:00');
    fake.scan(awb, 'OUT FOR DELIVERY', '17', '2026-03-05 08:57:00');
    fake.scan(awb, 'UNDELIVERED', '21', '2026-03-05 18:10:00', 'SHIVAJINAGAR, Pune', 'Consignee not available');
    fake.scan(awb, 'LOST', '12', '2026-03-06 09:00:00');
    fake.scan(awb, 'RTO INITIATED', '9', '2026-03-07 10:00:00');
    fake.scan(awb, 'RTO DELIVERED', '10', '2026-03-09 16:30:00');
    const events = await sr.track(awb);
    expect(events.map((e) => e.status)).toEqual([
      'booked',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivery_failed',
      'rto_initiated',
      'rto_delivered',
    ]);
    expect(events[1]).toMatchObject({ at: '2026-03-03T05:30:00.000Z', location: 'CHAKAN, Pune, MAHARASHTRA', remark: 'PickDone' });
    expect(events[4]).toMatchObject({ status: 'delivery_failed', remark: 'Consignee not available' });
    // The customer's new date and corrected phone go to Shiprocket as an NDR re-attempt.
    await sr.reattempt(awb, { date: '2026-03-07', phone: '9822099999' });
    expect(fake.order(awb).ndrActions).toEqual([
      expect.objectContaining({ action: 're-attempt', deferred_date: '2026-03-07', phone: '9822099999', comments: expect.any(String) }),
    ]);
    await expect(sr.reattempt('19040000000000', { date: '2026-03-07' })).rejects.toMatchObject({ reason: 'refused' });
    expect(ourStatus('Out_For_Delivery')).toBe('out_for_delivery');
    expect(ourStatus('RETURN PICKED UP')).toBe('picked_up');
    expect(ourStatus('SOMETHING NEW', '7')).toBe('delivered');
    expect(ourStatus('DAMAGED', '25')).toBeNull();
  });

  it('checks the webhook’s x-api-key and takes a repeated update once', async () => {
    const sr = courier();
    const { awb } = await sr.createShipment(booking());
    fake.scan(awb, 'PICKED UP', '42', '2026-03-03 11:00:00');
    fake.scan(awb, 'IN TRANSIT', '18', '2026-03-03 21:02:00');
    const hook = fake.webhook(awb);
    expect(sr.parseWebhook({ ...hook.headers, 'x-api-key': `${fake.webhookToken}x` }, hook.body)).toMatchObject({
      ok: false,
      reason: 'unauthorized',
    });
    expect(sr.parseWebhook({ 'content-type': 'application/json' }, hook.body)).toMatchObject({ ok: false, reason: 'unauthorized' });
    const unset = createShiprocketCourier(t.services.db, {
      email: fake.email,
      password: fake.password,
      baseUrl: fake.url,
      pickupLocation: 'x',
    });
    expect(unset.parseWebhook(hook.headers, hook.body)).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(sr.parseWebhook(hook.headers, 'not json')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(sr.parseWebhook(hook.headers, '{"current_status":"DELIVERED"}')).toMatchObject({ ok: false, reason: 'malformed' });

    const read = sr.parseWebhook(hook.headers, Buffer.from(hook.body));
    if (!read.ok) throw new Error(read.message);
    expect(read.events.map((e) => [e.status, e.at])).toEqual([
      ['booked', '2026-03-02T04:30:00.000Z'],
      ['picked_up', '2026-03-03T05:30:00.000Z'],
      ['in_transit', '2026-03-03T15:32:00.000Z'],
    ]);
    expect(read.events.map((e) => e.id)).toEqual((await sr.track(awb)).map((e) => e.id)); // polling sees the same events
    expect(await takeNewEvents(t.services.db, read.events)).toHaveLength(3);
    expect(await takeNewEvents(t.services.db, read.events)).toEqual([]);
    fake.scan(awb, 'DELIVERED', '7', '2026-03-05 12:00:00');
    const next = sr.parseWebhook(hook.headers, fake.webhook(awb).body);
    if (!next.ok) throw new Error(next.message);
    expect((await takeNewEvents(t.services.db, next.events)).map((e) => e.status)).toEqual(['delivered']);
  });

  it('requests a pickup once, and cancels a shipment only before the courier collects it', async () => {
    const sr = courier();
    const s = await sr.createShipment(booking());
    const first = await sr.requestPickup([s.shipmentId]);
    expect(first).toEqual([{ shipmentId: s.shipmentId, scheduledAt: '2026-03-03T05:30:00.000Z' }]);
    expect(await sr.requestPickup([s.shipmentId])).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/courier/generate/pickup')).toHaveLength(1);
    await sr.cancel(s.awb);
    expect(fake.order(s.awb).cancelled).toBe(true);
    const row = await t.services.db
      .selectFrom('courier_shipments')
      .select('status')
      .where('id', '=', s.shipmentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');

    const collected = await sr.createShipment(booking());
    fake.scan(collected.awb, 'PICKED UP', '42', '2026-03-03 11:00:00');
    await expect(sr.cancel(collected.awb)).rejects.toMatchObject({ reason: 'refused', message: /picked up/ });
  });

  it('books a reverse pickup once per return, from the customer to the warehouse', async () => {
    const sr = courier();
    const order = booking();
    const request = {
      returnId: `ret${Date.now().toString(36)}`,
      orderId: order.orderId,
      pickup: order.consignee,
      returnTo: {
        name: 'Mitti Warehouse',
        phone: '9876543210',
        address: 'Plot B-214, Chakan MIDC',
        city: 'Pune',
        pin: '410501',
        state: 'Maharashtra',
      },
      lines: order.lines,
      parcel: { weightGrams: 1200, lengthCm: 20, breadthCm: 15, heightCm: 10 },
    };
    const [a, b] = await Promise.all([sr.createReturn(request), sr.createReturn(request)]);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ kind: 'return', labelPdf: null });
    expect(calls('/orders/create/return', request.returnId)).toHaveLength(1);
    expect(fake.order(a.awb).body).toMatchObject({
      pickup_customer_name: 'Asha',
      pickup_pincode: '411005',
      shipping_customer_name: 'Mitti',
      shipping_pincode: '410501',
      payment_method: 'Prepaid',
    });
  });
});
