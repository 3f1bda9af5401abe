import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress } from './orders-helpers';

// Pack sizes: each product sells in packs with their own price, MRP and stock;
// the cart and orders name the pack; many packs of a size cost less.

interface ApiVariant {
  _id: string;
  pack: string;
  sku: string;
  price: number;
  mrp: number;
  stock: number;
  pricePerUnit: number;
  unit: 'kg' | 'L';
}

describe.each(databases)('pack sizes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** A seeded product sold in at least three packs. */
  const threePacks = async () => {
    const all = (await call('GET', '/api/get/all/products')).json() as {
      _id: string;
      title: string;
      price: number;
      stock: number;
      variants: ApiVariant[];
    }[];
    return all.find((p) => p.variants.length >= 3)!;
  };

  it('lists every product with its packs, smallest first, each with price, MRP, stock and price per kg or litre', async () => {
    const all = (await call('GET', '/api/get/all/products')).json() as {
      price: number;
      stock: number;
      packagingavailable: string;
      variants: ApiVariant[];
      priceTiers: { minQuantity: number; percentOff: number }[];
    }[];
    for (const p of all) {
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.variants.map((v) => v.pack).join(', ')).toBe(p.packagingavailable);
      expect(p.price).toBe(p.variants[0].price);
      expect(p.stock).toBe(p.variants.reduce((n, v) => n + v.stock, 0));
      for (const v of p.variants) expect(v.mrp).toBeGreaterThanOrEqual(v.price);
      expect(p.priceTiers).toEqual([
        { minQuantity: 10, percentOff: 5 },
        { minQuantity: 50, percentOff: 10 },
      ]);
    }
    const kg = all.flatMap((p) => p.variants).find((v) => v.pack === '25 kg')!;
    expect(kg.unit).toBe('kg');
    expect(kg.pricePerUnit).toBeCloseTo(kg.price / 25, 2);
    const litre = all.flatMap((p) => p.variants).find((v) => v.pack === '500 ml')!;
    expect(litre.unit).toBe('L');
    expect(litre.pricePerUnit).toBeCloseTo(litre.price * 2, 2);
  });

  it('puts the smallest pack in the cart when a client names none, the chosen pack when it does, each pack its own line', async () => {
    const c = await signUpAndLogin(t.app, 'Prakash');
    const p = await threePacks();
    const [small, , big] = p.variants;
    await call('POST', '/api/post/card', c.token, { product: p._id });
    const cart = (await call('POST', '/api/post/card', c.token, { product: p._id, variant: big._id, quantity: 2 })).json();
    expect(
      cart.items.map((i: { pack: string; variant: string; quantity: number; product: { price: number } }) => [
        i.pack,
        i.variant,
        i.quantity,
        i.product.price,
      ]),
    ).toEqual([
      [small.pack, small._id, 1, small.price],
      [big.pack, big._id, 2, big.price],
    ]);
    expect(cart.total).toBe(small.price + 2 * big.price);

    const other = (await call('GET', '/api/get/all/products')).json().find((x: { _id: string }) => x._id !== p._id);
    const wrong = await call('POST', '/api/post/card', c.token, { product: p._id, variant: other.variants[0]._id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MSG.cartPackNotFound);
    expect((await call('GET', '/api/get/card', c.token)).json().items).toHaveLength(2);
  });

  it('takes 5 % off a line of 10 packs and 10 % off 50, and a typed quantity sets the line', async () => {
    const c = await signUpAndLogin(t.app, 'Dinesh');
    const p = await threePacks();
    const small = p.variants[0];
    let cart = (await call('POST', '/api/post/card', c.token, { product: p._id, quantity: 9 })).json();
    expect(cart.items[0]).toMatchObject({ percentOff: 0, listPrice: small.price, lineTotal: small.price * 9 });
    cart = (await call('PUT', `/api/carts/${cart._id}/items/${cart.items[0]._id}`, c.token, { action: 'increment' })).json();
    const tenth = Math.round(small.price * 95) / 100;
    expect(cart.items[0]).toMatchObject({ quantity: 10, percentOff: 5, listPrice: small.price });
    expect(cart.items[0].product.price).toBeCloseTo(tenth, 2);
    expect(cart.total).toBeCloseTo(tenth * 10, 2);
    const set = await call('PUT', `/api/carts/${cart._id}/items/${cart.items[0]._id}`, c.token, { quantity: '50' });
    expect(set.statusCode).toBe(200);
    expect(set.json().items[0]).toMatchObject({ quantity: 50, percentOff: 10 });
    const bad = await call('PUT', `/api/carts/${cart._id}/items/${cart.items[0]._id}`, c.token, { quantity: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.cartQuantityRange);
    expect((await call('GET', '/api/get/card', c.token)).json().items[0].quantity).toBe(50);
  });

  it('orders two packs of a product: each line names its pack and price, each pack’s stock moves, and cancelling puts it back', async () => {
    const c = await signUpAndLogin(t.app, 'Savita');
    const p = await threePacks();
    const [small, middle] = p.variants;
    const address = await makeAddress(t.services.db, c.id);
    const placed = await call('POST', '/api/order/place', c.token, {
      products: [
        { productId: p._id, variant: middle._id, quantity: 2 },
        { productId: p._id, quantity: 1 },
      ],
      paymentMethod: 'COD',
      address,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(
      order.products
        .map((l: { pack: string; variant: string; quantity: number; price: number }) => [l.pack, l.variant, l.quantity, l.price])
        .sort(),
    ).toEqual(
      [
        [small.pack, small._id, 1, small.price],
        [middle.pack, middle._id, 2, middle.price],
      ].sort(),
    );
    expect(order.total).toBeCloseTo(small.price + 2 * middle.price, 2);
    const after = (await call('GET', `/api/get/product/${p._id}`)).json();
    expect(after.variants.find((v: ApiVariant) => v._id === middle._id).stock).toBe(middle.stock - 2);
    expect(after.variants.find((v: ApiVariant) => v._id === small._id).stock).toBe(small.stock - 1);
    expect(after.stock).toBe(p.stock - 3);

    expect((await call('POST', `/api/order/cancel/${order._id}`, c.token)).statusCode).toBe(200);
    const back = (await call('GET', `/api/get/product/${p._id}`)).json();
    expect(back.stock).toBe(p.stock);
    expect(back.variants.find((v: ApiVariant) => v._id === middle._id).stock).toBe(middle.stock);
  });

  it('refuses a pack that has run out, naming it, while another pack of the product still sells', async () => {
    const c = await signUpAndLogin(t.app, 'Mohan');
    const p = await threePacks();
    const big = p.variants[2];
    await t.services.db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', big._id).execute();
    const out = await call('POST', '/api/post/card', c.token, { product: p._id, variant: big._id });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(MSG.cartOutOfStock);
    expect((await call('POST', '/api/post/card', c.token, { product: p._id, variant: p.variants[0]._id })).statusCode).toBe(200);
  });
});
