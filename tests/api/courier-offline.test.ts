import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from '../../adapters/courier/code128';
import { createCourier, isOfflineCourier, takeNewEvents, type OfflineCourier, type ShipmentRequest } from '../../adapters/courier/index';
import { bytesOf, newDocument, write } from '../../domain/invoices/pdf-text';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// The offline courier: AWB numbers, 4×6 labels and a journey of scans on one
// machine, booked once per order however often asked, kept in the database
// across restarts, and reported to the shop through a secret-checked webhook.

/** The text of a PDF as pdf.js reads it for copy and search. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  }
  await doc.destroy();
  return text.replace(/[ \t]+/g, ' ');
}

let n = 0;
function parcelFor(orderId = `order-${Date.now()}-${++n}`, over: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    orderId,
    consignee: {
      name: 'श्री कृष्ण क्षीरसागर',
      phone: '9822012345',
      address: 'फर्ग्युसन रस्ता\nशिवाजीनगर',
      city: 'Pune',
      pin: '411005',
      state: 'Maharashtra',
    },
    lines: [{ sku: 'VAM-1KG', name: 'Mycorrhiza 1 kg', quantity: 3, unitPricePaise: 45_000, hsn: '3101' }],
    payment: { method: 'cod', collectPaise: 140_000 },
    parcel: { weightGrams: 3200, lengthCm: 30, breadthCm: 20, heightCm: 15 },
    ...over,
  };
}

describe('Code 128 for AWB numbers', () => {
  it('encodes an even run of digits in code set C with its check symbol, ending with the stop pattern', () => {
    // Check symbol: (105 + 12·1 + 34·2 + 56·3 + 78·4) mod 103 = 665 mod 103 = 47.
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47, 106]);
    // Six elements of 11 modules a symbol, the stop pattern 13.
    expect(code128Widths('12345678').reduce((a, b) => a + b, 0)).toBe(6 * 11 + 13);
    expect(code128Values('AWB1')[0]).toBe(104); // letters: code set B
  });
});

describe.each(databases)('the offline courier on %s', (kind) => {
  let t: TestApp;
  let courier: OfflineCourier;
  beforeAll(async () => {
    t = await startTestApp(kind);
    if (!isOfflineCourier(t.services.courier)) throw new Error('the default courier should be offline');
    courier = t.services.courier;
  });
  afterAll(() => t.close());

  it('quotes surface and express rates, cheapest first, more for COD and for heavier parcels, none for a bad PIN', async () => {
    const small = { weightGrams: 400, lengthCm: 10, breadthCm: 10, heightCm: 10 };
    const rates = await courier.rates(small, '410501', '411005', false);
    expect(rates.map((r) => r.courierName)).toEqual(['Offline Surface', 'Offline Express']);
    expect(rates[0].chargePaise).toBeLessThan(rates[1].chargePaise);
    expect(rates[0].estimatedDays).toBeGreaterThan(0);
    const cod = await courier.rates(small, '410501', '411005', true);
    expect(cod[0].chargePaise).toBeGreaterThan(rates[0].chargePaise);
    const far = await courier.rates({ ...small, weightGrams: 4000 }, '410501', '110001', false);
    expect(far[0].chargePaise).toBeGreaterThan(rates[0].chargePaise);
    expect(far[0].estimatedDays).toBeGreaterThan(rates[0].estimatedDays!);
    expect(await courier.rates(small, '410501', '12345', false)).toEqual([]);
  });

  it('books one shipment per order: two calls at once and a retry later get the same AWB', async () => {
    const request = parcelFor();
    const [a, b] = await Promise.all([courier.createShipment(request), courier.createShipment(request)]);
    const again = await courier.createShipment(request);
    expect(a.awb).toMatch(/^\d{14}$/);
    expect(b.awb).toBe(a.awb);
    expect(again).toMatchObject({ shipmentId: a.shipmentId, awb: a.awb, kind: 'forward', ref: request.orderId });
    const rows = await t.services.db.selectFrom('courier_shipments').select('awb').where('order_id', '=', request.orderId).execute();
    expect(rows).toEqual([{ awb: a.awb }]);
    const other = await courier.createShipment(parcelFor());
    expect(other.awb).not.toBe(a.awb);
  });

  it('prints a 4×6 inch label: a PDF with the AWB, the address in Devanagari and the cash to collect', async () => {
    const s = await courier.createShipment(parcelFor());
    expect(Buffer.isBuffer(s.labelPdf)).toBe(true);
    const pdf = s.labelPdf as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const { view } = await doc.getPage(1);
    await doc.destroy();
    expect([view[2], view[3]]).toEqual([288, 432]);
    const text = await textOf(pdf);
    expect(text).toContain(`AWB ${s.awb}`);
    expect(text).toContain('श्री कृष्ण क्षीरसागर');
    expect(text).toContain('फर्ग्युसन रस्ता');
    expect(text).toContain('PIN 411005');
    expect(text).toMatch(/Collect ₹1,400\.00 in cash/);
    const printedAgain = (await courier.label(s.shipmentId)) as Buffer;
    expect(await textOf(printedAgain)).toContain(`AWB ${s.awb}`);
  });

  it('keeps shipments across a restart: a new courier on the same database finds the order’s shipment and its scans', async () => {
    const request = parcelFor();
    const first = await courier.createShipment(request);
    await courier.advance(first.awb);
    const config = { ...t.services.config, COURIER: 'offline' as const };
    const restarted = createCourier(config, t.services.db, { newDocument, write, bytesOf });
    expect((await restarted.createShipment(request)).awb).toBe(first.awb);
    expect((await restarted.track(first.awb)).map((e) => e.status)).toEqual(['booked', 'picked_up']);
  });

  it('moves a parcel along its journey on demand, refusing a step a parcel cannot take', async () => {
    const { awb } = await courier.createShipment(parcelFor());
    await courier.advance(awb);
    await courier.advance(awb);
    await courier.advance(awb, 'out_for_delivery');
    const failed = await courier.advance(awb, 'delivery_failed', 'Door locked');
    expect(failed).toMatchObject({ awb, status: 'delivery_failed', remark: 'Door locked', location: 'Pune 411005' });
    await courier.advance(awb, 'out_for_delivery');
    await courier.advance(awb);
    const events = await courier.track(awb);
    expect(events.map((e) => e.status)).toEqual([
      'booked',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    await expect(courier.advance(awb, 'in_transit')).rejects.toMatchObject({
      reason: 'refused',
      message: /delivered cannot become in transit/,
    });
    await expect(courier.track('00000000000000')).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('calls the webhook with its secret: a wrong or missing secret is refused, a repeated event is taken once', async () => {
    const { awb } = await courier.createShipment(parcelFor());
    await courier.advance(awb);
    const hook = await courier.webhookFor(awb);
    expect(courier.parseWebhook({ ...hook.headers, 'x-api-key': 'not-the-secret' }, hook.body)).toMatchObject({
      ok: false,
      reason: 'unauthorized',
    });
    expect(courier.parseWebhook({ 'content-type': 'application/json' }, hook.body)).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(courier.parseWebhook(hook.headers, '{not json')).toMatchObject({ ok: false, reason: 'malformed' });
    const read = courier.parseWebhook({ 'X-Api-Key': hook.headers['x-api-key'] }, Buffer.from(hook.body));
    if (!read.ok) throw new Error(read.message);
    expect(read.events).toEqual(await courier.track(awb));
    expect((await takeNewEvents(t.services.db, read.events)).map((e) => e.status)).toEqual(['booked', 'picked_up']);
    expect(await takeNewEvents(t.services.db, read.events)).toEqual([]); // the same call delivered again
    await courier.advance(awb);
    const later = courier.parseWebhook(hook.headers, (await courier.webhookFor(awb)).body);
    if (!later.ok) throw new Error(later.message);
    expect((await takeNewEvents(t.services.db, later.events)).map((e) => e.status)).toEqual(['in_transit']);
  });

  it('requests a pickup once, and cancels only a parcel not yet collected', async () => {
    const s = await courier.createShipment(parcelFor());
    const [booking] = await courier.requestPickup([s.shipmentId]);
    expect(booking.scheduledAt! > new Date().toISOString()).toBe(true);
    expect(await courier.requestPickup([s.shipmentId])).toEqual([booking]);
    await expect(courier.requestPickup(['no-such-shipment'])).rejects.toMatchObject({ reason: 'not-found' });

    await courier.cancel(s.awb);
    await courier.cancel(s.awb); // a second click changes nothing
    expect((await courier.track(s.awb)).map((e) => e.status)).toEqual(['booked', 'cancelled']);
    const collected = await courier.createShipment(parcelFor());
    await courier.advance(collected.awb);
    await expect(courier.cancel(collected.awb)).rejects.toMatchObject({ reason: 'refused', message: /already collected/ });
  });

  it('books a reverse pickup once per return, labelled from the customer to the shop', async () => {
    const order = parcelFor();
    const request = {
      returnId: `return-${Date.now()}`,
      orderId: order.orderId,
      pickup: order.consignee,
      returnTo: {
        name: 'Mitti Biotech Warehouse',
        phone: '9876543210',
        address: 'Plot B-214, Chakan MIDC',
        city: 'Pune',
        pin: '410501',
        state: 'Maharashtra',
      },
      lines: [order.lines[0]],
      parcel: { weightGrams: 1100, lengthCm: 20, breadthCm: 15, heightCm: 10 },
    };
    const [a, b] = await Promise.all([courier.createReturn(request), courier.createReturn(request)]);
    expect(b.awb).toBe(a.awb);
    expect(a).toMatchObject({ kind: 'return', ref: request.returnId });
    const text = await textOf(a.labelPdf as Buffer);
    expect(text).toContain('REVERSE PICKUP');
    expect(text).toContain('Mitti Biotech Warehouse');
    expect(text).toContain('Picked up from');
  });

  it('refuses a booking any courier would refuse, saying why', async () => {
    const bad = parcelFor(undefined, { consignee: { ...parcelFor().consignee, pin: '41100' } });
    await expect(courier.createShipment(bad)).rejects.toMatchObject({ reason: 'refused', message: 'The address needs a 6-digit PIN code' });
    const empty = parcelFor(undefined, { parcel: { weightGrams: 0, lengthCm: 10, breadthCm: 10, heightCm: 10 } });
    await expect(courier.createShipment(empty)).rejects.toMatchObject({ message: 'The parcel needs its weight' });
  });
});
