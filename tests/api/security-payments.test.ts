import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../domain/messages';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Issue 23, findings 9 and 14: concurrent "pay" clicks make one provider
// order per shop order; an order switched to Cash on Delivery and then paid
// online reads as paid online; the API refuses a form post from another site
// that carries the session cookie.

async function placeUpiOrder(t: TestApp) {
  const buyer = await quickCustomer(t.services.db, 'Payer');
  const address = await makeAddress(t.services.db, buyer.id);
  const product = await makeProduct(t.services.db, { pricePaise: 30_000 });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { authorization: buyer.token },
    payload: { products: [{ productId: product.id, quantity: 2 }], paymentMethod: 'UPI', address },
  });
  expect(placed.statusCode).toBe(201);
  return { buyer, orderId: placed.json().order._id as string };
}

const fiveClicks = (t: TestApp, token: string, orderId: string) =>
  Promise.all(
    Array.from({ length: 5 }, () =>
      t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: { authorization: token }, payload: { orderId } }),
    ),
  );

describe.each(databases)('payments on %s with the offline provider', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('five "pay" clicks at once make one provider order, and each click gets it', async () => {
    const { buyer, orderId } = await placeUpiOrder(t);
    const provider = t.services.payments;
    const original = provider.createOrder.bind(provider);
    // The provider takes a moment, as a real one does: every click is in flight before the first answer.
    const spy = vi.spyOn(provider, 'createOrder').mockImplementation(async (o) => {
      await new Promise((r) => setTimeout(r, 50));
      return original(o);
    });
    try {
      const answers = await fiveClicks(t, buyer.token, orderId);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      // A later click reuses it too.
      const again = await fiveClicks(t, buyer.token, orderId);
      expect(again[0].json().id).toBe(answers[0].json().id);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a provider failure leaves no claim behind: the next click makes the provider order', async () => {
    const { buyer, orderId } = await placeUpiOrder(t);
    const spy = vi
      .spyOn(t.services.payments, 'createOrder')
      .mockRejectedValueOnce(new (await import('../../adapters/payments/types')).PaymentProviderError('down'));
    try {
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-razorpay-order',
        headers: { authorization: buyer.token },
        payload: { orderId },
      });
      expect([first.statusCode, first.json().message]).toEqual([503, MSG.paymentUnavailable]);
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-razorpay-order',
        headers: { authorization: buyer.token },
        payload: { orderId },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toMatch(/^order_/);
    } finally {
      spy.mockRestore();
    }
  });

  it('an order switched to Cash on Delivery and then paid online reads as paid online', async () => {
    const { buyer, orderId } = await placeUpiOrder(t);
    const auth = { authorization: buyer.token };
    const po = (
      await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } })
    ).json();
    // The payment window is still open in another tab when the customer switches.
    const switched = await t.app.inject({ method: 'POST', url: `/api/order/switch-to-cod/${orderId}`, headers: auth, payload: {} });
    expect(switched.json().order).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'Cash on Delivery' });
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/offline/checkout',
        headers: auth,
        payload: { razorpay_order_id: po.id, outcome: 'pay' },
      })
    ).json();
    const verified = await t.app.inject({ method: 'POST', url: '/api/order/verify-razorpay', headers: auth, payload: proof });
    expect(verified.statusCode).toBe(200);
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers: auth })).json().order;
    expect(order).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' });
    expect(order.paymentMethod).not.toBe('COD');
  });

  describe('a form post to the API from another site', () => {
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' };

    it.each([
      ['application/x-www-form-urlencoded', 'product=PRODUCT&quantity=2'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="product"\r\n\r\nPRODUCT\r\n--x--\r\n'],
      ['text/plain', '{"product":"PRODUCT","quantity":2}'],
    ])('with the session cookie (%s) is refused, and the cart is untouched', async (type, body) => {
      const buyer = await quickCustomer(t.services.db, 'Cookie');
      const product = await makeProduct(t.services.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/post/card',
        headers: { ...foreign, 'content-type': type, cookie: `sid=${buyer.token}` },
        payload: body.replace('PRODUCT', product.id),
      });
      expect([res.statusCode, res.json().message]).toEqual([403, MSG.crossSiteForm]);
      const cart = await t.app.inject({ method: 'GET', url: '/api/get/card', headers: { authorization: buyer.token } });
      expect(cart.json().items ?? []).toEqual([]);
      // The same post with no Origin or Referer (no browser's cross-site post) is not refused for it.
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/post/card',
        headers: { 'content-type': type, cookie: `sid=${buyer.token}` },
        payload: body.replace('PRODUCT', product.id),
      });
      expect(plain.statusCode).not.toBe(403);
    });

    it('from our own pages, or as JSON with the token in Authorization from anywhere, works', async () => {
      const buyer = await quickCustomer(t.services.db, 'Legacy');
      const product = await makeProduct(t.services.db);
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/post/card',
        headers: { origin: t.services.config.PUBLIC_URL, 'content-type': foreign['content-type'], cookie: `sid=${buyer.token}` },
        payload: `product=${product.id}&quantity=1`,
      });
      expect(own.statusCode).toBe(200);
      const legacy = await t.app.inject({
        method: 'POST',
        url: '/api/post/card',
        headers: { origin: 'http://localhost:5173', authorization: buyer.token },
        payload: { product: product.id, quantity: 1 },
      });
      expect(legacy.statusCode).toBe(200);
    });
  });
});

describe.each(databases)('payments on %s with the razorpay provider', (kind) => {
  let fake: RazorpayFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startRazorpayFake();
    t = await startTestApp(kind, razorpayEnv(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('five "pay" clicks at once make one Razorpay order', async () => {
    const { buyer, orderId } = await placeUpiOrder(t);
    const before = fake.orders.size;
    const answers = await fiveClicks(t, buyer.token, orderId);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.orders.size - before).toBe(1);
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([[...fake.orders.keys()].at(-1)]));
  });

  it('an order switched to Cash on Delivery and then paid by its webhook reads as paid online', async () => {
    const { buyer, orderId } = await placeUpiOrder(t);
    const auth = { authorization: buyer.token };
    const po = (
      await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/order/switch-to-cod/${orderId}`, headers: auth, payload: {} });
    const proof = fake.pay(po.id);
    const hook = fake.webhook('payment.captured', po.id, proof.razorpay_payment_id);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect(res.json()).toMatchObject({ status: true, duplicate: false });
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers: auth })).json().order;
    expect(order).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' });
    expect(order.paymentMethod).not.toBe('COD');
  });
});
