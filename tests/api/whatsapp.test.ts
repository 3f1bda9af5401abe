import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/index';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Order updates by WhatsApp (decision 026): only to a customer who turned
// them on, at each step of the order; in the offline outbox by default.

describe.each(databases)('WhatsApp order updates on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token } });
  const topicsOf = async (userId: string) =>
    (
      await t.services.db
        .selectFrom('whatsapp_messages')
        .select(['topic', 'status', 'to_number', 'body'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((m) => m.topic);
  const mobileOf = async (userId: string) =>
    (await t.services.db.selectFrom('users').select('mobile_no').where('id', '=', userId).executeTakeFirstOrThrow()).mobile_no;
  const place = async (token: string, userId: string, paymentMethod = 'COD') => {
    const product = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 10 });
    const address = await makeAddress(t.services.db, userId);
    const res = await call('POST', '/api/order/place', token, {
      products: [{ productId: product.id, quantity: 1 }],
      paymentMethod,
      address,
    });
    expect(res.statusCode).toBe(201);
    return res.json().order._id as string;
  };

  /** A customer whose number is confirmed by an SMS code (only such a number gets WhatsApp messages). */
  const verifiedCustomer = (name: string) => quickCustomer(t.services.db, name, { mobileVerified: true });

  it('turns updates on and off on the account page and by the API, remembering when', async () => {
    const c = await quickCustomer(t.services.db, 'Page');
    const page = await call('GET', '/account', c.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('My account');
    expect(page.body).toContain(c.email);
    expect(page.body).toMatch(/<input type="checkbox" name="whatsapp" value="on"\/>/);

    const on = await postForm(t, '/account', { intent: 'whatsapp', whatsapp: 'on' }, c.token);
    expect(on.json()).toMatchObject({ ok: true, redirect: '/account', toast: { text: MSG.whatsappOn } });
    const row = await t.services.db
      .selectFrom('users')
      .select(['whatsapp_opt_in', 'whatsapp_opt_in_at'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.whatsapp_opt_in)).toBe(1);
    expect(Date.now() - Date.parse(row.whatsapp_opt_in_at!)).toBeLessThan(60_000);
    expect((await call('GET', '/account', c.token)).body).toMatch(/name="whatsapp" checked=""/);

    const off = await call('POST', '/api/account/whatsapp', c.token, { optIn: false });
    expect(off.json()).toEqual({ status: true, message: MSG.whatsappOff, whatsappOptIn: false });
    expect((await call('POST', '/api/account/whatsapp', '', { optIn: true })).statusCode).toBe(401);
    expect((await call('POST', '/api/account/whatsapp', c.token, { optIn: 'yes' })).statusCode).toBe(400);
  });

  it('sends nothing to a customer who did not opt in', async () => {
    const c = await quickCustomer(t.services.db, 'Quiet');
    const orderId = await place(c.token, c.id);
    await call('POST', `/api/admin/orders/${orderId}/confirm`, sales);
    await call('POST', `/api/admin/orders/${orderId}/ship`, sales, { carrier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(await topicsOf(c.id)).toEqual([]);
    // The e-mails still go.
    expect(await t.services.db.selectFrom('mails').select('id').where('to_address', '=', c.email).execute()).not.toHaveLength(0);
  });

  it('tells an opted-in customer when the order is placed, shipped with tracking, delivered and cancelled', async () => {
    const c = await verifiedCustomer('Farmer');
    await call('POST', '/api/account/whatsapp', c.token, { optIn: true });
    const mobile = await mobileOf(c.id);
    const orderId = await place(c.token, c.id);
    const ref = orderId.slice(-8).toUpperCase();
    await call('POST', `/api/admin/orders/${orderId}/confirm`, sales);
    const shipped = await call('POST', `/api/admin/orders/${orderId}/ship`, sales, {
      carrier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(shipped.statusCode).toBe(200);
    await call('POST', `/api/admin/orders/${orderId}/deliver`, sales);
    const second = await place(c.token, c.id);
    await call('POST', `/api/admin/orders/${second}/cancel`, sales);

    const rows = await t.services.db
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('user_id', '=', c.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.topic)).toEqual(['order-placed', 'order-shipped', 'order-delivered', 'order-placed', 'order-cancelled']);
    expect(rows.every((r) => r.to_number === mobile && r.status === 'outbox')).toBe(true);
    expect(rows[0].body).toContain(ref);
    expect(rows[0].body).toContain(`/orders/${orderId}`);
    expect(rows[1].body).toContain('India Post');
    expect(rows[1].body).toContain('EE123456789IN');
    expect(rows[4].body).toContain(second.slice(-8).toUpperCase());

    // The offline outbox keeps each as a file too.
    const dir = join(t.dataDir, 'whatsapp-outbox');
    const files = readdirSync(dir).filter((f) => rows.some((r) => f.endsWith(`-${r.id}.txt`)));
    expect(files).toHaveLength(5);
    expect(readFileSync(join(dir, files.sort()[0]), 'utf8')).toContain(`To: +91${mobile}`);
  });

  it('tells an opted-in customer when an online payment arrives', async () => {
    const c = await verifiedCustomer('Payer');
    await call('POST', '/api/account/whatsapp', c.token, { optIn: true });
    const orderId = await place(c.token, c.id, 'UPI');
    const { id } = (await call('POST', '/api/order/create-razorpay-order', c.token, { orderId })).json();
    const o = await t.services.db.selectFrom('orders').select('total_paise').where('id', '=', orderId).executeTakeFirstOrThrow();
    const proof = (t.services.payments as OfflinePaymentProvider).pay(id, Number(o.total_paise));
    expect((await call('POST', '/api/order/verify-razorpay', c.token, proof)).statusCode).toBe(200);
    // As with the e-mails, an online order is confirmed when its payment arrives.
    expect(await topicsOf(c.id)).toEqual(['order-paid']);
  });

  it('takes the checkout box as the customer’s choice when the order is placed', async () => {
    const c = await verifiedCustomer('Box');
    const product = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 5 });
    const address = await makeAddress(t.services.db, c.id);
    const page = await call('GET', `/checkout?product=${product.id}&payment=COD`, c.token);
    expect(page.body).toContain('Send me order updates on WhatsApp');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1];
    const res = await postForm(
      t,
      `/checkout?product=${product.id}`,
      { intent: 'place', product: product.id, qty: '1', address, paymentMethod: 'COD', idempotencyKey: key, whatsapp: 'on' },
      c.token,
    );
    expect(res.json()).toMatchObject({ ok: true });
    expect(await topicsOf(c.id)).toEqual(['order-placed']);
  });
});
