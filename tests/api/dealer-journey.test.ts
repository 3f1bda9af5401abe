import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart } from '../../domain/cart/cart';
import { statementOf } from '../../domain/credit/statement';
import { formatInr } from '../../domain/money';
import { indiaToday } from '../../domain/quotes/store';
import { gstinCheckChar } from '../../domain/tax/gstin';
import { startEInvoicePortalFake, type EInvoicePortalFake } from '../fakes/einvoice-portal';
import { startEwayBillFake, type EwayBillFake } from '../fakes/ewaybill';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { multipart } from './careers-files';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';
import { pdfText } from './shipping-helpers';

// Issue 26's journey, as a dealer company and the shop's staff walk it, with
// Razorpay, the GST invoice registration portal and the e-way bill system
// played by their local fakes: staff make the company (two people, Net 30,
// credit) and its dealer prices; the buyer sees them, quick-orders three
// SKUs; the order waits for the company's approver, goes on account, ships
// with an e-invoice (IRN and QR) and an e-way bill; the statement shows it
// due; it is paid online and the balance is zero. Then a quote revised once
// and accepted becomes an order at the quoted price, and a draft order staff
// wrote is paid by its link. One amount is checked against the database at each step.

const GSTIN = `27AAGCK4321M1Z${gstinCheckChar('27AAGCK4321M1Z')}`;
const DAY = 86_400_000;

