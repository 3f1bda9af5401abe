import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { setStock } from './orders-helpers';

describe.each(databases)('cart API on %s', (kind) => {
  let t: TestApp;
  let products: { id: string; title: string; price_paise: number; category_id: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    products = await t.services.db
      .selectFrom('products')
      .select(['id', 'title', 'price_paise', 'category_id'])
      .orderBy('position')
      .limit(4)
      .execute();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers a customer with no cart with an empty cart, and a visitor with 401', async () => {
    const asha = await signUpAndLogin(t.app);
    const res = await call('GET', '/api/get/card', asha.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: null, user: asha.id, items: [], total: 0 });
    expect((await call('GET', '/api/get/card')).statusCode).toBe(401);
    expect((await call('POST', '/api/post/card', undefined, { product: products[0].id })).statusCode).toBe(401);
  });

  it('adds products with database prices, ignoring any price the client sends, and increases an existing line', async () => {
    const c = await signUpAndLogin(t.app, 'Ravi');
    const [a, b] = products;
    const first = await call('POST', '/api/post/card', c.token, { product: a.id, price: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MSG.itemAdded);
    await call('POST', '/api/post/card', c.token, { product: b.id, quantity: 2 });
    const again = await call('POST', '/api/post/card', c.token, { product: a.id, quantity: '2' });
    expect(again.statusCode).toBe(200);

    const cart = (await call('GET', '/api/get/card', c.token)).json();
    expect(cart.items).toHaveLength(2);
    const lineA = cart.items.find((i: { product: { _id: string } }) => i.product._id === a.id);
    expect(lineA).toMatchObject({
      _id: expect.any(String),
      quantity: 3,
      product: { _id: a.id, title: a.title, price: Number(a.price_paise) / 100, Category: a.category_id },
    });
    expect(lineA.product.images[0]).toMatchObject({ name: 'Product_Main_Image', url: expect.stringMatching(/\.svg$/) });
    expect(cart.total).toBe((Number(a.price_paise) * 3 + Number(b.price_paise) * 2) / 100);
    expect(cart._id).toEqual(expect.any(String));
    expect(cart.user).toBe(c.id);
  });

  it('rejects quantities outside 1 to 100 and unknown products', async () => {
    const c = await signUpAndLogin(t.app, 'Meena');
    for (const quantity of [0, -1, 1.5, 101, 'ten', true]) {
      const res = await call('POST', '/api/post/card', c.token, { product: products[0].id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: MSG.cartQuantityRange });
    }
    const unknown = await call('POST', '/api/post/card', c.token, { product: 'ffffffffffffffffffffffff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.cartProductNotFound);
    expect((await call('POST', '/api/post/card', c.token, {})).statusCode).toBe(400);

    await setStock(t.services.db, products[3].id, 500);
    expect((await call('POST', '/api/post/card', c.token, { product: products[3].id, quantity: CART_QUANTITY_MAX })).statusCode).toBe(200);
    const over = await call('POST', '/api/post/card', c.token, { product: products[3].id, quantity: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(MSG.cartQuantityMax);
    const cart = (await call('GET', '/api/get/card', c.token)).json();
    expect(cart.items[0].quantity).toBe(CART_QUANTITY_MAX);
  });

  it('answers 409 with a message when more than the stock is asked for, and keeps the cart as it was', async () => {
    const c = await signUpAndLogin(t.app, 'Sunil');
    const p = products[2];
    await setStock(t.services.db, p.id, 3);
    const tooMany = await call('POST', '/api/post/card', c.token, { product: p.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(MSG.cartStockLimit(3, 4));
    expect((await call('POST', '/api/post/card', c.token, { product: p.id, quantity: 3 })).statusCode).toBe(200);
    const cart = (await call('GET', '/api/get/card', c.token)).json();
    const inc = await call('PUT', `/api/carts/${cart._id}/items/${cart.items[0]._id}`, c.token, { action: 'increment' });
    expect(inc.statusCode).toBe(409);
    expect((await call('GET', '/api/get/card', c.token)).json().items[0].quantity).toBe(3);

    await setStock(t.services.db, p.id, 0);
    const out = await call('POST', '/api/post/card', c.token, { product: p.id });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(MSG.cartOutOfStock);
    await setStock(t.services.db, p.id, 100);
  });

  it('increments, decrements, removes at zero and deletes, answering 200 with the updated cart', async () => {
    const c = await signUpAndLogin(t.app, 'Lata');
    const [a, b] = products;
    await call('POST', '/api/post/card', c.token, { product: a.id });
    const added = (await call('POST', '/api/post/card', c.token, { product: b.id })).json();
    const cartId = added._id as string;
    const lineA = added.items.find((i: { product: { _id: string } }) => i.product._id === a.id)._id;
    const lineB = added.items.find((i: { product: { _id: string } }) => i.product._id === b.id)._id;

    const inc = await call('PUT', `/api/carts/${cartId}/items/${lineA}`, c.token, { action: 'increment' });
    expect(inc.statusCode).toBe(200);
    expect(inc.json().items.find((i: { _id: string }) => i._id === lineA).quantity).toBe(2);
    expect(inc.json().total).toBe((Number(a.price_paise) * 2 + Number(b.price_paise)) / 100);

    const dec = await call('PUT', `/api/carts/${cartId}/items/${lineA}`, c.token, { action: 'decrement' });
    expect(dec.json().items.find((i: { _id: string }) => i._id === lineA).quantity).toBe(1);
    const gone = await call('PUT', `/api/carts/${cartId}/items/${lineA}`, c.token, { action: 'decrement' });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().items.map((i: { _id: string }) => i._id)).toEqual([lineB]);

    const bad = await call('PUT', `/api/carts/${cartId}/items/${lineB}`, c.token, { action: 'double' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.cartUpdateFailed);

    const del = await call('DELETE', `/api/delete/card/${lineB}`, c.token);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ items: [], total: 0 });
    const again = await call('DELETE', `/api/delete/card/${lineB}`, c.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: false, message: MSG.cartUpdateFailed });
  });

  it('lets only the owner reach a cart or an item: anyone else gets 404 and nothing changes', async () => {
    const owner = await signUpAndLogin(t.app, 'Owner');
    const other = await signUpAndLogin(t.app, 'Other');
    const cart = (await call('POST', '/api/post/card', owner.token, { product: products[0].id, quantity: 2 })).json();
    await call('POST', '/api/post/card', other.token, { product: products[1].id });
    const otherCart = (await call('GET', '/api/get/card', other.token)).json();
    const item = cart.items[0]._id;

    for (const action of ['increment', 'decrement']) {
      const res = await call('PUT', `/api/carts/${cart._id}/items/${item}`, other.token, { action });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.cartUpdateFailed);
      // Their own cart id with the owner's item is no better.
      expect((await call('PUT', `/api/carts/${otherCart._id}/items/${item}`, other.token, { action })).statusCode).toBe(404);
      // The owner's cart with the other's own item neither.
      expect((await call('PUT', `/api/carts/${cart._id}/items/${otherCart.items[0]._id}`, other.token, { action })).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/delete/card/${item}`, other.token)).statusCode).toBe(404);
    const after = (await call('GET', '/api/get/card', owner.token)).json();
    expect(after.items).toHaveLength(1);
    expect(after.items[0].quantity).toBe(2);
    expect((await call('GET', '/api/get/card', other.token)).json().items.map((i: { _id: string }) => i._id)).not.toContain(item);
  });
});
