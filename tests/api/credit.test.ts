import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/types';
import { statementOf } from '../../domain/credit/statement';
import { returnedToOriginInTransaction } from '../../domain/orders/cancel';
import { orderWithCustomer } from '../../domain/orders/views';
import { cancelUnpaidOrders } from '../../domain/payments/unpaid';
import { formatInr } from '../../domain/money';
import { databases, startTestApp, staffToken, type TestApp } from '../setup/test-app';
import { dealerCompany } from './credit-helpers';
import { makeAddress, makeProduct, putInCart, quickCustomer, stockOf } from './orders-helpers';
import { pdfText } from './shipping-helpers';

// A dealer company buying on account: Net 30 and ₹1,00,000 of credit, orders
// above ₹20,000 approved by its approver. Its buyer's big order waits for the
// approver, goes on account, ships with an invoice due in 30 days that the
// statement shows (page, CSV, PDF), is paid online once however many
// callbacks come, and the balance falls to zero. Orders beyond the credit
// left, or while an invoice is overdue, wait for staff.

const DAY = 86_400_000;

describe.each(databases)('credit and approvals on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const place = (token: string, address: string, productId: string, quantity: number, paymentMethod = 'On account') =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: token },
      payload: { products: [{ productId, quantity }], paymentMethod, address },
    });
  const stateOf = async (id: string) =>
    await t.services.db.selectFrom('orders').select(['state', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow();
  const page = (url: string, token: string, method: 'GET' | 'POST' = 'GET', fields?: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: token,
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded', origin: t.services.config.PUBLIC_URL } : {}),
      },
      ...(fields ? { payload: new URLSearchParams(fields).toString() } : {}),
    });

  it('waits for the approver, goes on account, ships with an invoice due in 30 days, and is paid online once: balance zero', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 1_000_000, stock: 20 });
    const placed = await place(c.buyer.token, c.buyer.address, product.id, 3); // ₹30,000: above the ₹20,000 approval limit
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id as string;
    expect(await stateOf(orderId)).toEqual({ state: 'awaiting_approval', payment_status: 'On account' });
    expect(await stockOf(db, product.id)).toBe(17); // held while it waits
    const own = await page(`/orders/${orderId}`, c.buyer.token);
    expect(own.body).toContain('Waiting for the company’s approval');
    expect(own.body).not.toContain(`/orders/${orderId}/pay`);
    const told = await db
      .selectFrom('outbox')
      .select(['to_address', 'body', 'status'])
      .where('topic', '=', 'company-approval')
      .where('order_id', '=', orderId)
      .execute();
    expect(told.map((m) => m.to_address)).toEqual([c.approver.email]);
    expect(told[0]).toMatchObject({ status: 'sent' }); // sent at once, as the order's own messages are
    expect(told[0].body).toContain('/account/approvals');

    // The buyer may not approve; the approver sees it on the approvals page and approves.
    expect((await page('/account/approvals', c.buyer.token)).statusCode).toBe(404);
    expect((await page('/account', c.approver.token)).body).toContain('href="/account/approvals"');
    expect((await page('/account', c.buyer.token)).body).not.toContain('href="/account/approvals"');
    const list = await page('/account/approvals', c.approver.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(orderId.slice(-8).toUpperCase());
    const approved = await page('/account/approvals', c.approver.token, 'POST', { intent: 'approve', order: orderId });
    expect(approved.statusCode).toBe(303);
    expect((await stateOf(orderId)).state).toBe('placed');

    for (const step of ['confirm', 'ship']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/${step}`,
        headers: { authorization: sales },
        payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: 'DL123456' } : undefined,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const s = await statementOf(db, c.id);
    const total = Number(
      (await db.selectFrom('orders').select('total_paise').where('id', '=', orderId).executeTakeFirstOrThrow()).total_paise,
    );
    expect(s.balancePaise).toBe(total);
    const invoice = s.entries[0];
    expect(invoice.kind).toBe('invoice');
    expect(Date.parse(invoice.dueAt!) - Date.parse(invoice.at)).toBe(30 * DAY);

    const statement = await page('/account/statement', c.approver.token);
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain(invoice.number);
    expect(statement.body).toContain(invoice.dueAt!.slice(0, 10));
    const csv = await page('/account/statement.csv', c.approver.token);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`${invoice.number},${(invoice.amountPaise / 100).toFixed(2)},,${invoice.dueAt!.slice(0, 10)}`);
    const pdf = await page('/account/statement.pdf', c.approver.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Krishi Kendra Traders');

    // Paid online through the offline provider; the callback twice records it once.
    const started = await page('/account/statement', c.approver.token, 'POST', { intent: 'pay', invoices: '' });
    expect(started.statusCode).toBe(303);
    const checkout = await page(started.headers.location as string, c.approver.token);
    expect(checkout.body).toContain(formatInr(total).replace(/,/g, ','));
    const providerOrderId = /data-provider-order="([^"]+)"/.exec(checkout.body)![1];
    const proof = (t.services.payments as OfflinePaymentProvider).pay(providerOrderId, total);
    for (let i = 0; i < 2; i++) {
      const cb = await page('/account/statement', c.approver.token, 'POST', { ...proof });
      expect(cb.statusCode).toBe(303);
    }
    const payments = await db.selectFrom('credit_payments').select('amount_paise').where('company_id', '=', c.id).execute();
    expect(payments.map((p) => Number(p.amount_paise))).toEqual([total]);
    expect((await statementOf(db, c.id)).balancePaise).toBe(0);
    expect((await page('/account/statement', c.approver.token)).body).toMatch(/data-balance="0"/);
  });

  it('sends an order beyond the credit left to staff, who approve one and refuse another (stock back)', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 1_500_000, stock: 20 });
    // The approver's own orders need no approval: ₹90,000 fits in the ₹1,00,000 of credit, ₹30,000 more does not.
    const first = await place(c.approver.token, c.approver.address, product.id, 6);
    expect(first.statusCode).toBe(201);
    expect((await stateOf(first.json().order._id)).state).toBe('placed');
    const second = await place(c.approver.token, c.approver.address, product.id, 2);
    const secondId = second.json().order._id as string;
    expect((await stateOf(secondId)).state).toBe('awaiting_staff_approval');
    const third = await place(c.approver.token, c.approver.address, product.id, 1);
    const thirdId = third.json().order._id as string;
    expect(await stockOf(db, product.id)).toBe(11);

    const list = await page('/admin/credit', sales);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(secondId.slice(-8).toUpperCase());
    expect(list.body).toContain('Beyond the credit left');
    expect((await page('/admin/credit', sales, 'POST', { intent: 'approve', order: secondId })).statusCode).toBe(303);
    expect((await page('/admin/credit', sales, 'POST', { intent: 'refuse', order: thirdId })).statusCode).toBe(303);
    expect((await stateOf(secondId)).state).toBe('placed');
    expect((await stateOf(thirdId)).state).toBe('cancelled');
    expect(await stockOf(db, product.id)).toBe(12);
    // Two orders at once that together pass the credit left: one is placed, the other waits for staff.
    const other = await dealerCompany(db);
    // (Two products: no pack's stock row makes them wait on each other.)
    const packs = [await makeProduct(db, { pricePaise: 1_500_000, stock: 5 }), await makeProduct(db, { pricePaise: 1_500_000, stock: 5 })];
    const both = await Promise.all(packs.map((p) => place(other.approver.token, other.approver.address, p.id, 4)));
    const states = await Promise.all(both.map(async (r) => (await stateOf(r.json().order._id)).state));
    expect(states.sort()).toEqual(['awaiting_staff_approval', 'placed']);
    // Nobody buys on account without a company with credit.
    const farmer = await quickCustomer(db, 'Farmer');
    const refused = await place(farmer.token, await makeAddress(db, farmer.id), product.id, 1);
    expect(refused.statusCode).toBe(400);
    // The checkout offers "On account" to the company's people only.
    await putInCart(db, farmer.id, product.id, 1);
    await putInCart(db, c.buyer.id, product.id, 1);
    expect((await page('/checkout', c.buyer.token)).body).toContain('value="On account"');
    const farmerCheckout = await page('/checkout', farmer.token);
    expect(farmerCheckout.statusCode).toBe(200);
    expect(farmerCheckout.body).not.toContain('value="On account"');
  });

  it('holds orders on account while an invoice is overdue, until staff record the payment; another company sees nothing of it', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 500_000, stock: 20 });
    const first = (await place(c.approver.token, c.approver.address, product.id, 1)).json().order._id as string;
    for (const step of ['confirm', 'ship'])
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${first}/${step}`,
        headers: { authorization: sales },
        payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: 'DL654321' } : undefined,
      });
    // The invoice was issued 31 days ago: past Net 30.
    await db
      .updateTable('invoices')
      .set({ issued_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where('order_id', '=', first)
      .execute();
    const s = await statementOf(db, c.id);
    expect(s.overduePaise).toBe(s.balancePaise);
    expect((await page('/account/statement', c.approver.token)).body).toContain('Overdue');
    const held = (await place(c.approver.token, c.approver.address, product.id, 1)).json().order._id as string;
    expect((await stateOf(held)).state).toBe('awaiting_staff_approval');
    expect((await page('/admin/credit', sales)).body).toContain('An invoice is overdue');

    // Paid by NEFT: recorded by staff with its reference; the next order on account goes through.
    const paid = await page('/admin/credit', sales, 'POST', {
      intent: 'payment',
      company: c.id,
      method: 'NEFT',
      reference: 'UTR0012345',
      receivedOn: new Date().toISOString().slice(0, 10),
      amount: String(s.balancePaise / 100),
    });
    expect(paid.statusCode).toBe(303);
    const after = await statementOf(db, c.id);
    expect(after).toMatchObject({ balancePaise: 0, overduePaise: 0 });
    expect(after.entries.at(-1)).toMatchObject({ kind: 'payment', number: 'NEFT UTR0012345' });
    const next = (await place(c.approver.token, c.approver.address, product.id, 1)).json().order._id as string;
    expect((await stateOf(next)).state).toBe('placed');
    const staffView = await page(`/admin/companies/${c.id}/statement`, sales);
    expect(staffView.body).toContain('NEFT UTR0012345');
    expect((await page(`/admin/companies/${c.id}/statement.csv`, sales)).body).toContain('Payment,NEFT UTR0012345');

    // A buyer of the company, or an approver of another, never sees this statement.
    const other = await dealerCompany(db);
    for (const token of [c.buyer.token, other.buyer.token]) {
      expect((await page('/account/statement', token)).statusCode).toBe(404);
      expect((await page('/account/statement.csv', token)).statusCode).toBe(404);
    }
    const theirs = await page('/account/statement.csv', other.approver.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('UTR0012345');
    const customerAsStaff = await page(`/admin/companies/${c.id}/statement.pdf`, other.approver.token);
    // A customer's session opens no back-office page: sent to the staff sign-in.
    expect(customerAsStaff.statusCode).toBe(303);
    expect(customerAsStaff.headers.location).toMatch(/^\/admin\/login/);
  });

  it('charges nothing for an online order waiting for the approver, and gives it its 30 minutes to pay from the approval', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 1_000_000, stock: 10 });
    const orderId = (await place(c.buyer.token, c.buyer.address, product.id, 3, 'UPI')).json().order._id as string;
    expect(await stateOf(orderId)).toEqual({ state: 'awaiting_approval', payment_status: 'Unpaid' });
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create-razorpay-order',
        headers: { authorization: c.buyer.token },
        payload: { orderId },
      });
    expect((await pay()).statusCode).toBe(409);
    // An hour later the unpaid sweep leaves it alone, waiting as it is.
    const later = new Date(Date.now() + 60 * 60_000);
    await cancelUnpaidOrders(t.services, later);
    expect((await stateOf(orderId)).state).toBe('awaiting_approval');
    await page('/account/approvals', c.approver.token, 'POST', { intent: 'approve', order: orderId });
    expect((await pay()).statusCode).toBe(200);
    // Approved just now: the sweep of a minute later does not cancel it, one 31 minutes later does.
    await cancelUnpaidOrders(t.services, new Date(Date.now() + 60_000));
    expect((await stateOf(orderId)).state).toBe('placed');
    await cancelUnpaidOrders(t.services, new Date(Date.now() + 31 * 60_000));
    expect((await stateOf(orderId)).state).toBe('cancelled');
    expect(await stockOf(db, product.id)).toBe(10);
  });

  it('credits a parcel that came back undelivered: its credit note takes the invoice off the balance', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 200_000, stock: 5 });
    const id = (await place(c.approver.token, c.approver.address, product.id, 1)).json().order._id as string;
    for (const step of ['confirm', 'ship'])
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/${step}`,
        headers: { authorization: sales },
        payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: 'DL999999' } : undefined,
      });
    const { order } = (await orderWithCustomer(db, id))!;
    await db.transaction().execute((trx) => returnedToOriginInTransaction(trx, order, { kind: 'courier' }));
    const s = await statementOf(db, c.id);
    expect(s.entries.map((e) => [e.kind, e.amountPaise])).toEqual([
      ['invoice', order.totalPaise],
      ['credit-note', order.totalPaise],
    ]);
    expect(s).toMatchObject({ balancePaise: 0, overduePaise: 0, uninvoicedPaise: 0 });
  });
});
