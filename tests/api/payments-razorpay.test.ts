import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayPayments } from '../../adapters/payments/razorpay';
import { MSG } from '../../domain/messages';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

describe('razorpay adapter against the local fake', () => {
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayFake();
  });
  afterAll(() => fake.close());

  const adapter = (over: Partial<Parameters<typeof createRazorpayPayments>[0]> = {}) =>
    createRazorpayPayments({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url + '/',
      timeoutMs: 5000,
      ...over,
    });

  it('creates orders with basic auth, verifies payment and webhook signatures, refunds', async () => {
    const rzp = adapter();
    const order = await rzp.createOrder({ amountPaise: 12_345, currency: 'INR', receipt: 'r1' });
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 12_345, currency: 'INR', status: 'created' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      authorized: true,
      body: { amount: 12_345, currency: 'INR', receipt: 'r1' },
    });
    const proof = fake.pay(order.id);
    expect(rzp.verifyPayment(proof)).toBe(true);
    expect(rzp.verifyPayment({ ...proof, razorpay_payment_id: 'pay_other' })).toBe(false);
    const hook = fake.webhook('payment.captured', order.id, proof.razorpay_payment_id);
    expect(rzp.verifyWebhook(Buffer.from(hook.body), hook.headers['x-razorpay-signature'])).toBe(true);
    expect(rzp.verifyWebhook(Buffer.from(hook.body + ' '), hook.headers['x-razorpay-signature'])).toBe(false);
    expect(adapter({ webhookSecret: undefined }).verifyWebhook(Buffer.from(hook.body), hook.headers['x-razorpay-signature'])).toBe(false);
    const refund = await rzp.refund(proof.razorpay_payment_id, 12_345);
    expect(refund.id).toMatch(/^rfnd_/);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_id: proof.razorpay_payment_id, amount: 12_345 });
  });

  it('fails cleanly on wrong keys, server errors and a provider that does not answer', async () => {
    await expect(adapter({ keySecret: 'wrong' }).createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'x' })).rejects.toThrow(
      /Razorpay 401: Authentication failed/,
    );
    fake.failure = 'server-error';
    await expect(adapter().createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'x' })).rejects.toThrow(/Razorpay 500/);
    fake.failure = 'hang';
    const started = Date.now();
    await expect(adapter({ timeoutMs: 300 }).createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'x' })).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    fake.failure = null;
  });
});

describe.each(databases)('paying through the razorpay provider on %s', (kind) => {
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

  it('creates the Razorpay order for the server’s amount, verifies the checkout result, takes the webhook once', async () => {
    const asha = await quickCustomer(t.services.db, 'Asha');
    const address = await makeAddress(t.services.db, asha.id);
    const p = await makeProduct(t.services.db, { pricePaise: 25_000 });
    const auth = { authorization: asha.token };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: auth,
      payload: { products: [{ productId: p.id, quantity: 3, price: 1 }], paymentMethod: 'Card', address },
    });
    const orderId = placed.json().order._id;

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-razorpay-order',
      headers: auth,
      payload: { orderId, amount: 100 },
    });
    expect(created.json()).toMatchObject({ amount: 75_000, currency: 'INR', key: fake.keyId, provider: 'razorpay' });
    const rzpOrder = fake.orders.get(created.json().id);
    expect(rzpOrder).toMatchObject({ amount: 75_000, receipt: orderId });

    // The offline payment page does not exist with a real provider.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/offline/checkout',
          headers: auth,
          payload: { razorpay_order_id: rzpOrder!.id, outcome: 'pay' },
        })
      ).statusCode,
    ).toBe(404);

    const proof = fake.pay(rzpOrder!.id);
    const verified = await t.app.inject({ method: 'POST', url: '/api/order/verify-razorpay', headers: auth, payload: proof });
    expect(verified.json()).toMatchObject({ status: true, order: { paymentStatus: 'Paid', status: 'Confirmed' } });

    const hook = fake.webhook('payment.captured', rzpOrder!.id, proof.razorpay_payment_id);
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect(first.json()).toEqual({ status: true, duplicate: false });
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect(again.json()).toEqual({ status: true, duplicate: true });
  });

  it('answers 503 with a message when Razorpay is down, and nothing is lost', async () => {
    const asha = await quickCustomer(t.services.db, 'Down');
    const address = await makeAddress(t.services.db, asha.id);
    const p = await makeProduct(t.services.db);
    const auth = { authorization: asha.token };
    const orderId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: auth,
        payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'UPI', address },
      })
    ).json().order._id;
    fake.failure = 'server-error';
    const down = await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } });
    fake.failure = null;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: false, message: MSG.paymentUnavailable });
    const retry = await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } });
    expect(retry.statusCode).toBe(200);
  });
});
