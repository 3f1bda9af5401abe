import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../db/ids';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { invoiceDocument } from '../../domain/invoices/invoices';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import { getOrder } from '../../domain/orders/views';
import { PROMO_MSG } from '../../domain/promotions/messages';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { runReminders } from '../../domain/reminders/worker';
import { sendOutbox } from '../../server/background';
import { databases, postForm, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { apiAs, beforeLink, figureOf, figuresOf, linkAfter, pageAs, reminderClock, shownTotalOf } from './after-order-offers-helpers';
import { makeAddress, makeProduct } from './orders-helpers';
import { addPack } from './promotions-helpers';

// Issue 25's second journey, as one customer who reads the shop in Hindi walks
// it: staff create a coupon; she asks to be told when a pack that is sold out
// comes back, buys a smaller pack and another product, has the coupon refused
// below its minimum and applied once she takes one more; her online payment
// fails, one "pay again or switch to Cash on Delivery" message comes (not in
// the quiet hours, and once), she pays from its link the discounted total; the
// pack comes back and she is told once, in Hindi; the back office counts the
// order under the coupon. One amount from the cart to the invoice throughout.

const BIDAR = { pincode: '585401', city: 'Bidar', state: 'Karnataka' }; // ₹60 delivery below ₹1,500
const BIDAR_DELIVERY = 6_000;
const hi = translatorFor('hi');
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(databases)('a coupon, a failed payment and a back-in-stock alert, in Hindi, on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  // What the journey carries from step to step.
  const clock = reminderClock();
  let promotionId = '';
  let code = '';
  let trichoderma: Awaited<ReturnType<typeof makeProduct>>;
  let smallPack = '';
  let psb: Awaited<ReturnType<typeof makeProduct>>;
  let customer: Awaited<ReturnType<typeof signUpAndLogin>>;
  let addressId = '';
  let orderId = '';
  let expected = 0;
  let discount = 0;

  const db = () => t.services.db;
  const orderRow = () => db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const outboxOf = (topic: string) =>
    db().selectFrom('outbox').selectAll().where('to_address', '=', customer.email).where('topic', '=', topic).execute();
  const langOfCustomer = async () =>
    (await db().selectFrom('users').select('lang').where('id', '=', customer.id).executeTakeFirstOrThrow()).lang;

  it('1. sales create a 10% coupon for orders of ₹500 or more in the back office', async () => {
    const made = await postForm(
      t,
      '/admin/promotions/new',
      {
        intent: 'save',
        kind: 'coupon',
        code: 'kharif 10',
        title: 'Kharif sowing offer',
        discountType: 'percent',
        percent: '10',
        minOrder: '500',
        startsOn: '',
        endsOn: '',
        usageLimit: '100',
        perCustomerLimit: '1',
      },
      sales,
    );
    expect(made.json()).toMatchObject({ ok: true });
    promotionId = (made.json().redirect as string).split('/').pop()!;
    const row = await db().selectFrom('promotions').selectAll().where('id', '=', promotionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'coupon', code: 'KHARIF10', percent_off: 10, min_order_paise: 50_000, per_customer_limit: 1 });
    expect(Number(row.usage_limit)).toBe(100);
    code = row.code!;

    // The catalogue: Trichoderma's 1 kg sold out, its 250 g pack received by staff; PSB in stock.
    trichoderma = await makeProduct(db(), { pricePaise: 48_000, stock: 0, title: 'Trichoderma Viride' });
    smallPack = await addPack(db(), trichoderma.id, '250 g', 12_000, 0);
    const received = await postForm(
      t,
      `/admin/products/${trichoderma.id}`,
      { intent: 'stock', variant: smallPack, reason: 'received', quantity: '20' },
      catalogue,
    );
    expect(received.json()).toMatchObject({ ok: true });
    psb = await makeProduct(db(), { pricePaise: 35_000, stock: 20, title: 'PSB Liquid' });
    const packs = await db()
      .selectFrom('product_variants')
      .select(['id', 'stock'])
      .where('product_id', '=', trichoderma.id)
      .orderBy('position')
      .execute();
    expect(packs.map((p) => [p.id, Number(p.stock)])).toEqual([
      [trichoderma.variantId, 0],
      [smallPack, 20],
    ]);
  });

  it('2. the customer asks to be told when the 1 kg pack is back, fills her cart, and the coupon is refused, then applied', async () => {
    customer = await signUpAndLogin(t.app, 'Sunita');
    addressId = await makeAddress(db(), customer.id, 'Sunita Patil', BIDAR);

    // She reads the shop in Hindi: the account keeps it for the messages sent later.
    const product = await pageAs(t, `/hi/product_details/${trichoderma.id}`, customer.token);
    expect(product.statusCode).toBe(200);
    expect(await langOfCustomer()).toBe('hi');
    expect(product.body).toContain(hi(REMINDER_TEXT.notifyAsk, { pack: '1 kg' }));
    expect(product.body).not.toContain(hi(REMINDER_TEXT.notifyAsk, { pack: '250 g' }));
    const asked = await postForm(
      t,
      '/hi/notify-me',
      { intent: 'ask', product: trichoderma.id, variant: trichoderma.variantId },
      customer.token,
    );
    expect(asked.json()).toEqual({
      ok: true,
      redirect: `/hi/product_details/${trichoderma.id}`,
      toast: { type: 'success', text: hi(REMINDER_TEXT.notifySaved) },
    });
    const alerts = await db().selectFrom('stock_alerts').selectAll().where('user_id', '=', customer.id).execute();
    expect(alerts.map((a) => [a.variant_id, a.status, a.lang])).toEqual([[trichoderma.variantId, 'waiting', 'hi']]);
    expect((await pageAs(t, `/hi/product_details/${trichoderma.id}`, customer.token)).body).toContain(
      hi(REMINDER_TEXT.notifyWaiting, { pack: '1 kg' }),
    );

    // Meanwhile she takes the 250 g pack and one PSB.
    for (const [p, variant] of [
      [trichoderma.id, smallPack],
      [psb.id, psb.variantId],
    ]) {
      const added = await postForm(
        t,
        '/hi/cart/add',
        { product: p, variant, quantity: '1', next: `/product_details/${p}` },
        customer.token,
      );
      expect(added.json()).toMatchObject({ ok: true, toast: { type: 'success', text: hi(MSG.itemAdded) } });
    }

    // ₹120 + ₹350 = ₹470: below the coupon's ₹500, refused with what to do, in Hindi; nothing kept.
    const refused = await postForm(t, '/hi/cart', { intent: 'apply-coupon', code: 'kharif10' }, customer.token);
    const why = hi(PROMO_MSG.minimum(code, formatInr(3_000), formatInr(50_000)));
    expect(why).toMatch(DEVANAGARI);
    expect(refused.json()).toEqual({ ok: true, redirect: '/hi/cart', toast: { type: 'error', text: why } });
    expect(await db().selectFrom('cart_coupons').selectAll().where('user_id', '=', customer.id).execute()).toEqual([]);

    // One more PSB (₹820 in all), and the code applies: ₹82 off, ₹12 on the 250 g pack and ₹70 on the PSB.
    const cart = (await apiAs(t, 'GET', '/api/get/card', customer.token)).json();
    const psbLine = cart.items.find((i: { product: { _id: string } }) => i.product._id === psb.id);
    const more = await postForm(t, '/hi/cart', { intent: 'increment', cart: cart._id, item: psbLine._id }, customer.token);
    expect(more.json()).toMatchObject({ ok: true });
    const applied = await postForm(t, '/hi/cart', { intent: 'apply-coupon', code: 'kharif10' }, customer.token);
    const items = 12_000 + 2 * 35_000;
    discount = items / 10;
    expected = items - discount + BIDAR_DELIVERY;
    expect(applied.json().toast).toEqual({ type: 'success', text: hi(PROMO_MSG.applied(code, formatInr(discount))) });
    expect(applied.json().toast.text).toMatch(DEVANAGARI);

    const page = (await pageAs(t, '/hi/cart', customer.token)).body;
    expect([
      figureOf(page, 'total-product-price'),
      figureOf(page, 'discount'),
      figureOf(page, 'delivery-charges'),
      figureOf(page, 'order-total'),
      figureOf(page, 'coupon-saving'),
    ]).toEqual([items, discount, BIDAR_DELIVERY, expected, discount]);
    expect(figuresOf(page, 'line-total').sort((a, b) => a - b)).toEqual([12_000 - 1_200, 70_000 - 7_000]);
    const perLine = (await apiAs(t, 'GET', '/api/get/card?lang=hi', customer.token)).json();
    expect(
      Object.fromEntries(
        perLine.items.map((i: { variant: string; quantity: number; discount: number }) => [i.variant, [i.quantity, i.discount]]),
      ),
    ).toEqual({ [smallPack]: [1, 12], [psb.variantId]: [2, 70] });
    expect(perLine.coupons).toEqual([{ code, applied: true, discount: discount / 100, message: null }]);
  });

  it('3. her UPI payment fails; one Hindi "pay again or switch to COD" message comes after the quiet hours; she pays the discounted total from its link', async () => {
    // The checkout shows the cart's figures, and she places the order to pay by UPI.
    const checkout = (await pageAs(t, `/hi/checkout?address=${addressId}&payment=UPI`, customer.token)).body;
    expect([figureOf(checkout, 'discount'), figureOf(checkout, 'order-total'), shownTotalOf(checkout)]).toEqual([
      discount,
      expected,
      expected,
    ]);
    const placed = await postForm(
      t,
      '/hi/checkout',
      { intent: 'place', address: addressId, paymentMethod: 'UPI', shownTotal: String(expected), idempotencyKey: `offers-${newId()}` },
      customer.token,
    );
    expect(placed.json()).toMatchObject({ ok: true, toast: { type: 'success', text: hi(MSG.orderPlaced) } });
    const pay = placed.json().redirect as string;
    expect(pay).toMatch(/^\/hi\/orders\/[0-9a-f]{24}\/pay$/);
    orderId = pay.split('/')[3];

    // Stored: the one amount, the discount on each line, the coupon once; the code has left the cart.
    const row = await orderRow();
    expect([Number(row.total_paise), Number(row.shipping_paise), row.payment_method, row.payment_status, row.state]).toEqual([
      expected,
      BIDAR_DELIVERY,
      'UPI',
      'Unpaid',
      'placed',
    ]);
    const lines = await db().selectFrom('order_lines').selectAll().where('order_id', '=', orderId).execute();
    expect(
      Object.fromEntries(lines.map((l) => [l.variant_id, [Number(l.price_paise), Number(l.quantity), Number(l.discount_paise)]])),
    ).toEqual({ [smallPack]: [12_000, 1, 1_200], [psb.variantId]: [35_000, 2, 7_000] });
    const uses = () => db().selectFrom('order_promotions').selectAll().where('promotion_id', '=', promotionId).execute();
    expect((await uses()).map((u) => [u.order_id, u.code, Number(u.discount_paise)])).toEqual([[orderId, code, discount]]);
    expect(await db().selectFrom('cart_coupons').selectAll().where('user_id', '=', customer.id).execute()).toEqual([]);

    // The pay page; the provider's order is for the discounted total; the payment fails.
    const payPage = (await pageAs(t, pay, customer.token)).body;
    expect([figureOf(payPage, 'discount'), figureOf(payPage, 'order-total')]).toEqual([discount, expected]);
    const created = vi.spyOn(t.services.payments, 'createOrder');
    const first = await apiAs(t, 'POST', '/api/order/create-razorpay-order', customer.token, { orderId });
    expect(first.json().amount).toBe(expected);
    expect(created.mock.calls.at(-1)?.[0].amountPaise).toBe(expected);
    const failed = await apiAs(t, 'POST', '/api/payments/offline/checkout', customer.token, {
      razorpay_order_id: first.json().id,
      outcome: 'fail',
    });
    expect(failed.json().status).toBe(false);
    expect((await orderRow()).payment_status).toBe('Failed');
    expect((await pageAs(t, pay, customer.token)).body).toContain(hi(MSG.paymentFailed));

    // Placed at 07:50 IST: the worker at 07:55 holds the reminder for the end of the quiet hours.
    await db()
      .updateTable('orders')
      .set({ created_at: clock(-10).toISOString() })
      .where('id', '=', orderId)
      .execute();
    expect(await runReminders(db(), clock(-5))).toBe(0);
    expect(await outboxOf('reminder-payment-failed')).toEqual([]);
    const held = await db().selectFrom('reminders').selectAll().where('subject_id', '=', orderId).execute();
    expect(held.map((r) => [r.kind, r.status, r.due_at])).toEqual([['payment_failed', 'due', clock(0).toISOString()]]);
    // 08:05 IST: one message; the worker again, then an hour later: nothing more.
    expect(await runReminders(db(), clock(5))).toBe(1);
    expect(await runReminders(db(), clock(6))).toBe(0);
    expect(await runReminders(db(), clock(65))).toBe(0);
    const [reminder, ...others] = await outboxOf('reminder-payment-failed');
    expect(others).toEqual([]);
    const ref = orderRef(orderId);
    expect([reminder.channel, reminder.lang, reminder.subject]).toEqual(['email', 'hi', hi(REMINDER_TEXT.paymentSubject, { ref })]);
    const lead = beforeLink(hi, REMINDER_TEXT.payment, { ref });
    expect(lead).toMatch(DEVANAGARI);
    expect(reminder.body.startsWith(lead)).toBe(true);
    const link = linkAfter(reminder.body, lead)!;
    expect(link).toMatch(new RegExp(`^\\{site\\}(/hi)?/orders/${orderId}/pay$`));

    // Sent: the e-mail carries the shop's address; the link opens the pay page, with Cash on Delivery offered.
    await sendOutbox.run(t.services);
    expect((await db().selectFrom('outbox').select('status').where('id', '=', reminder.id).executeTakeFirstOrThrow()).status).toBe('sent');
    const site = t.services.config.PUBLIC_URL;
    const mail = await db()
      .selectFrom('mails')
      .select('body')
      .where('to_address', '=', customer.email)
      .where('subject', '=', reminder.subject)
      .executeTakeFirstOrThrow();
    const url = link.replace('{site}', site);
    expect(mail.body).toContain(url);
    const followed = await pageAs(t, url.slice(site.length), customer.token);
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toContain('data-testid="pay-now"');
    expect(followed.body).toContain('value="switch-cod"');
    expect(figureOf(followed.body, 'order-total')).toBe(expected);
    // The message was in Hindi: its link opens the page in Hindi, as the order messages' links do (orders/mail.ts),
    // so following it keeps her account in Hindi; a page opened in English would switch it, and her next message, to English.
    expect.soft(link, 'the Hindi reminder links to the Hindi pay page').toBe(`{site}/hi/orders/${orderId}/pay`);
    expect.soft(await langOfCustomer(), 'following the Hindi reminder keeps her language').toBe('hi');

    // She pays: the provider's order and the payment are the discounted total.
    const again = await apiAs(t, 'POST', '/api/order/create-razorpay-order', customer.token, { orderId });
    expect(again.json().amount).toBe(expected);
    expect(created.mock.calls.at(-1)?.[0].amountPaise).toBe(expected);
    created.mockRestore();
    const proof = await apiAs(t, 'POST', '/api/payments/offline/checkout', customer.token, {
      razorpay_order_id: again.json().id,
      outcome: 'pay',
    });
    expect(proof.json().status).toBe(true);
    const verified = await apiAs(t, 'POST', '/api/order/verify-razorpay?lang=hi', customer.token, proof.json());
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(hi(MSG.paymentSuccess));
    const paid = await orderRow();
    expect([paid.payment_status, Number(paid.total_paise)]).toEqual(['Paid', expected]);
    const charged = await t.services.payments.fetchPayment(paid.provider_payment_id!);
    expect(charged.amount).toBe(expected);

    // The invoice: the same total, the discount stated per line and by its code.
    const order = (await getOrder(db(), customer.id, orderId))!;
    const invoice = invoiceDocument(
      order,
      order.documents.find((d) => d.kind === 'invoice')!,
    );
    expect(invoice.totals).toMatchObject({ discountPaise: discount, totalPaise: expected });
    expect(invoice.lines.map((l) => [l.grossPaise, l.discountPaise]).sort((a, b) => a[0] - b[0])).toEqual([
      [BIDAR_DELIVERY, 0],
      [12_000, 1_200],
      [70_000, 7_000],
    ]);
    expect(invoice.discounts).toEqual([{ label: `Coupon ${code}`, amountPaise: discount }]);
    const api = (await apiAs(t, 'GET', `/api/order/get/${orderId}`, customer.token)).json().order;
    expect(api).toMatchObject({ total: expected / 100, discount: discount / 100 });

    // The coupon's use is counted once (the failed try and the payment are one order); she may not use it again.
    expect(await uses()).toHaveLength(1);
    await apiAs(t, 'POST', '/api/post/card', customer.token, { product: psb.id, variant: psb.variantId, quantity: 2 });
    const reuse = await apiAs(t, 'POST', '/api/cart/coupon?lang=hi', customer.token, { code });
    expect([reuse.statusCode, reuse.json().message]).toEqual([422, hi(PROMO_MSG.usedByYou(code))]);
    // Paid: the worker finds nothing more to say about this payment.
    expect(await runReminders(db(), clock(70))).toBe(0);
    expect(await outboxOf('reminder-payment-failed')).toHaveLength(1);
  });

  it('4. staff receive the 1 kg pack; she is told once, in Hindi, within the day’s cap of reminders', async () => {
    const restock = (quantity: number) =>
      postForm(
        t,
        `/admin/products/${trichoderma.id}`,
        { intent: 'stock', variant: trichoderma.variantId, reason: 'received', quantity: String(quantity) },
        catalogue,
      );
    expect((await restock(10)).json()).toMatchObject({ ok: true });
    const alert = () => db().selectFrom('stock_alerts').select('status').where('user_id', '=', customer.id).executeTakeFirstOrThrow();
    expect((await alert()).status).toBe('due');

    // 10:00 IST the same day: she had her one reminder of the day (the payment's), so the alert waits for the next morning.
    expect(await runReminders(db(), clock(120))).toBe(0);
    expect(await outboxOf('reminder-back-in-stock')).toEqual([]);
    // 08:30 IST the next day: the alert goes; again, and after more stock: nothing more.
    expect(await runReminders(db(), clock(24 * 60 + 30))).toBe(1);
    expect(await runReminders(db(), clock(24 * 60 + 31))).toBe(0);
    expect((await restock(5)).json()).toMatchObject({ ok: true });
    expect(await runReminders(db(), clock(3 * 24 * 60 + 60))).toBe(0);
    expect((await alert()).status).toBe('sent');

    const [back, ...others] = await outboxOf('reminder-back-in-stock');
    expect(others).toEqual([]);
    expect(back.channel).toBe('email');
    // In Hindi, the language she reads the shop in.
    const vars = { product: trichoderma.title, pack: '1 kg' };
    const lead = beforeLink(hi, REMINDER_TEXT.back, vars);
    expect(lead).toMatch(DEVANAGARI);
    expect.soft([back.lang, back.subject], 'the alert is in Hindi').toEqual(['hi', hi(REMINDER_TEXT.backSubject, vars)]);
    expect.soft(back.body.startsWith(lead), 'the alert says it in Hindi').toBe(true);
    const link = new RegExp(`\\{site\\}(/hi)?/product_details/${trichoderma.id}(?=\\s)`).exec(back.body)?.[0] ?? '';
    expect(link).not.toBe('');
    // The link opens the product, the 1 kg pack on sale again.
    const product = await pageAs(t, link.replace('{site}', ''), customer.token);
    expect(product.statusCode).toBe(200);
    expect(product.body).not.toContain('data-testid="notify-me"');
    expect.soft(link, 'the Hindi alert links to the Hindi product page').toBe(`{site}/hi/product_details/${trichoderma.id}`);
  });

  it('5. the back office counts her order under the coupon: one use, its discount and the order’s value', async () => {
    const list = (await pageAs(t, '/admin/promotions', sales)).body;
    const row = list.slice(list.indexOf(`id="promotion-${promotionId}"`));
    expect(row).toMatch(/data-testid="promotion-orders">1</);
    expect(figureOf(row, 'promotion-discount')).toBe(discount);
    expect(figureOf(row, 'promotion-value')).toBe(expected);
    const page = (await pageAs(t, `/admin/promotions/${promotionId}`, sales)).body;
    expect(page).toContain(`1 order by 1 customer · ${formatInr(discount)} discount given · ${formatInr(expected)} order value`);
    expect(page).toContain(`href="/admin/orders/${orderId}"`);
    expect(page).toContain(orderRef(orderId));
  });
});
