import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_TIMEOUT_MS } from '../../adapters/payments/razorpay';
import { RECONCILE_AFTER_MS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { reconcilePayments } from '../../domain/payments/payments';
import { retryQueuedRefunds } from '../../domain/payments/settle';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Money the shop must not lose or keep by mistake, against a local stand-in
// for Razorpay's API.

describe.each(databases)('payment faults with the razorpay provider on %s', (kind) => {
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

  /** A customer's Card order of ₹500 with its Razorpay order. */
  async function payableOrder() {
    const c = await quickCustomer(t.services.db, 'Payer');
    const address = await makeAddress(t.services.db, c.id);
    const p = await makeProduct(t.services.db, { pricePaise: 50_000 });
    const auth = { authorization: c.token };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: auth,
      payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'Card', address },
    });
    const orderId: string = placed.json().order._id;
    const created = await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } });
    return { auth, orderId, providerOrderId: created.json().id as string };
  }
  const order = async (auth: Record<string, string>, id: string) =>
    (await t.app.inject({ url: `/api/order/get/${id}`, headers: auth })).json().order;
  const verify = (auth: Record<string, string>, proof: object) =>
    t.app.inject({ method: 'POST', url: '/api/order/verify-razorpay', headers: auth, payload: proof });

  it('never marks an order paid without the provider’s word, whatever is posted to its pay page', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const forged = {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'f'.repeat(64),
      status: 'paid',
    };
    const page = await t.app.inject({
      method: 'POST',
      url: `/orders/${orderId}/pay`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(forged).toString(),
    });
    expect(page.statusCode).toBe(303);
    expect((await verify(auth, forged)).statusCode).toBe(400);
    expect(await order(auth, orderId)).toMatchObject({ paymentStatus: 'Unpaid', status: 'Pending' });
  });

  it('reuses the provider order when Pay is tried again', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const before = fake.orders.size;
    const again = await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers: auth, payload: { orderId } });
    expect(again.json().id).toBe(providerOrderId);
    expect(fake.orders.size).toBe(before);
  });

  it('asks the provider for the payment before confirming: a signed payment of another amount pays nothing', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const proof = fake.pay(providerOrderId, 100);
    const res = await verify(auth, proof);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.paymentVerifyFailed);
    expect(await order(auth, orderId)).toMatchObject({ paymentStatus: 'Unpaid', status: 'Pending' });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${proof.razorpay_payment_id}`)).toBe(true);
  });

  it(`gives up on a silent provider after ${PROVIDER_TIMEOUT_MS / 1000} s with a 503, and the order stays payable`, async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const proof = fake.pay(providerOrderId);
    fake.failure = 'hang';
    const started = Date.now();
    const res = await verify(auth, proof);
    fake.failure = null;
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS + 3_000);
    expect(await order(auth, orderId)).toMatchObject({ paymentStatus: 'Unpaid' });
    expect((await verify(auth, proof)).json().order).toMatchObject({ paymentStatus: 'Paid' });
  }, 20_000);

  it('refunds a payment that arrives for a cancelled order, and never calls it successful', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    await t.app.inject({ method: 'POST', url: `/api/order/cancel/${orderId}`, headers: auth, payload: {} });
    const proof = fake.pay(providerOrderId);
    const res = await verify(auth, proof);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.paymentReturned(formatInr(50_000), true));
    expect(res.body).not.toContain(MSG.paymentSuccess);
    expect(fake.refunds.map((r) => r.payment_id)).toContain(proof.razorpay_payment_id);
    expect(await order(auth, orderId)).toMatchObject({
      status: 'Cancelled',
      refunds: [{ paymentId: proof.razorpay_payment_id, amount: 500, status: 'refunded' }],
    });
  });

  it('queues the refund when the provider fails, shows it, and makes it on a later try', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const proof = fake.pay(providerOrderId);
    expect((await verify(auth, proof)).json().order).toMatchObject({ paymentStatus: 'Paid' });
    // A second payment for the paid order, while refunds fail.
    const second = fake.pay(providerOrderId);
    // Razorpay answers the payment lookup but fails the refund call.
    const refund = t.services.payments.refund;
    t.services.payments.refund = async () => {
      throw new Error('Razorpay 502');
    };
    const res = await verify(auth, second);
    t.services.payments.refund = refund;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.paymentReturned(formatInr(50_000), false));
    expect((await order(auth, orderId)).refunds).toEqual([{ paymentId: second.razorpay_payment_id, amount: 500, status: 'refund-queued' }]);
    expect(await retryQueuedRefunds(t.services.db, t.services.payments)).toBeGreaterThanOrEqual(1);
    expect((await order(auth, orderId)).refunds).toEqual([{ paymentId: second.razorpay_payment_id, amount: 500, status: 'refunded' }]);
  });

  it('applies a webhook and records its event in one transaction: a failed apply leaves the retry to work', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    const proof = fake.pay(providerOrderId);
    const hook = fake.webhook('payment.captured', providerOrderId, proof.razorpay_payment_id);
    // The order cannot move now (as if the process died mid-way): nothing is recorded.
    await t.services.db.updateTable('orders').set({ status: 'Shipped', state: 'shipped' }).where('id', '=', orderId).execute();
    const failed = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect(failed.statusCode).toBe(409);
    const eventId = hook.headers['x-razorpay-event-id'];
    expect(await t.services.db.selectFrom('payment_events').select('id').where('id', '=', eventId).execute()).toEqual([]);
    // The provider delivers the same event again: it is applied now.
    await t.services.db.updateTable('orders').set({ status: 'Pending', state: 'placed' }).where('id', '=', orderId).execute();
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
    expect(retried.json()).toEqual({ status: true, duplicate: false });
    expect(await order(auth, orderId)).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' });
  });

  it('settles an order paid and then left (browser closed) by asking the provider', async () => {
    const { auth, orderId, providerOrderId } = await payableOrder();
    fake.pay(providerOrderId); // paid at Razorpay; the handler never reached the shop
    expect(await reconcilePayments(t.services.db, t.services.payments)).toBe(0); // not quiet long enough yet
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1_000);
    expect(await reconcilePayments(t.services.db, t.services.payments, later)).toBeGreaterThanOrEqual(1);
    expect(await order(auth, orderId)).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' });
  });
});
