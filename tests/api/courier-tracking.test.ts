import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCourier } from '../../adapters/courier/index';
import { transition } from '../../domain/orders/lifecycle';
import { redeliveryDates } from '../../domain/shipping/redeliver';
import { pollShipments } from '../../domain/shipping/tracking';
import { BACKGROUND_JOBS, trackShipments } from '../../server/background';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { stockOf } from './orders-helpers';
import { bookForm, confirmedOrder, eventsOf, offlineCourierOf, orderRow } from './shipping-helpers';

// The courier's scans move a booked order: by its webhook (secret-checked,
// each scan acted on once) or, when a call is lost, by polling; a failed
// delivery lets the customer choose a new date, a parcel returned to the shop
// puts the stock back and cancels or refunds; the customer reads the scans in Hindi.

describe.each(databases)('courier tracking on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let courier: OfflineCourier;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    courier = offlineCourierOf(t);
  });
  afterAll(() => t.close());

  async function booked(opts: Parameters<typeof confirmedOrder>[2] = {}) {
    const o = await confirmedOrder(t, sales, opts);
    expect((await bookForm(t, sales, [o.id])).json().ok).toBe(true);
    return { ...o, awb: (await orderRow(t, o.id)).tracking_number! };
  }
  async function hook(awb: string, token?: string) {
    const { headers, body } = await courier.webhookFor(awb);
    return t.app.inject({
      method: 'POST',
      url: '/api/courier/webhook',
      headers: token === undefined ? headers : { ...headers, 'x-api-key': token },
      payload: body,
    });
  }
  const page = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, accept: 'text/html' } });

  it('refuses a webhook call with a wrong secret (401, nothing changes) and acts on a repeated scan once', async () => {
    const { id, awb } = await booked();
    await courier.advance(awb); // picked up
    const wrong = await hook(awb, 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect((await orderRow(t, id)).state).toBe('packed');
    const first = await hook(awb);
    expect(first.statusCode, first.body).toBe(200);
    expect((await orderRow(t, id)).state).toBe('shipped');
    const again = await Promise.all([hook(awb), hook(awb)]);
    expect(again.map((r) => r.json().applied)).toEqual([0, 0]);
    await courier.advance(awb); // in transit
    await hook(awb);
    expect(await eventsOf(t, id)).toEqual(['place', 'confirm', 'pack', 'ship', 'in_transit']);
    const { headers } = await courier.webhookFor(awb);
    const garbled = await t.app.inject({ method: 'POST', url: '/api/courier/webhook', headers, payload: 'not json' });
    expect(garbled.statusCode).toBe(400);
  });

  it('moves an order whose webhook calls were lost when the background job polls the courier', async () => {
    expect(BACKGROUND_JOBS).toContain(trackShipments);
    const { id, awb } = await booked();
    for (let i = 0; i < 3; i++) await courier.advance(awb); // picked up, in transit, out for delivery
    await pollShipments(t.services);
    expect((await orderRow(t, id)).state).toBe('out_for_delivery');
    expect(await eventsOf(t, id)).toEqual(['place', 'confirm', 'pack', 'ship', 'in_transit', 'out_for_delivery']);
    await pollShipments(t.services);
    expect((await eventsOf(t, id)).length).toBe(6);
  });

  it('after a failed delivery the customer picks a new date, the courier comes again and delivers', async () => {
    const { id, awb, buyer } = await booked();
    for (let i = 0; i < 3; i++) await courier.advance(awb);
    await courier.advance(awb, 'delivery_failed', 'Door locked');
    await hook(awb);
    expect((await orderRow(t, id)).state).toBe('delivery_failed');
    const told = await t.services.db.selectFrom('outbox').select(['topic', 'body']).where('order_id', '=', id).execute();
    expect(told.find((m) => m.topic === 'order-delivery-failed')?.body).toContain(`/orders/${id}`);
    expect((await page(`/admin/orders/${id}`, sales)).body).toContain('Delivery failed: Door locked');

    const form = await page(`/orders/${id}/delivery`, buyer.token);
    const dates = redeliveryDates();
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect(dates.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    for (const d of dates) expect(form.body).toContain(`value="${d}"`);
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/orders/${id}/delivery`,
        payload: new URLSearchParams(fields).toString(),
        headers: {
          authorization: buyer.token,
          accept: 'application/json',
          origin: t.services.config.PUBLIC_URL,
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
    const sunday = await post({ date: '2020-01-05' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().toast.text).toBe('Please choose one of the dates shown.');
    expect((await orderRow(t, id)).state).toBe('delivery_failed');
    const chosen = await post({ date: dates[1] });
    expect(chosen.json().ok, chosen.body).toBe(true);
    expect((await orderRow(t, id)).state).toBe('shipped');

    await courier.advance(awb); // out for delivery again
    await courier.advance(awb); // delivered
    await hook(awb);
    const done = await orderRow(t, id);
    expect([done.state, done.payment_status]).toEqual(['delivered', 'Paid']);
    expect((await eventsOf(t, id)).slice(-4)).toEqual(['delivery_failed', 'reattempt', 'out_for_delivery', 'deliver']);
    // Nothing to choose any more.
    expect((await post({ date: dates[0] })).statusCode).toBe(409);
  });

  it('a parcel returned to the shop puts its stock back, cancels Cash on Delivery with a credit note, and queues a prepaid refund', async () => {
    const cod = await booked({ stock: 10, quantity: 2 });
    expect(await stockOf(t.services.db, cod.product.id)).toBe(8);
    for (const s of ['picked_up', 'in_transit', 'rto_initiated', 'rto_delivered'] as const) await courier.advance(cod.awb, s);
    await hook(cod.awb);
    const row = await orderRow(t, cod.id);
    expect([row.state, row.status]).toEqual(['returned_to_origin', 'Cancelled']);
    expect(await stockOf(t.services.db, cod.product.id)).toBe(10);
    const docs = await t.services.db.selectFrom('invoices').select('kind').where('order_id', '=', cod.id).execute();
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit-note', 'invoice']);

    const paid = await confirmedOrder(t, sales, { method: 'UPI' });
    await t.services.db
      .transaction()
      .execute((trx) => transition(trx, paid.id, 'pay', { paymentId: `pay_${paid.id}` }, { kind: 'system' }));
    expect((await bookForm(t, sales, [paid.id])).json().ok).toBe(true);
    const awb = (await orderRow(t, paid.id)).tracking_number!;
    for (const s of ['picked_up', 'rto_initiated', 'rto_delivered'] as const) await courier.advance(awb, s);
    await pollShipments(t.services);
    expect((await orderRow(t, paid.id)).state).toBe('returned_to_origin');
    const refund = await t.services.db.selectFrom('payment_returns').selectAll().where('order_id', '=', paid.id).executeTakeFirstOrThrow();
    expect(refund.payment_id).toBe(`pay_${paid.id}`);
    expect(await eventsOf(t, paid.id)).toContain('refund_queued');
  });

  it('shows the customer the courier’s timeline in Hindi on their order page', async () => {
    const { id, awb, buyer } = await booked();
    await courier.advance(awb);
    await courier.advance(awb);
    await hook(awb);
    const hi = await page(`/hi/orders/${id}`, buyer.token);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('data-testid="courier-timeline"');
    expect(hi.body).toContain('रास्ते में');
    expect(hi.body).toContain('कूरियर ने पार्सल उठाया');
    expect(hi.body).toContain('पार्सल कहाँ है देखें');
    const track = await page(`/hi/orders/${id}/delivery`, buyer.token);
    expect(track.body).toContain('पार्सल की स्थिति');
    expect(track.body).toContain('रास्ते में');
    expect((await page(`/mr/orders/${id}/delivery`, buyer.token)).body).toContain('वाटेत');
  });
});
