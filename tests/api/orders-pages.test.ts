import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL, MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer, stockOf } from './orders-helpers';

// The checkout, order and payment pages as a browser without JavaScript uses them.

describe.each(databases)('checkout and order pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { authorization: token } : {}) } });
  const form = (url: string, token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends a visitor to login and back', async () => {
    for (const url of ['/checkout', '/my_orders', '/orders/abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it('shows "Please Add Address" without an address, and the cart, narrowed by Buy Now', async () => {
    const c = await quickCustomer(t.services.db, 'Page');
    const a = await makeProduct(t.services.db, { title: 'Alpha' });
    const b = await makeProduct(t.services.db, { title: 'Beta' });
    await putInCart(t.services.db, c.id, a.id, 1);
    await putInCart(t.services.db, c.id, b.id, 2);
    const page = (await get('/checkout', c.token)).body;
    expect(page).toContain(MSG.addAddress);
    expect(page).toContain(a.title);
    expect(page).toContain(b.title);
    expect(page).toContain(LABEL.placeYourOrder);
    const buyNow = (await get(`/checkout?product=${b.id}`, c.token)).body;
    expect(buyNow).toContain(b.title);
    expect(buyNow).not.toContain(a.title);
  });

  it('places a Cash on Delivery order from the form for the chosen address, once per form', async () => {
    const c = await quickCustomer(t.services.db, 'Form');
    const p = await makeProduct(t.services.db, { stock: 9 });
    await putInCart(t.services.db, c.id, p.id, 3);
    await makeAddress(t.services.db, c.id, 'First Address');
    const chosen = await makeAddress(t.services.db, c.id, 'Chosen Address');
    const fields = { intent: 'place', address: chosen, paymentMethod: 'COD', idempotencyKey: 'form-key-1', cart: '' };
    const res = await form('/checkout', c.token, fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/orders\/[0-9a-f]{24}$/);
    const again = await form('/checkout', c.token, fields);
    expect(again.headers.location).toBe(res.headers.location);
    expect(await stockOf(t.services.db, p.id)).toBe(6);

    const detail = await get(res.headers.location as string, c.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('Chosen Address');
    expect(detail.body).toContain('Cash on Delivery');

    // Another customer sees the 404 page for it.
    const other = await quickCustomer(t.services.db, 'Other');
    expect((await get(res.headers.location as string, other.token)).statusCode).toBe(404);
    expect((await get(`${res.headers.location}/pay`, other.token)).statusCode).toBe(404);
    expect((await form(res.headers.location as string, other.token, { intent: 'delete' })).statusCode).toBe(404);
    expect(await stockOf(t.services.db, p.id)).toBe(6);

    const list = await get('/my_orders', c.token);
    expect(list.body).toContain(p.title);
  });

  it('pays with the offline provider without JavaScript', async () => {
    const c = await quickCustomer(t.services.db, 'Nojs');
    const p = await makeProduct(t.services.db, { pricePaise: 50_000 });
    await putInCart(t.services.db, c.id, p.id, 1);
    const address = await makeAddress(t.services.db, c.id);
    const placed = await form('/checkout', c.token, { intent: 'place', address, paymentMethod: 'Card', idempotencyKey: 'nojs-1' });
    expect(placed.headers.location).toMatch(/^\/orders\/[0-9a-f]{24}\/pay$/);
    const pay = await get(placed.headers.location as string, c.token);
    expect(pay.body).toContain(LABEL.payNow);
    const paid = await form(placed.headers.location as string, c.token, { intent: 'pay' });
    expect(paid.statusCode).toBe(303);
    const orderUrl = (placed.headers.location as string).replace(/\/pay$/, '');
    expect(paid.headers.location).toBe(orderUrl);
    const detail = await get(orderUrl, c.token);
    expect(detail.body).toContain('Confirmed');
    // A paid order's pay page goes back to the order.
    expect((await get(placed.headers.location as string, c.token)).headers.location).toBe(orderUrl);
  });
});
