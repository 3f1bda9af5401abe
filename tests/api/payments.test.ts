import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/index';
import { formatInr } from '../../domain/money';
import { MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer, stockOf } from './orders-helpers';

type Customer = { id: string; token: string; email: string };

describe.each(databases)('payments with the offline provider on %s', (kind) => {
  let t: TestApp;
  let asha: Customer;
  let ravi: Customer;
  let address: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    asha = await quickCustomer(t.services.db, 'Asha');
    ravi = await quickCustomer(t.services.db, 'Ravi');
    address = await makeAddress(t.services.db, asha.id);
  });
  afterAll(() => t.close());

  const post = (url: string, who: Customer | null, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...(who ? { authorization: who.token } : {}), ...headers },
    });
  const offline = () => t.services.payments as OfflinePaymentProvider;
  /** The offline provider's checkout: a payment of the provider order's amount. */
  const payOffline = async (providerOrderId: string) => {
    const o = await t.services.db
      .selectFrom('orders')
      .select('total_paise')
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirstOrThrow();
    return offline().pay(providerOrderId, Number(o.total_paise));
  };

  async function pendingOrder(method = 'Card', pricePaise = 45_000, quantity = 2) {
    const p = await makeProduct(t.services.db, { pricePaise, stock: 10 });
    const res = await post('/api/order/place', asha, {
      products: [{ productId: p.id, quantity, price: 1 }],
      paymentMethod: method,
      address,
    });
    return { orderId: res.json().order._id as string, product: p };
  }
  const mailsTo = async (email: string) =>
    (await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', email).execute()).map((m) => m.subject);

  it('creates the provider order with the server’s amount in paise, once, ignoring a client amount', async () => {
    const { orderId } = await pendingOrder('UPI', 45_050, 2);
    const res = await post('/api/order/create-razorpay-order', asha, { orderId, amount: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: 90_100,
      currency: 'INR',
      status: { id: body.id, amount: 90_100 },
      provider: 'offline',
    });
    const again = await post('/api/order/create-razorpay-order', asha, { orderId, amount: 1 });
    expect(again.json().id).toBe(body.id);
    expect(again.json().amount).toBe(90_100);
  });

  it('verifies the signature, marks the order paid once, and ignores a replay', async () => {
    const { orderId } = await pendingOrder();
    const { id } = (await post('/api/order/create-razorpay-order', asha, { orderId })).json();
    const proof = await payOffline(id);
    const before = (await mailsTo(asha.email)).length;

    const ok = await post('/api/order/verify-razorpay', asha, proof);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: true,
      msg: MSG.paymentSuccess,
      order: { _id: orderId, paymentStatus: 'Paid', status: 'Confirmed' },
    });
    expect((await mailsTo(asha.email)).length).toBe(before + 1);

    const replay = await post('/api/order/verify-razorpay', asha, proof);
    expect(replay.statusCode).toBe(200);
    expect((await mailsTo(asha.email)).length).toBe(before + 1);

    // A second, different payment for a paid order is not kept: recorded, refunded, and said so.
    const second = await payOffline(id);
    const twice = await post('/api/order/verify-razorpay', asha, second);
    expect(twice.statusCode).toBe(409);
    const totalPaise = Math.round(ok.json().order.total * 100);
    expect(twice.json().message).toBe(MSG.paymentReturned(formatInr(totalPaise), true));
    const returned = await t.services.db
      .selectFrom('payment_returns')
      .selectAll()
      .where('payment_id', '=', second.razorpay_payment_id)
      .executeTakeFirstOrThrow();
    expect(returned).toMatchObject({ order_id: orderId, amount_paise: totalPaise, reason: 'already-paid', status: 'refunded' });
    const seen = (await t.app.inject({ url: `/api/order/get/${orderId}`, headers: { authorization: asha.token } })).json().order;
    expect(seen).toMatchObject({
      paymentStatus: 'Paid',
      refunds: [{ paymentId: second.razorpay_payment_id, amount: totalPaise / 100, status: 'refunded' }],
    });
    const recreate = await post('/api/order/create-razorpay-order', asha, { orderId });
    expect(recreate.statusCode).toBe(409);
    expect(recreate.json().message).toBe(MSG.orderNotPayable);
  });

  it('rejects forged signatures and signatures of another order, and hides one customer’s payment from another', async () => {
    const { orderId } = await pendingOrder();
    const { id } = (await post('/api/order/create-razorpay-order', asha, { orderId })).json();
    const forged = {
      razorpay_order_id: id,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: createHmac('sha256', 'guessed-secret').update(`${id}|pay_forged`).digest('hex'),
    };
    const res = await post('/api/order/verify-razorpay', asha, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: MSG.paymentVerifyFailed });
    expect((await post('/api/order/verify-razorpay', asha, { ...forged, razorpay_signature: 'zz' })).statusCode).toBe(400);
    expect((await post('/api/order/verify-razorpay', asha, { razorpay_order_id: id })).statusCode).toBe(400);

    // A real signature of another provider order does not pay this one.
    const other = await pendingOrder();
    const otherId = (await post('/api/order/create-razorpay-order', asha, { orderId: other.orderId })).json().id;
    const otherProof = await payOffline(otherId);
    expect((await post('/api/order/verify-razorpay', asha, { ...otherProof, razorpay_order_id: id })).statusCode).toBe(400);

    // Ravi cannot verify, fail or pay Asha's order.
    const proof = await payOffline(id);
    for (const [url, payload] of [
      ['/api/order/verify-razorpay', proof],
      ['/api/order/payment-failed', { razorpay_order_id: id }],
      ['/api/payments/offline/checkout', { razorpay_order_id: id, outcome: 'pay' }],
    ] as const) {
      const r = await post(url, ravi, payload);
      expect(r.statusCode, url).toBe(404);
    }
    const view = await t.app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers: { authorization: asha.token } });
    expect(view.json().order).toMatchObject({ paymentStatus: 'Unpaid', status: 'Pending' });
  });

  it('records a failed attempt and lets the customer pay again; Cash on Delivery is not payable online', async () => {
    const { orderId } = await pendingOrder('Net Banking');
    const { id } = (await post('/api/order/create-razorpay-order', asha, { orderId })).json();
    const failed = await post('/api/payments/offline/checkout', asha, { razorpay_order_id: id, outcome: 'fail' });
    expect(failed.json()).toMatchObject({ status: false });
    const view = await t.app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers: { authorization: asha.token } });
    expect(view.json().order.paymentStatus).toBe('Failed');
    const paid = (await post('/api/payments/offline/checkout', asha, { razorpay_order_id: id, outcome: 'pay' })).json();
    expect((await post('/api/order/verify-razorpay', asha, paid)).json().order.paymentStatus).toBe('Paid');

    const cod = await pendingOrder('COD');
    const res = await post('/api/order/create-razorpay-order', asha, { orderId: cod.orderId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.orderNotPayable);
  });

  it('accepts a signed webhook once, ignores its replay, and rejects forged ones', async () => {
    const { orderId } = await pendingOrder();
    const { id } = (await post('/api/order/create-razorpay-order', asha, { orderId })).json();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_hook1', order_id: id, amount: 90_000, status: 'captured' } } },
    });
    const hook = (raw: string, signature: string, eventId = 'evt_1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      });

    const forged = await hook(body, createHmac('sha256', 'not-the-secret').update(body).digest('hex'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.webhookSignature);
    // Re-serialised JSON (spaces) no longer matches the signature of the original bytes.
    const tampered = await hook(JSON.stringify(JSON.parse(body), null, 1), offline().signWebhook(body));
    expect(tampered.statusCode).toBe(400);

    const first = await hook(body, offline().signWebhook(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, duplicate: false });
    const view = await t.app.inject({ method: 'GET', url: `/api/order/get/${orderId}`, headers: { authorization: asha.token } });
    expect(view.json().order).toMatchObject({ paymentStatus: 'Paid', status: 'Confirmed' });

    const replay = await hook(body, offline().signWebhook(body));
    expect(replay.json()).toEqual({ status: true, duplicate: true });
    const events = await t.services.db.selectFrom('payment_events').selectAll().execute();
    expect(events.filter((e) => e.id === 'evt_1')).toHaveLength(1);
  });

  it('refunds and restocks a paid order cancelled within the window', async () => {
    const { orderId, product } = await pendingOrder('UPI', 20_000, 3);
    expect(await stockOf(t.services.db, product.id)).toBe(7);
    const { id } = (await post('/api/order/create-razorpay-order', asha, { orderId })).json();
    await post('/api/order/verify-razorpay', asha, await payOffline(id));
    const res = await post(`/api/order/cancel/${orderId}`, asha, {});
    expect(res.json().order).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    expect(await stockOf(t.services.db, product.id)).toBe(10);
  });
});
