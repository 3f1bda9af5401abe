import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatInr } from '../../domain/money';
import { quoteOrder } from '../../domain/orders/quote';
import { DRAFT_MSG } from '../../domain/orders/payment-link-messages';
import { PAY_LINK_MSG } from '../../domain/payments/draft-pay';
import { createRazorpayPayments } from '../../adapters/payments/razorpay';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { draftRow, draftSetting, postPage, saveDraft } from './draft-orders-helpers';
import { quickCustomer, setStock, stockOf } from './orders-helpers';

// Draft orders: staff write an order for a customer who phoned, see its quote
// with the customer's prices, send a payment link (through the outbox, in the
// customer's language), and the customer pays it once on the shop's own page
// (offline provider); the order is then placed and paid, stock taken and the
// invoice issued; with Razorpay, its payment links against the local fake.

describe.each(databases)('draft orders paid by link (offline provider) on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const page = (url: string, token?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(token && { authorization: token }) } });

  it('staff find the customer, see the quote with their prices, save a draft and send the link; the customer pays once', async () => {
    const s = await draftSetting(t);
    const db = t.services.db;
    const found = await page(`/admin/orders/new?q=${encodeURIComponent(s.customer.email)}`, sales);
    expect(found.body).toContain(`/admin/orders/new?customer=${s.customer.id}`);

    const quoted = await page(`/admin/orders/new?customer=${s.customer.id}&address=${s.addressId}&sku=${s.sku}&quantity=3`, sales);
    const quote = await quoteOrder(db, [{ productId: s.product.id, variantId: s.product.variantId, quantity: 3 }], '411005', new Date(), {
      userId: s.customer.id,
    });
    expect(quoted.body).toContain(`data-paise="${quote.totalPaise}"`);
    expect(quote.itemsPaise).toBe(120_000);

    const draftId = await saveDraft(t, sales, s);
    expect(await stockOf(db, s.product.id)).toBe(10); // a draft takes no stock
    const sent = await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    expect(sent.json()).toMatchObject({ ok: true });
    const draft = await draftRow(t, draftId);
    expect(draft).toMatchObject({ status: 'link_sent', total_paise: quote.totalPaise });

    // The link goes out through the outbox, on the customer's channels, in Hindi.
    const messages = await db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'draft-payment-link')
      .where('recipient_id', '=', s.customer.id)
      .execute();
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const mail = messages.find((m) => m.channel === 'email')!;
    const hi = translatorFor('hi');
    expect(mail.lang).toBe('hi');
    expect(mail.subject).toBe(hi(DRAFT_MSG.subject, { amount: formatInr(quote.totalPaise) }));
    expect(mail.body).toContain(`{site}/pay/link/${draft.link_token}`);
    expect(mail.body).toContain(hi(DRAFT_MSG.written));

    // Only that customer opens the link's page.
    const other = await quickCustomer(db, 'Other');
    expect((await page(`/pay/link/${draft.link_token}`, other.token)).statusCode).toBe(404);
    expect((await page(`/pay/link/${draft.link_token}`)).headers.location).toMatch(/^\/login/);
    const own = await page(`/pay/link/${draft.link_token}`, s.customer.token);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('data-testid="pay-link"');

    const paid = await postPage(t, `/pay/link/${draft.link_token}`, s.customer.token, []);
    const orderId = /\/orders\/([0-9a-f]+)/.exec(paid.json().redirect)![1];
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: s.customer.id, payment_status: 'Paid', status: 'Confirmed', total_paise: quote.totalPaise });
    expect(await stockOf(db, s.product.id)).toBe(7);
    expect(
      await db.selectFrom('invoices').select('number').where('order_id', '=', orderId).where('kind', '=', 'invoice').execute(),
    ).toHaveLength(1);
    expect(await draftRow(t, draftId)).toMatchObject({ status: 'paid', order_id: orderId });

    // Paying twice charges once: the link refuses before any money moves.
    const again = await postPage(t, `/pay/link/${draft.link_token}`, s.customer.token, []);
    expect(again.statusCode).toBe(409);
    expect(await db.selectFrom('payment_returns').select('payment_id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(await stockOf(db, s.product.id)).toBe(7);
    expect((await page(`/pay/link/${draft.link_token}`, s.customer.token)).body).not.toContain('data-testid="pay-link"');
  });

  it('refuses a link past its time, and staff can send a new one', async () => {
    const s = await draftSetting(t, 'Late');
    const draftId = await saveDraft(t, sales, s);
    await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    const { link_token } = await draftRow(t, draftId);
    await t.services.db
      .updateTable('draft_orders')
      .set({ link_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', draftId)
      .execute();
    const res = await postPage(t, `/pay/link/${link_token}`, s.customer.token, []);
    expect(res.statusCode).toBe(409);
    expect(res.json().toast.text).toBe(translatorFor('en')(PAY_LINK_MSG.expired));
    expect((await draftRow(t, draftId)).status).toBe('expired');
    expect(await stockOf(t.services.db, s.product.id)).toBe(10);

    await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    const fresh = await draftRow(t, draftId);
    expect(fresh.status).toBe('link_sent');
    expect(fresh.link_token).not.toBe(link_token);
    expect((await postPage(t, `/pay/link/${link_token}`, s.customer.token, [])).statusCode).toBe(404);
  });

  it('gives the payment back and tells staff when the stock ran out before the customer paid', async () => {
    const s = await draftSetting(t, 'Short');
    const draftId = await saveDraft(t, sales, s, 3);
    await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    await setStock(t.services.db, s.product.id, 1);
    const { link_token } = await draftRow(t, draftId);
    const res = await postPage(t, `/pay/link/${link_token}`, s.customer.token, []);
    expect(res.json().toast).toMatchObject({ type: 'error', text: translatorFor('en')(PAY_LINK_MSG.givenBack) });
    const draft = await draftRow(t, draftId);
    expect(draft.status).toBe('refunded');
    expect(draft.problem).toMatch(/refunded\.$/);
    expect(await stockOf(t.services.db, s.product.id)).toBe(1);
    const told = await t.services.db
      .selectFrom('outbox')
      .select(['to_address', 'body'])
      .where('topic', '=', 'staff-draft-refunded')
      .execute();
    expect(told.some((m) => m.body.includes(`/admin/orders/drafts/${draftId}`))).toBe(true);
  });

  it('places a draft as Cash on Delivery where the zone allows it, taking the stock then', async () => {
    const s = await draftSetting(t, 'Cod');
    const draftId = await saveDraft(t, sales, s, 2);
    const res = await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'cod']]);
    const orderId = /\/admin\/orders\/([0-9a-f]+)/.exec(res.json().redirect)![1];
    const order = await t.services.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_method: 'COD', status: 'Pending', user_id: s.customer.id });
    expect(await stockOf(t.services.db, s.product.id)).toBe(8);
    expect(await draftRow(t, draftId)).toMatchObject({ status: 'cod', order_id: orderId });
  });

  it('keeps draft orders to staff with orders access', async () => {
    const catalogue = await staffToken(t, 'catalogue');
    expect((await page('/admin/orders/new', catalogue)).statusCode).toBe(403);
    expect((await postPage(t, '/admin/orders/new', catalogue, [['customer', 'x']])).statusCode).toBe(403);
  });
});

