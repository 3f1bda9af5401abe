import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../db/ids';
import { invoiceDocument } from '../../domain/invoices/invoices';
import { formatInr } from '../../domain/money';
import { QUOTE_MSG } from '../../domain/orders/quote';
import { getOrder } from '../../domain/orders/views';
import { PROMO_MSG } from '../../domain/promotions/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';
import { makePromotion, orderUsing } from './promotions-helpers';

// A discount is one figure from the cart to the invoice (the checkout-truth
// test's walk, with promotions): the cart's and the checkout's price boxes, the
// order, the pay page, the payment provider's order, the API, the invoice (GST
// on the value after the discount) and a credit note. The coupon box works
// without JavaScript in the cart and at checkout (Buy Now too), and a code
// that stops applying between showing and placing places nothing and says why.

const BIDAR = { pincode: '585401', city: 'Bidar', state: 'Karnataka' }; // ₹60 below ₹1,500, then free

describe.each(databases)('discounts from the cart to the invoice on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', authorization: token } });
  const post = (url: string, token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The paise a figure carries (data-paise) on a page. */
  const paise = (html: string, testId: string) => {
    const m = new RegExp(`data-testid="${testId}"[^>]*data-paise="(\\d+)"`).exec(html);
    return m ? Number(m[1]) : null;
  };
  const shownTotal = (html: string) => Number(/name="shownTotal" value="(\d+)"/.exec(html)?.[1]);
  const flashOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((k) => k.name === 'flash');
    return c ? (JSON.parse(Buffer.from(c.value, 'base64url').toString('utf8')) as { type: string; text: string }) : null;
  };

  it('charges the discounted amount everywhere, delivery priced on it, the invoice taxing the value after it', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 1_00_000, stock: 20 });
    const sale = await makePromotion(db, { kind: 'sale', percent_off: 10, products: [p.id], title: 'Kharif sale' });
    const code = await makePromotion(db, { amount_off_paise: 40_000, combinable: 1, min_order_paise: 1_00_000 });
    const c = await quickCustomer(db, 'Saver', { mobileVerified: true });
    const address = await makeAddress(db, c.id, 'Saver at Bidar', BIDAR);
    await putInCart(db, c.id, p.id, 2); // ₹2,000; the sale ₹200; the code ₹400: ₹1,400, under ₹1,500: ₹60 delivery
    const expected = 1_40_000 + 6_000;

    const applied = await post('/cart', c.token, { intent: 'apply-coupon', code: code.code.toLowerCase() });
    expect(applied.headers.location).toBe('/cart');
    expect(flashOf(applied)).toEqual({ type: 'success', text: PROMO_MSG.applied(code.code, formatInr(40_000)) });
    const cart = (await get('/cart', c.token)).body;
    expect([
      paise(cart, 'total-product-price'),
      paise(cart, 'discount'),
      paise(cart, 'delivery-charges'),
      paise(cart, 'order-total'),
    ]).toEqual([2_00_000, 60_000, 6_000, expected]);
    expect(paise(cart, 'line-total')).toBe(1_40_000);
    expect(cart).toContain('Kharif sale');
    expect(paise(cart, 'free-delivery')).toBe(10_000);
    expect(cart).toContain('Add ₹100 more for free delivery');
    expect(paise(cart, 'coupon-saving')).toBe(40_000);

    const checkout = (await get(`/checkout?address=${address}&payment=UPI`, c.token)).body;
    expect([paise(checkout, 'discount'), paise(checkout, 'order-total'), shownTotal(checkout)]).toEqual([60_000, expected, expected]);
    const placed = await post('/checkout', c.token, {
      intent: 'place',
      address,
      paymentMethod: 'UPI',
      shownTotal: String(shownTotal(checkout)),
      idempotencyKey: `promo-${newId()}`,
    });
    expect(placed.headers.location).toMatch(/^\/orders\/[0-9a-f]{24}\/pay$/);
    const orderId = (placed.headers.location as string).split('/')[2];
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([Number(row.total_paise), Number(row.shipping_paise)]).toEqual([expected, 6_000]);
    const line = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect([Number(line.price_paise), Number(line.quantity), Number(line.discount_paise)]).toEqual([1_00_000, 2, 60_000]);
    const used = await db.selectFrom('order_promotions').selectAll().where('order_id', '=', orderId).orderBy('discount_paise').execute();
    expect(used.map((u) => [u.promotion_id, u.code, Number(u.discount_paise)])).toEqual([
      [sale.id, null, 20_000],
      [code.id, code.code, 40_000],
    ]);
    // The code is used: it leaves the cart.
    expect(await db.selectFrom('cart_coupons').select('promotion_id').where('user_id', '=', c.id).execute()).toEqual([]);

    const pay = (await get(`/orders/${orderId}/pay`, c.token)).body;
    expect([paise(pay, 'discount'), paise(pay, 'order-total')]).toEqual([60_000, expected]);
    const created = vi.spyOn(t.services.payments, 'createOrder');
    const provider = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-razorpay-order',
      headers: { authorization: c.token },
      payload: { orderId },
    });
    expect(provider.json().amount).toBe(expected);
    expect(created.mock.calls.at(-1)?.[0].amountPaise).toBe(expected);
    created.mockRestore();
    expect((await post(`/orders/${orderId}/pay`, c.token, { intent: 'pay' })).headers.location).toBe(`/orders/${orderId}`);
    expect(paise((await get(`/orders/${orderId}`, c.token)).body, 'order-total')).toBe(expected);

    // The invoice: the line at ₹2,000 less ₹600, IGST to Karnataka on ₹1,400; delivery on top.
    const order = (await getOrder(db, c.id, orderId))!;
    const invoice = invoiceDocument(
      order,
      order.documents.find((d) => d.kind === 'invoice')!,
    );
    expect(invoice.lines[0]).toMatchObject({ grossPaise: 2_00_000, discountPaise: 60_000, amountPaise: 1_40_000, taxablePaise: 1_33_333 });
    expect(invoice.lines[0].igstPaise).toBe(6_667);
    expect(invoice.totals).toMatchObject({ discountPaise: 60_000, totalPaise: expected });
    expect(invoice.discounts).toEqual([
      { label: 'Kharif sale', amountPaise: 20_000 },
      { label: `Coupon ${code.code}`, amountPaise: 40_000 },
    ]);
    const api = (await t.app.inject({ url: `/api/order/get/${orderId}`, headers: { authorization: c.token } })).json().order;
    expect(api).toMatchObject({ total: expected / 100, shipping: 60, discount: 600, invoice: { discount: 600, total: expected / 100 } });
    expect(api.products[0]).toMatchObject({ price: 1000, quantity: 2, discount: 600 });
    expect(api.coupons).toEqual([
      { code: null, title: 'Kharif sale', discount: 200 },
      { code: code.code, title: code.title, discount: 400 },
    ]);
    // The e-mails say it as the price box did: the discount, then the total charged.
    const mails = await db.selectFrom('mails').select('body').where('to_address', '=', c.email).execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.body).toContain(`Discount: −₹600\n  Delivery: ₹60\n  Order total: ${formatInr(expected)}`);
    const pdf = await t.app.inject({ url: `/orders/${orderId}/invoice.pdf`, headers: { authorization: c.token } });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    // Cancelled: the credit note gives back what was paid, the discount stated as on the invoice.
    expect((await post(`/orders/${orderId}`, c.token, { intent: 'delete' })).statusCode).toBe(303);
    const cancelled = (await getOrder(db, c.id, orderId))!;
    const note = invoiceDocument(
      cancelled,
      cancelled.documents.find((d) => d.kind === 'credit-note')!,
    );
    expect(note.totals).toMatchObject({ discountPaise: 60_000, totalPaise: expected, taxablePaise: invoice.totals.taxablePaise });
  });

  it('places nothing when the code was used up after the total was shown, and says so', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 50_000, stock: 20 });
    const code = await makePromotion(db, { percent_off: 20, usage_limit: 1 });
    const c = await quickCustomer(db, 'Late');
    const address = await makeAddress(db, c.id, 'Late at Bidar', BIDAR);
    await putInCart(db, c.id, p.id, 1);
    expect((await post('/cart', c.token, { intent: 'apply-coupon', code: code.code })).headers.location).toBe('/cart');
    const checkout = (await get(`/checkout?address=${address}`, c.token)).body;
    expect(shownTotal(checkout)).toBe(40_000 + 6_000);
    await orderUsing(db, (await quickCustomer(db, 'Early')).id, code.id);
    const late = await post('/checkout', c.token, {
      intent: 'place',
      address,
      paymentMethod: 'COD',
      shownTotal: String(shownTotal(checkout)),
      idempotencyKey: newId(),
    });
    expect(flashOf(late)).toEqual({
      type: 'error',
      text: QUOTE_MSG.totalChangedBecause(PROMO_MSG.usedUp(code.code), formatInr(56_000), formatInr(46_000)),
    });
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', c.id).execute()).toEqual([]);
    // The checkout now shows the code refused, with why, and the full price.
    const again = (await get(`/checkout?address=${address}`, c.token)).body;
    expect(again).toContain(PROMO_MSG.usedUp(code.code));
    expect([paise(again, 'discount'), shownTotal(again)]).toEqual([null, 56_000]);
  });

  it('applies and removes codes at checkout without JavaScript, a Buy Now pack and the address kept', async () => {
    const db = t.services.db;
    const inCart = await makeProduct(db, { pricePaise: 30_000, stock: 20 });
    const buyNow = await makeProduct(db, { pricePaise: 80_000, stock: 20 });
    const code = await makePromotion(db, { percent_off: 25, products: [buyNow.id] });
    const c = await quickCustomer(db, 'Quick');
    const address = await makeAddress(db, c.id, 'Quick at Bidar', BIDAR);
    await putInCart(db, c.id, inCart.id, 1);

    // The cart holds the other product: the code applies to nothing there.
    const refused = await post('/cart', c.token, { intent: 'apply-coupon', code: code.code });
    expect(flashOf(refused)).toEqual({ type: 'error', text: PROMO_MSG.nothingApplies(code.code) });
    // Bought now, the pack it names: applied from the checkout's box, back to the same Buy Now and address.
    const fields = { product: buyNow.id, qty: '1', address, paymentMethod: 'COD' };
    const applied = await post('/checkout', c.token, { ...fields, intent: 'apply-coupon', code: code.code });
    expect(applied.headers.location).toBe(`/checkout?product=${buyNow.id}&address=${address}&payment=COD`);
    expect(flashOf(applied)?.text).toBe(PROMO_MSG.applied(code.code, formatInr(20_000)));
    const page = (await get(applied.headers.location as string, c.token)).body;
    expect([paise(page, 'discount'), shownTotal(page)]).toEqual([20_000, 60_000 + 6_000]);
    // Back in the cart the code is kept, and says why it takes nothing off there.
    expect((await get('/cart', c.token)).body).toContain(PROMO_MSG.nothingApplies(code.code));
    const removed = await post('/checkout', c.token, { ...fields, intent: 'remove-coupon', code: code.code });
    expect(flashOf(removed)?.text).toBe(PROMO_MSG.removed(code.code));
    expect(shownTotal((await get(removed.headers.location as string, c.token)).body)).toBe(80_000 + 6_000);
  });
});