describe.each(databases)('a dealer company from price list to paid statement on %s', (kind) => {
  let t: TestApp;
  let razorpay: RazorpayFake;
  let irp: EInvoicePortalFake;
  let ewb: EwayBillFake;
  let sales: string;
  let catalogue: string;
  beforeAll(async () => {
    [razorpay, irp, ewb] = await Promise.all([startRazorpayFake(), startEInvoicePortalFake(), startEwayBillFake()]);
    t = await startTestApp(kind, {
      ...razorpayEnv(razorpay),
      EINVOICE: 'irp',
      EINVOICE_API_URL: irp.url,
      EINVOICE_CLIENT_ID: irp.clientId,
      EINVOICE_CLIENT_SECRET: irp.clientSecret,
      EINVOICE_USERNAME: irp.username,
      EINVOICE_PASSWORD: irp.password,
      EWAYBILL: 'nic',
      EWAYBILL_API_URL: ewb.url,
      EWAYBILL_CLIENT_ID: ewb.clientId,
      EWAYBILL_CLIENT_SECRET: ewb.clientSecret,
      EWAYBILL_USERNAME: ewb.username,
      EWAYBILL_PASSWORD: ewb.password,
    });
    [sales, catalogue] = [await staffToken(t, 'sales'), await staffToken(t, 'catalogue')];
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([razorpay.close(), irp.close(), ewb.close()]);
  });

  const db = () => t.services.db;
  const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, accept: 'text/html' } });
  const api = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const form = (url: string, token: string, fields: [string, string][]) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { authorization: token, origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    });
  const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const skuOf = async (variantId: string) =>
    (await db().selectFrom('product_variants').select('sku').where('id', '=', variantId).executeTakeFirstOrThrow()).sku;

  it('walks the company from its dealer prices to a paid statement, a quote accepted once and a draft paid by its link', async () => {
    // Three packs in the catalogue at list prices of ₹500, ₹300 and ₹200.
    const packs = [
      await makeProduct(db(), { pricePaise: 50_000, stock: 500 }),
      await makeProduct(db(), { pricePaise: 30_000, stock: 500 }),
      await makeProduct(db(), { pricePaise: 20_000, stock: 500 }),
    ];
    const skus = await Promise.all(packs.map((p) => skuOf(p.variantId)));

    // Catalogue staff make the dealers' group and its price list by CSV.
    expect((await postForm(t, '/admin/price-lists', { intent: 'group', name: 'Dealers' }, catalogue)).statusCode).toBe(200);
    const groupId = (await db().selectFrom('customer_groups').select('id').where('name', '=', 'Dealers').executeTakeFirstOrThrow()).id;
    const list = await postForm(t, '/admin/price-lists', { intent: 'list', name: 'Dealer prices 2026', groupId }, catalogue);
    const listId = list.json().redirect.split('/').pop();
    const csv = `sku,price_rupees\n${skus[0]},420\n${skus[1]},255\n${skus[2]},170\n`;
    expect((await postForm(t, `/admin/price-lists/${listId}`, { intent: 'import', csv }, catalogue)).json().ok).toBe(true);

    // Sales make the company with its buyer and its approver, Net 30, ₹2,00,000 of credit, approval above ₹20,000.
    const [buyer, approver] = [await quickCustomer(db(), 'Buyer'), await quickCustomer(db(), 'Approver')];
    const made = await postForm(
      t,
      '/admin/companies/new',
      {
        legalName: 'Krishi Kendra Traders LLP',
        gstin: GSTIN,
        groupId,
        sameAddress: '1',
        billingName: 'Krishi Kendra Traders',
        billingAddress: 'Shop 4, Market Yard',
        billingCity: 'Nashik',
        billingState: 'Maharashtra',
        billingPincode: '422001',
        billingMobile: '9822012345',
        who1: buyer.email,
        role1: 'buyer',
        who2: approver.email,
        role2: 'approver',
      },
      sales,
    );
    expect(made.statusCode, made.body).toBe(200);
    const companyId = made.json().redirect.split('/').pop();
    const terms = await postForm(
      t,
      `/admin/companies/${companyId}`,
      { intent: 'terms', groupId, creditLimit: '200000', paymentTermsDays: '30', approvalLimit: '20000', status: 'active' },
      sales,
    );
    expect(terms.statusCode, terms.body).toBe(200);

    // The buyer sees the dealer price on the product page and in the API, and quick-orders the three SKUs.
    expect((await get(`/product_details/${packs[0].id}`, buyer.token)).body).toContain(formatInr(42_000));
    const shown = (await t.app.inject({ url: `/api/get/product/${packs[0].id}`, headers: { authorization: buyer.token } })).json();
    expect(shown).toMatchObject({ yourPrice: 420, priceList: 'Dealer prices 2026' });
    const quick = await form('/quick-order', buyer.token, [
      ['intent', 'add'],
      ...skus.flatMap((sku, i): [string, string][] => [
        ['sku', sku],
        ['quantity', String([100, 40, 50][i])],
      ]),
    ]);
    expect(quick.statusCode, quick.body).toBeLessThan(400);
    const cart = await getCart(db(), buyer.id);
    // Each SKU at its dealer price (lines added in one step may come back in any order).
    expect(cart.items.map((l) => [l.quantity, l.pricePaise]).sort((a, b) => b[0] - a[0])).toEqual([
      [100, 42_000],
      [50, 17_000],
      [40, 25_500],
    ]);
    expect(cart.totalPaise).toBe(4_200_000 + 1_020_000 + 850_000); // ₹60,700

    // The order, on account to the company's GSTIN address, waits for the approver (above ₹20,000).
    const address = await makeAddress(db(), buyer.id, 'Krishi Kendra Traders', { pincode: '422001', city: 'Nashik', state: 'Maharashtra' });
    await db()
      .updateTable('addresses')
      .set({ gstin: GSTIN, business_name: 'Krishi Kendra Traders LLP' })
      .where('id', '=', address)
      .execute();
    const placed = await api('/api/order/place', buyer.token, {
      products: cart.items.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      paymentMethod: 'On account',
      address,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order._id as string;
    let order = await orderRow(orderId);
    const total = Number(order.total_paise);
    expect(total).toBe(cart.totalPaise + Number(order.shipping_paise));
    expect([order.state, order.payment_method]).toEqual(['awaiting_approval', 'On account']);
    expect(
      (
        await form('/account/approvals', buyer.token, [
          ['intent', 'approve'],
          ['order', orderId],
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await form('/account/approvals', approver.token, [
          ['intent', 'approve'],
          ['order', orderId],
        ])
      ).statusCode,
    ).toBe(303);
    expect((await orderRow(orderId)).state).toBe('placed');

    // Staff confirm and ship it: invoiced on account, registered with the portal (IRN and QR), an e-way bill above ₹50,000.
    expect((await api(`/api/admin/orders/${orderId}/confirm`, sales)).statusCode).toBe(200);
    const shipped = await api(`/api/admin/orders/${orderId}/ship`, sales, { carrier: 'Delhivery', trackingNumber: 'DLV4242424242' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    order = await orderRow(orderId);
    expect([order.state, Number(order.total_paise)]).toEqual(['shipped', total]);
    const invoice = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    const einvoice = await db().selectFrom('e_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(einvoice).toMatchObject({ status: 'registered', irn: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(irp.registrations.find((r) => r.irn === einvoice.irn)).toBeDefined();
    const bill = await db().selectFrom('eway_bills').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(ewb.bills.find((b) => b.number === bill.number)).toBeDefined();
    const pdf = await t.app.inject({ url: `/orders/${orderId}/invoice.pdf`, headers: { authorization: buyer.token } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`IRN ${einvoice.irn}`);
    expect(text).toContain(invoice.number);
    expect(text).toContain(String(bill.number));

    // The statement shows the invoice due in 30 days, for the whole amount.
    let statement = await statementOf(db(), companyId);
    expect(statement.balancePaise).toBe(total);
    const entry = statement.entries.find((e) => e.number === invoice.number)!;
    expect(entry.amountPaise).toBe(total);
    expect(Date.parse(entry.dueAt!) - Date.parse(entry.at)).toBe(30 * DAY);
    expect((await get('/account/statement', approver.token)).body).toContain(invoice.number);

    // The approver pays the balance online (Razorpay); the balance falls to zero.
    const started = await form('/account/statement', approver.token, [
      ['intent', 'pay'],
      ['invoices', ''],
    ]);
    expect(started.statusCode).toBe(303);
    const providerOrderId = new URL(started.headers.location as string, 'http://x').searchParams.get('pay')!;
    expect(razorpay.orders.get(providerOrderId)?.amount).toBe(total);
    expect((await form('/account/statement', approver.token, Object.entries(razorpay.pay(providerOrderId)))).statusCode).toBe(303);
    statement = await statementOf(db(), companyId);
    expect(statement.balancePaise).toBe(0);

    // A quote: asked for 200 packs of the first, answered at ₹400, revised to ₹390, accepted once as an order at ₹390.
    const { payload, headers } = multipart([
      { name: 'pack-0', value: packs[0].variantId },
      { name: 'qty-0', value: '200' },
      { name: 'note', value: 'Kharif stock for our 12 shops' },
    ]);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/quotes/new',
      payload,
      headers: { ...headers, authorization: buyer.token, accept: 'text/html', origin: t.services.config.PUBLIC_URL },
    });
    expect(asked.statusCode).toBe(303);
    const quoteId = String(asked.headers.location).split('/').pop()!;
    const answer = (price: string) =>
      postForm(
        t,
        `/admin/quotes/${quoteId}`,
        {
          rows: '1',
          'sku-0': skus[0],
          'qty-0': '200',
          'price-0': price,
          delivery: '0',
          validUntil: indiaToday(new Date(Date.now() + 10 * DAY)),
          deliveryTerms: 'Free delivery to Nashik in 5 days',
          comment: 'Kharif price',
        },
        sales,
      );
    expect((await answer('400')).statusCode).toBe(200);
    expect((await postForm(t, `/quotes/${quoteId}`, { intent: 'revise', comment: 'Can you do ₹390?' }, buyer.token)).statusCode).toBe(200);
    expect((await answer('390')).statusCode).toBe(200);
    // The buyer accepts it twice at once (a double tap): one order, at the quoted price, waiting for the approver as before.
    const accept = () =>
      postForm(t, `/quotes/${quoteId}`, { intent: 'accept', version: '2', address, paymentMethod: 'On account' }, buyer.token);
    const accepted = await Promise.all([accept(), accept()]);
    expect(
      accepted.map((r) => r.statusCode).every((s) => s < 400),
      accepted.map((r) => r.body).join(),
    ).toBe(true);
    const quoted = (await db().selectFrom('quotes').select('order_id').where('id', '=', quoteId).executeTakeFirstOrThrow()).order_id!;
    const fromQuote = await db().selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    expect(fromQuote.map((o) => o.id).sort()).toEqual([orderId, quoted].sort());
    const quotedLines = await db().selectFrom('order_lines').select(['quantity', 'price_paise']).where('order_id', '=', quoted).execute();
    expect(quotedLines.map((l) => [Number(l.quantity), Number(l.price_paise)])).toEqual([[200, 39_000]]);
    expect(await orderRow(quoted)).toMatchObject({ total_paise: 200 * 39_000, state: 'awaiting_approval', payment_method: 'On account' });
    expect(
      (
        await form('/account/approvals', approver.token, [
          ['intent', 'approve'],
          ['order', quoted],
        ])
      ).statusCode,
    ).toBe(303);
    expect((await orderRow(quoted)).state).toBe('placed');

    // A draft order staff wrote for the buyer who phoned, paid by its Razorpay link: one order, the amount of the draft.
    const draft = await form('/admin/orders/new', sales, [
      ['customer', buyer.id],
      ['address', address],
      ['sku', skus[2]],
      ['quantity', '10'],
    ]);
    const draftId = /\/admin\/orders\/drafts\/([0-9a-f]+)/.exec(String(draft.headers.location ?? draft.body))![1];
    await form(`/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    const row = await db().selectFrom('draft_orders').selectAll().where('id', '=', draftId).executeTakeFirstOrThrow();
    expect(Number(row.total_paise)).toBe(10 * 17_000); // the dealer price; delivery in Maharashtra is free
    const callback = razorpay.payLink(row.provider_link_id!);
    const back = await t.app.inject({
      url: `/pay/link/${row.link_token}?${new URLSearchParams(callback)}`,
      headers: { accept: 'text/html', authorization: buyer.token },
    });
    expect(back.statusCode).toBe(303);
    const paidId = /\/orders\/([0-9a-f]+)/.exec(back.headers.location as string)![1];
    expect(await orderRow(paidId)).toMatchObject({ payment_status: 'Paid', total_paise: row.total_paise });
  });
});