describe('the razorpay adapter’s payment links against the local fake', () => {
  let fake: RazorpayFake;
  beforeAll(async () => {
    fake = await startRazorpayFake();
  });
  afterAll(() => fake.close());

  it('creates a link that notifies nobody, reads it back with its payments, and cancels it', async () => {
    const rzp = createRazorpayPayments({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    const expireBy = new Date(Date.now() + 72 * 3_600_000);
    const input = {
      amountPaise: 12_345,
      currency: 'INR',
      referenceId: 'draft-1',
      description: 'Order',
      expireBy,
      customer: { name: 'Meera Rao', contact: '9876543210' },
      callbackUrl: 'http://shop.example/pay/link/abc',
    };
    const link = await rzp.createPaymentLink(input);
    expect(link).toMatchObject({ id: expect.stringMatching(/^plink_/), status: 'created', amountPaise: 12_345, referenceId: 'draft-1' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_links',
      authorized: true,
      body: {
        amount: 12_345,
        currency: 'INR',
        reference_id: 'draft-1',
        expire_by: Math.floor(expireBy.getTime() / 1000),
        notify: { sms: false, email: false },
      },
    });
    const paid = fake.payLink(link.id);
    const known = await rzp.fetchPaymentLink(link.id);
    expect(known).toMatchObject({ status: 'paid', payments: [{ id: paid.razorpay_payment_id, amountPaise: 12_345, status: 'captured' }] });
    const other = await rzp.createPaymentLink({ ...input, referenceId: 'draft-2' });
    await rzp.cancelPaymentLink(other.id);
    expect(fake.links.get(other.id)!.status).toBe('cancelled');
    await expect(rzp.createPaymentLink(input)).rejects.toThrow(/reference id already exists/);
  });
});

describe.each(databases)('draft orders paid by a Razorpay payment link on %s', (kind) => {
  let fake: RazorpayFake;
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    fake = await startRazorpayFake();
    t = await startTestApp(kind, razorpayEnv(fake));
    sales = await staffToken(t, 'sales');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends Razorpay’s link, settles the payment Razorpay reports once, and refunds a second payment', async () => {
    const s = await draftSetting(t, 'Rzp');
    const db = t.services.db;
    const draftId = await saveDraft(t, sales, s, 2);
    await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    const draft = await draftRow(t, draftId);
    const link = fake.links.get(draft.provider_link_id!)!;
    expect(link).toMatchObject({
      amount: Number(draft.total_paise),
      reference_id: draftId,
      callback_url: `${t.services.config.PUBLIC_URL}/pay/link/${draft.link_token}`,
    });
    const sms = await db
      .selectFrom('outbox')
      .select('body')
      .where('topic', '=', 'draft-payment-link')
      .where('channel', '=', 'sms')
      .where('recipient_id', '=', s.customer.id)
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(link.short_url);

    // Back from Razorpay's page: the shop asks Razorpay what was paid.
    const callback = fake.payLink(link.id);
    const back = await t.app.inject({
      url: `/pay/link/${draft.link_token}?${new URLSearchParams(callback)}`,
      headers: { accept: 'text/html', authorization: s.customer.token },
    });
    expect(back.statusCode).toBe(303);
    const orderId = /\/orders\/([0-9a-f]+)/.exec(back.headers.location as string)![1];
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_status: 'Paid', provider_payment_id: callback.razorpay_payment_id });
    expect(await stockOf(db, s.product.id)).toBe(8);

    // The webhook of the same payment changes nothing.
    const hook = fake.linkWebhook('payment_link.paid', link.id);
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect(first.json()).toEqual({ status: true, duplicate: false });
    expect(fake.refunds).toEqual([]);

    // A second payment on the link is given back; the order keeps the first.
    const second = fake.payLink(link.id);
    const hook2 = fake.linkWebhook('payment_link.paid', link.id);
    await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook2.headers, payload: hook2.body });
    expect(fake.refunds.map((r) => r.payment_id)).toEqual([second.razorpay_payment_id]);
    expect(await db.selectFrom('orders').select('provider_payment_id').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      provider_payment_id: callback.razorpay_payment_id,
    });
    expect(await stockOf(db, s.product.id)).toBe(8);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: hook2.headers,
      payload: hook2.body,
    });
    expect(replay.json()).toEqual({ status: true, duplicate: true });
  });

  it('marks the draft expired on Razorpay’s payment_link.expired', async () => {
    const s = await draftSetting(t, 'Expired');
    const draftId = await saveDraft(t, sales, s, 1);
    await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'link']]);
    const { provider_link_id } = await draftRow(t, draftId);
    fake.links.get(provider_link_id!)!.status = 'expired';
    const hook = fake.linkWebhook('payment_link.expired', provider_link_id!);
    await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: hook.headers, payload: hook.body });
    expect((await draftRow(t, draftId)).status).toBe('expired');
  });
});
