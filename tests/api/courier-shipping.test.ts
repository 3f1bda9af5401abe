import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { bookForm, confirmedOrder, eventsOf, orderRow, pdfText } from './shipping-helpers';

// Staff ship orders with the courier from the back office: the box filled in
// from the packs, the courier's quote shown, then AWB, label and pickup in one
// step, the order packed; asked twice, the courier books once.

describe.each(databases)('shipping orders with the courier on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const get = (url: string, token = sales) => t.app.inject({ url, headers: { authorization: token, accept: 'text/html' } });
  const shipments = (id: string) =>
    t.services.db.selectFrom('courier_shipments').select(['awb']).where('order_id', '=', id).where('kind', '=', 'forward').execute();

  it('shows each ticked order with its box from its packs and the courier’s rate and ETA', async () => {
    const { id } = await confirmedOrder(t, sales, { quantity: 2 });
    const page = await get(`/admin/orders/ship?ids=${id}`);
    expect(page.statusCode).toBe(200);
    // Two 1 kg packs and the packing: 2.15 kg in the 30 × 20 × 15 box.
    expect(page.body).toMatch(/name="weightKg"[^>]*value="2.15"/);
    expect(page.body).toMatch(/name="lengthCm"[^>]*value="30"/);
    expect(page.body).toMatch(/₹[\d,.]+, about \d+ days?/);
  });

  it('quotes again for a box staff changed, and keeps the box they typed', async () => {
    const { id } = await confirmedOrder(t, sales, { quantity: 2 });
    const before = (await get(`/admin/orders/ship?ids=${id}`)).body;
    const quote = await bookForm(t, sales, [id], { weightKg: '9', lengthCm: '40' }, 'quote');
    expect(quote.json().redirect).toContain(`box=${id}%3A9%3A40%3A20%3A15`);
    const after = (await get(quote.json().redirect)).body;
    expect(after).toMatch(/name="weightKg"[^>]*value="9"/);
    expect(after).toMatch(/name="lengthCm"[^>]*value="40"/);
    const prices = (html: string) => [...html.matchAll(/: (₹[\d,.]+), about/g)].map((m) => m[1]);
    expect(prices(after)[0]).not.toBe(prices(before)[0]);
    expect(await shipments(id)).toHaveLength(0);
    expect((await orderRow(t, id)).state).toBe('confirmed');
  });

  it('books one order: AWB, a label PDF with the AWB, pickup requested, the order packed', async () => {
    const { id } = await confirmedOrder(t, sales);
    const res = await bookForm(t, sales, [id]);
    expect(res.json()).toMatchObject({ ok: true, redirect: `/admin/orders/ship?booked=${id}` });
    const row = await orderRow(t, id);
    const [s] = await shipments(id);
    expect(s.awb).toMatch(/^\d{14}$/);
    expect([row.state, row.tracking_number]).toEqual(['packed', s.awb]);
    expect(await eventsOf(t, id)).toEqual(['place', 'confirm', 'pack']);
    const pickup = await t.services.db
      .selectFrom('courier_shipments')
      .select('pickup_requested_at')
      .where('awb', '=', s.awb)
      .executeTakeFirstOrThrow();
    expect(pickup.pickup_requested_at).not.toBeNull();
    const label = await t.app.inject({ url: `/api/admin/orders/${id}/label`, headers: { authorization: sales } });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(label.rawPayload)).toContain(s.awb!);
    const done = await get(`/admin/orders/ship?booked=${id}`);
    expect(done.body).toContain(s.awb!);
    expect(done.body).toContain(`/api/admin/orders/packing-slips?ids=${id}`);
    const orderPage = await get(`/admin/orders/${id}`);
    expect(orderPage.body).toContain(`/api/admin/orders/${id}/label`);
  });

  it('books many orders in one step, and a double submit books each once', async () => {
    const a = await confirmedOrder(t, sales);
    const b = await confirmedOrder(t, sales);
    const [first, second] = await Promise.all([bookForm(t, sales, [a.id, b.id]), bookForm(t, sales, [a.id, b.id])]);
    expect(first.json().ok, first.body).toBe(true);
    expect(second.json().ok, second.body).toBe(true);
    for (const o of [a, b]) {
      const rows = await shipments(o.id);
      expect(rows).toHaveLength(1);
      expect((await orderRow(t, o.id)).tracking_number).toBe(rows[0].awb);
      expect((await eventsOf(t, o.id)).filter((e) => e === 'pack')).toHaveLength(1);
    }
    const again = await bookForm(t, sales, [a.id]);
    expect(again.json().ok).toBe(true);
    expect(await shipments(a.id)).toHaveLength(1);
  });

  it('refuses a box out of bounds and an order not confirmed, saying why, and books nothing', async () => {
    const { id } = await confirmedOrder(t, sales);
    const heavy = await bookForm(t, sales, [id], { weightKg: '90' });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().toast.text).toContain('the weight must be between 0.05 and 50 kg');
    const unpaid = await confirmedOrder(t, sales, { method: 'UPI' });
    const early = await bookForm(t, sales, [unpaid.id]);
    expect(early.json().toast.text).toContain('only a confirmed order can be booked');
    expect(await shipments(id)).toHaveLength(0);
    expect(await shipments(unpaid.id)).toHaveLength(0);
  });

  it('is for the staff who ship orders only', async () => {
    const { id } = await confirmedOrder(t, sales);
    const catalogue = await staffToken(t, 'catalogue');
    expect((await bookForm(t, catalogue, [id])).statusCode).toBe(403);
    expect((await get(`/admin/orders/ship?ids=${id}`, catalogue)).statusCode).toBe(403);
  });
});
