import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, postForm, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, setStock } from './orders-helpers';

// After the order: "Buy again" puts the same packs back in the cart, saying
// what is no longer available; a visitor's Add to Cart survives logging in.

describe.each(databases)('buying again and adding before login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('puts an order’s packs back in the cart, and says which ones are gone or short', async () => {
    const c = await signUpAndLogin(t.app, 'Ramesh');
    const a = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 10, title: 'Trichoderma' });
    const b = await makeProduct(t.services.db, { pricePaise: 20_000, stock: 10, title: 'PSB' });
    const gone = await makeProduct(t.services.db, { pricePaise: 10_000, stock: 10, title: 'Zinc' });
    const address = await makeAddress(t.services.db, c.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: {
        products: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 4 },
          { productId: gone.id, quantity: 1 },
        ],
        paymentMethod: 'COD',
        address,
      },
    });
    const orderId = placed.json().order._id;
    await setStock(t.services.db, b.id, 3);
    await t.services.db.updateTable('products').set({ archived_at: new Date().toISOString() }).where('id', '=', gone.id).execute();

    const res = await t.app.inject({ method: 'POST', url: `/api/order/buy-again/${orderId}`, headers: { authorization: c.token } });
    expect(res.statusCode).toBe(200);
    const { added, missing, message } = res.json();
    expect(added).toBe(2);
    expect(missing.sort()).toEqual([`${b.title} (1 kg): only 3 in stock`, `${gone.title} (1 kg)`].sort());
    expect(message).toBe(MSG.buyAgainPartly(missing));
    const cart = (await t.app.inject({ url: '/api/get/card', headers: { authorization: c.token } })).json();
    expect(cart.items.map((i: { product: { _id: string }; quantity: number }) => [i.product._id, i.quantity]).sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 3],
      ].sort(),
    );

    // From the order page too; someone else's order is not theirs to copy.
    const page = await postForm(t, `/orders/${orderId}`, { intent: 'buy-again' }, `Bearer ${c.token}`, 'text/html');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/cart');
    const other = await signUpAndLogin(t.app, 'Other');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/order/buy-again/${orderId}`, headers: { authorization: other.token } })).statusCode,
    ).toBe(404);
  });

  it('keeps a visitor’s Add to Cart through logging in', async () => {
    const c = await signUpAndLogin(t.app, 'Visitor');
    const p = await makeProduct(t.services.db, { pricePaise: 25_000, stock: 10 });
    const origin = t.services.config.PUBLIC_URL;
    const add = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      payload: new URLSearchParams({ product: p.id, variant: p.variantId, quantity: '3', next: `/product_page/${p.id}` }).toString(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(add.statusCode).toBe(303);
    expect(add.headers.location).toBe(`/login?next=${encodeURIComponent(`/product_page/${p.id}`)}`);
    const pending = add.cookies.find((k) => k.name === 'pending_add')!;
    expect(pending).toBeDefined();

    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: new URLSearchParams({ email: c.email, password: c.password, next: `/product_page/${p.id}` }).toString(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      cookies: { pending_add: pending.value },
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe(`/product_page/${p.id}`);
    const cart = (await t.app.inject({ url: '/api/get/card', headers: { authorization: c.token } })).json();
    expect(
      cart.items.map((i: { product: { _id: string }; quantity: number; pack: string }) => [i.product._id, i.quantity, i.pack]),
    ).toEqual([[p.id, 3, '1 kg']]);
  });
});
