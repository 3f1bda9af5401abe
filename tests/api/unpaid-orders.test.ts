import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDER_CANCEL_MINUTES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { cancelUnpaidOrders } from '../../domain/payments/unpaid';
import { databases, postForm, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, stockOf } from './orders-helpers';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';

// A failed or abandoned online payment leaves the order payable: pay again, or
// switch to Cash on Delivery where the address allows it. Left unpaid for 30
// minutes it is cancelled and its stock goes back on sale.

describe.each(databases)('unpaid online orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: { authorization: token } });
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const sweep = (minutes: number) => cancelUnpaidOrders(t.services, later(minutes));

  async function upiOrder(place?: { pincode: string; city: string; state: string }) {
    const buyer = await signUpAndLogin(t.app, 'Upi');
    const product = await makeProduct(t.services.db, { pricePaise: 40_000, stock: 10 });
    const address = await makeAddress(t.services.db, buyer.id, 'Sunita Pawar', place);
    const res = await call(buyer.token, '/api/order/place', {
      products: [{ productId: product.id, quantity: 3 }],
      paymentMethod: 'UPI',
      address,
    });
    expect(res.statusCode).toBe(201);
    return { buyer, product, order: res.json().order as { _id: string } };
  }

  it('switches a failed online payment to Cash on Delivery, once, and only the owner’s', async () => {
    const { buyer, order } = await upiOrder();
    const { id } = (await call(buyer.token, '/api/order/create-razorpay-order', { orderId: order._id })).json();
    await call(buyer.token, '/api/order/payment-failed', { razorpay_order_id: id });
    const other = await signUpAndLogin(t.app, 'Other');
    expect((await call(other.token, `/api/order/switch-to-cod/${order._id}`, {})).statusCode).toBe(404);

    const res = await call(buyer.token, `/api/order/switch-to-cod/${order._id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.orderSwitchedToCod,
      order: { paymentMethod: 'COD', paymentStatus: 'Cash on Delivery', status: 'Pending' },
    });
    expect(res.json().order.history.at(-1).note).toBe('Switched to Cash on Delivery');
    const again = await call(buyer.token, `/api/order/switch-to-cod/${order._id}`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, MSG.orderNotSwitchable]);
    // Now Cash on Delivery, it is no longer cancelled for want of payment.
    await sweep(UNPAID_ORDER_CANCEL_MINUTES + 1);
    expect((await call(buyer.token, `/api/order/get/${order._id}`)).json().order.status).toBe('Pending');
  });

  it('does not switch where Cash on Delivery is not offered, and the page says so', async () => {
    const { buyer, order } = await upiOrder({ pincode: '781001', city: 'Guwahati', state: 'Assam' });
    const res = await call(buyer.token, `/api/order/switch-to-cod/${order._id}`, {});
    expect([res.statusCode, res.json().message]).toEqual([400, MSG.codNotOffered]);
    const page = await postForm(t, `/orders/${order._id}`, { intent: 'switch-cod' }, buyer.token);
    expect(page.json()).toMatchObject({ toast: { type: 'error', text: MSG.codNotOffered } });
  });

  it('cancels an online order left unpaid for 30 minutes, returns its stock and tells the customer; a younger one waits', async () => {
    const { buyer, product, order } = await upiOrder();
    expect(await stockOf(t.services.db, product.id)).toBe(7);
    expect(await sweep(UNPAID_ORDER_CANCEL_MINUTES - 5)).toBe(0);
    expect(await sweep(UNPAID_ORDER_CANCEL_MINUTES + 1)).toBeGreaterThanOrEqual(1);
    const after = (await call(buyer.token, `/api/order/get/${order._id}`)).json().order;
    expect(after.status).toBe('Cancelled');
    expect(after.history.at(-1)).toMatchObject({ status: 'Cancelled', note: MSG.unpaidCancelNote });
    expect(await stockOf(t.services.db, product.id)).toBe(10);
    const mail = await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', buyer.email).execute();
    expect(mail.map((m) => m.subject)).toContain(`Order ${order._id.slice(-8).toUpperCase()} cancelled`);
  });
});

describe.each(databases)('an unpaid order the provider did take payment for, on %s', (kind) => {
  let t: TestApp;
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayFake();
    t = await startTestApp(kind, razorpayEnv(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is paid, not cancelled, when the payment went through but was never reported', async () => {
    const buyer = await signUpAndLogin(t.app, 'Closed');
    const product = await makeProduct(t.services.db, { pricePaise: 40_000, stock: 10 });
    const address = await makeAddress(t.services.db, buyer.id);
    const headers = { authorization: buyer.token };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers,
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'UPI', address },
    });
    const orderId = placed.json().order._id;
    const created = await t.app.inject({ method: 'POST', url: '/api/order/create-razorpay-order', headers, payload: { orderId } });
    fake.pay(created.json().id); // the browser closed before it said so
    const later = new Date(Date.now() + (UNPAID_ORDER_CANCEL_MINUTES + 1) * 60_000);
    expect(await cancelUnpaidOrders(t.services, later)).toBe(0);
    const after = (await t.app.inject({ url: `/api/order/get/${orderId}`, headers })).json().order;
    expect([after.status, after.paymentStatus]).toEqual(['Confirmed', 'Paid']);
  });
});
