import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../db/ids';
import { getOrder } from '../../domain/orders/views';
import { invoiceDocument } from '../../domain/invoices/invoices';
import { QUOTE_MSG } from '../../domain/orders/quote';
import { formatInr, parseRupees } from '../../domain/money';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';

// What the checkout shows is what is charged and shipped (issue 22, section 1):
// the price box follows the address chosen; "Save and deliver here" chooses
// the new address through reloads and errors; one figure from the cart to the
// invoice for every pack, tier, zone and payment method; the cart and checkout
// count packs alike; a cancelled order never says "pay on delivery" or
// "Payment successful". Each is asserted against the database.

const LATUR = { pincode: '413512', city: 'Latur', state: 'Maharashtra' }; // home state: free, COD
const BIDAR = { pincode: '585401', city: 'Bidar', state: 'Karnataka' }; // ₹60 below ₹1,500, COD
const GUWAHATI = { pincode: '781001', city: 'Guwahati', state: 'Assam' }; // ₹199 below ₹5,000, no COD

describe.each(databases)('checkout truth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  type Cookies = Record<string, string>;
  const get = (url: string, token: string, cookies: Cookies = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', authorization: token }, cookies });
  const post = (url: string, token: string, fields: Record<string, string>, cookies: Cookies = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      cookies,
    });
  /** The paise of a figure on a page, as it reads (₹1,234.50, Free), checked against the data-paise it carries. */
  const paise = (html: string, testId: string) => {
    const m = new RegExp(`data-testid="${testId}"([^>]*)>([^<]*)<`).exec(html);
    if (!m) return null;
    const shown = m[2] === 'Free' ? 0 : parseRupees(m[2]);
    const carried = /data-paise="(\d+)"/.exec(m[1])?.[1];
    if (carried !== undefined) expect(Number(carried), `${testId} reads ${m[2]}`).toBe(shown);
    return shown;
  };
  /** The checkout's price box (its aside: the figures and the delivery lines). */
  const priceBox = (html: string) => html.slice(html.indexOf('id="checkout-total-title"'), html.indexOf('</aside>'));
  /** The total the checkout form sends with the order (what the price box showed; none on a page that sends none). */
  const shownTotal = (html: string) => {
    const sent = /name="shownTotal" value="(\d+)"/.exec(html)?.[1];
    return sent === undefined ? paise(html, 'order-total') : Number(sent);
  };
  /** The delivery address ticked on a checkout page. */
  const checkedAddress = (html: string) =>
    [...html.matchAll(/<input [^>]*name="address"[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => / checked=""/.test(tag))
      ?.match(/value="([0-9a-f]+)"/)?.[1];
  const codRadio = (html: string) => /<input type="radio" id="pay-COD"[^>]*>/.exec(html)?.[0] ?? '';
  const flashOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((k) => k.name === 'flash');
    return c ? (JSON.parse(Buffer.from(c.value, 'base64url').toString('utf8')) as { type: string; text: string }) : null;
  };
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => res.cookies.find((k) => k.name === name)?.value;
  const ordersOf = (userId: string) =>
    t.services.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();

  it('shows the price box for the address chosen (with and without JavaScript) and places nothing for another total', async () => {
    const c = await quickCustomer(t.services.db, 'Truth');
    const p = await makeProduct(t.services.db, { pricePaise: 14_000, stock: 10 });
    await putInCart(t.services.db, c.id, p.id, 1);
    const latur = await makeAddress(t.services.db, c.id, 'Asha at Latur', LATUR);
    const bidar = await makeAddress(t.services.db, c.id, 'Asha at Bidar', BIDAR);
    const guwahati = await makeAddress(t.services.db, c.id, 'Asha at Guwahati', GUWAHATI);

    const home = (await get(`/checkout?address=${latur}`, c.token)).body;
    expect(checkedAddress(home)).toBe(latur);
    expect([paise(home, 'order-total'), paise(home, 'delivery-charges'), shownTotal(home)]).toEqual([14_000, 0, 14_000]);
    expect(priceBox(home)).toContain('Free delivery');
    expect(priceBox(home)).toContain('Latur, Maharashtra');
    expect(codRadio(home)).not.toContain('disabled');

    // Without JavaScript: "Deliver here" posts the radio chosen, and the page comes back worked out for it.
    const chose = await post('/checkout', c.token, { intent: 'choose-address', address: bidar, paymentMethod: 'COD', cart: '' });
    expect(chose.statusCode).toBe(303);
    expect(chose.headers.location).toBe(`/checkout?address=${bidar}&payment=COD`);
    const karnataka = await get(chose.headers.location as string, c.token);
    expect(checkedAddress(karnataka.body)).toBe(bidar);
    expect([paise(karnataka.body, 'order-total'), paise(karnataka.body, 'delivery-charges'), shownTotal(karnataka.body)]).toEqual([
      20_000, 6_000, 20_000,
    ]);
    expect(priceBox(karnataka.body)).not.toContain('Free');
    expect(priceBox(karnataka.body)).toContain('Bidar, Karnataka');
    expect(priceBox(karnataka.body)).not.toContain('Latur');
    // The Latur box was showing when Bidar was ticked: another total, so nothing is placed.
    const stale = await post('/checkout', c.token, {
      intent: 'place',
      address: bidar,
      paymentMethod: 'COD',
      shownTotal: '14000',
      idempotencyKey: `stale-${newId()}`,
    });
    expect(stale.statusCode).toBe(303);
    expect(stale.headers.location).toBe(`/checkout?address=${bidar}&payment=COD`);
    expect(flashOf(stale)).toEqual({ type: 'error', text: QUOTE_MSG.totalChanged(formatInr(20_000), formatInr(14_000)) });
    expect(await ordersOf(c.id)).toEqual([]);

    const placed = await post('/checkout', c.token, {
      intent: 'place',
      address: bidar,
      paymentMethod: 'COD',
      shownTotal: String(shownTotal(karnataka.body)),
      idempotencyKey: `ok-${newId()}`,
    });
    expect(placed.headers.location).toMatch(/^\/orders\/[0-9a-f]{24}$/);
    const [row] = await ordersOf(c.id);
    expect([Number(row.total_paise), Number(row.shipping_paise), row.address_id]).toEqual([20_000, 6_000, bidar]);
    expect(JSON.parse(row.address_snapshot)).toMatchObject({ _id: bidar, name: 'Asha at Bidar', ...BIDAR });

    // With JavaScript the islands take their props from this very answer.
    expect(karnataka.body).toContain('&quot;totalPaise&quot;:20000');

    // The North-East: charged ₹199, Cash on Delivery unavailable with its reason, UPI chosen instead.
    await putInCart(t.services.db, c.id, p.id, 1);
    const assam = (await get(`/checkout?address=${guwahati}&payment=COD`, c.token)).body;
    expect([paise(assam, 'order-total'), paise(assam, 'delivery-charges')]).toEqual([33_900, 19_900]);
    expect(codRadio(assam)).toContain('disabled');
    expect(assam).toContain(QUOTE_MSG.codNotInState('Assam'));
    expect(/id="pay-UPI"[^>]*checked/.test(assam)).toBe(true);

    // The API refuses another total too (409), and places the one shown.
    const place = (total: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { authorization: c.token },
        payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'UPI', address: guwahati, total },
      });
    const refused = await place(140);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUOTE_MSG.totalChanged(formatInr(33_900), formatInr(14_000)));
    expect((await place(339)).json().order).toMatchObject({ total: 339, shipping: 199, address: { _id: guwahati } });
  });

  it('chooses the address saved with "Save and deliver here" and keeps it through reloads, changes and errors, into the order and its mail', async () => {
    const c = await quickCustomer(t.services.db, 'Saver');
    const a = await makeProduct(t.services.db, { pricePaise: 50_000, stock: 10 });
    const b = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 10 });
    await putInCart(t.services.db, c.id, a.id, 1);
    await putInCart(t.services.db, c.id, b.id, 1);
    const old = await makeAddress(t.services.db, c.id, 'Old Latur Address', LATUR);
    expect(checkedAddress((await get('/checkout', c.token)).body)).toBe(old);

    const saved = await post('/addresses/new', c.token, {
      name: 'Ravi Biradar',
      mobile: '9876501234',
      pincode: BIDAR.pincode,
      locality: 'Naubad',
      address: 'Plot 9, KIADB Road',
      city: BIDAR.city,
      state: BIDAR.state,
      country: 'India',
      addressType: 'home',
      next: '/checkout',
    });
    expect(saved.statusCode).toBe(303);
    const to = new URL(saved.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/checkout');
    const fresh = to.searchParams.get('address')!;
    const [row] = await t.services.db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', c.id)
      .where('name', '=', 'Ravi Biradar')
      .execute();
    expect(fresh).toBe(row.id);
    const remembered = { checkout_address: cookieOf(saved, 'checkout_address')! };
    expect(remembered.checkout_address).toBe(fresh);

    const page = (await get(saved.headers.location as string, c.token)).body;
    expect(checkedAddress(page)).toBe(fresh);
    expect(paise(page, 'order-total')).toBe(86_000); // ₹800 + ₹60 to Karnataka

    // A reload without the address (the cart's Place Order link, a delete by an island) keeps it; so does the newest-first default.
    expect(checkedAddress((await get('/checkout', c.token, remembered)).body)).toBe(fresh);
    expect(checkedAddress((await get('/checkout', c.token)).body)).toBe(fresh);

    // A quantity change and a deleted line come back to the same address.
    const cart = await t.services.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.id', 'cart_items.product_id', 'carts.id as cart'])
      .where('carts.user_id', '=', c.id)
      .execute();
    const lineA = cart.find((l) => l.product_id === a.id)!;
    const lineB = cart.find((l) => l.product_id === b.id)!;
    const more = await post('/checkout', c.token, {
      intent: `increment:${lineA.id}`,
      cart: lineA.cart,
      address: fresh,
      paymentMethod: 'UPI',
    });
    expect(more.headers.location).toBe(`/checkout?address=${fresh}&payment=UPI`);
    const dropped = await post('/checkout', c.token, { intent: 'delete', target: `item:${lineB.id}` }, remembered);
    expect(dropped.statusCode).toBe(303);
    expect(checkedAddress((await get(dropped.headers.location as string, c.token, remembered)).body)).toBe(fresh);

    // A form that failed (a mobile number too short) leaves the choice as it was.
    const failed = await post('/addresses/new', c.token, { name: 'X', mobile: '12', next: `/checkout?address=${fresh}` }, remembered);
    expect(failed.statusCode).toBe(400);
    expect(failed.body).toContain(`value="/checkout?address=${fresh}"`);
    const after = (await get('/checkout', c.token, remembered)).body;
    expect(checkedAddress(after)).toBe(fresh);
    expect(paise(after, 'order-total')).toBe(106_000); // 2 × ₹500 + ₹60

    const placed = await post('/checkout', c.token, {
      intent: 'place',
      address: fresh,
      paymentMethod: 'COD',
      shownTotal: String(shownTotal(after)),
      idempotencyKey: `save-${newId()}`,
    });
    const orderId = (placed.headers.location as string).split('/').pop()!;
    const order = (await getOrder(t.services.db, c.id, orderId))!;
    expect(order.totalPaise).toBe(106_000);
    expect(order.address).toMatchObject({ _id: fresh, name: 'Ravi Biradar', city: 'Bidar', pincode: '585401' });
    const mail = await t.services.db.selectFrom('mails').select('body').where('to_address', '=', c.email).executeTakeFirstOrThrow();
    expect(mail.body).toContain('Deliver to: Ravi Biradar, Plot 9, KIADB Road, Naubad, Bidar, Karnataka 585401');
    expect(mail.body).not.toContain('Old Latur Address');
    const orderPage = (await get(`/orders/${orderId}`, c.token)).body;
    expect(orderPage).toContain('Ravi Biradar');
    expect(orderPage).not.toContain('Old Latur Address');
  });

  it('counts packs alike in the cart and at checkout, and says so', async () => {
    const c = await quickCustomer(t.services.db, 'Counter');
    const a = await makeProduct(t.services.db, { pricePaise: 10_000, stock: 10 });
    const b = await makeProduct(t.services.db, { pricePaise: 20_000, stock: 10 });
    await putInCart(t.services.db, c.id, a.id, 2);
    await putInCart(t.services.db, c.id, b.id, 1);
    await makeAddress(t.services.db, c.id, 'Counter Home', LATUR);
    /** What the price box says it counts: "(3 packs)" (the cart's beside its title, the checkout's beside Total Product Price). */
    const count = (html: string, from: string, to: string) => {
      const part = html.slice(html.indexOf(from));
      return /\((\d+ [a-z]+)\)/.exec(part.slice(0, part.indexOf(to)).replace(/<[^>]+>/g, ''))?.[1];
    };
    const cartPage = (await get('/cart', c.token)).body;
    const checkout = (await get('/checkout', c.token)).body;
    expect(count(cartPage, 'id="price-details-title"', '</h2>')).toBe('3 packs');
    expect(count(checkout, 'id="checkout-total-title"', '</dt>')).toBe('3 packs');
    expect(paise(cartPage, 'order-total')).toBe(paise(checkout, 'order-total'));
  });

  it('says a cancelled Cash on Delivery order has nothing to pay, and a cancelled paid one that its refund is on its way', async () => {
    const c = await quickCustomer(t.services.db, 'Canceller');
    const p = await makeProduct(t.services.db, { pricePaise: 25_000, stock: 10 });
    const address = await makeAddress(t.services.db, c.id, 'Canceller Home', LATUR);
    const place = async (paymentMethod: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { authorization: c.token },
        payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod, address },
      });
      return res.json().order._id as string;
    };
    const cod = await place('COD');
    await post(`/orders/${cod}`, c.token, { intent: 'delete' });
    const codPage = (await get(`/orders/${cod}`, c.token)).body.replace(/<!-- -->/g, '');
    expect(codPage).toContain('Cancelled');
    expect(codPage).not.toContain('pay on delivery');
    expect(codPage).toContain('Cash on Delivery · <span class="pay-state pay-state-nothing-to-pay">nothing to pay</span>');

    // Paid online, then cancelled while the provider refuses the refund: it is queued.
    const upi = await place('UPI');
    const paid = await post(`/orders/${upi}/pay`, c.token, { intent: 'pay' });
    expect(paid.headers.location).toBe(`/orders/${upi}`);
    const refund = vi.spyOn(t.services.payments, 'refund').mockRejectedValue(new Error('provider down'));
    const cancelled = await post(`/orders/${upi}`, c.token, { intent: 'delete' });
    refund.mockRestore();
    expect(flashOf(cancelled)?.text).toContain('Your refund of ₹250 is on its way');
    const row = await t.services.db.selectFrom('payment_returns').select('status').where('order_id', '=', upi).executeTakeFirstOrThrow();
    expect(row.status).toBe('refund-queued');
    const upiPage = (await get(`/orders/${upi}?paid=1`, c.token)).body;
    expect(upiPage).not.toContain('Payment successful');
    expect(upiPage).toContain('refund on its way');
    const list = (await get('/my_orders', c.token)).body.replace(/<!-- -->/g, '');
    expect(list).not.toContain('pay on delivery');
    expect(list).not.toMatch(/UPI · <span class="pay-state pay-state-paid">paid/);
    expect(list).toContain('refund on its way');
    expect(list).toContain('nothing to pay');
  });

  it('charges one figure, to the paisa, from the cart to the invoice for every pack, tier, zone and payment method', async () => {
    const product = await makeProduct(t.services.db, { pricePaise: 13_735, stock: 1_000, title: 'Truth VAM' });
    const bigPack = newId();
    await t.services.db
      .insertInto('product_variants')
      .values({
        id: bigPack,
        product_id: product.id,
        sku: `T-${bigPack.slice(-6)}-5KG`,
        pack: '5 kg',
        net_amount: 5000,
        net_unit: 'g',
        price_paise: 61_250,
        mrp_paise: 65_000,
        stock: 1_000,
        position: 1,
        archived_at: null,
      })
      .execute();
    await t.services.db
      .insertInto('price_tiers')
      .values({ id: newId(), product_id: product.id, min_quantity: 10, percent_off: 5 })
      .execute();
    const sales = await staffToken(t, 'sales', `sales.${kind}@mitti.example`);
    const created = vi.spyOn(t.services.payments, 'createOrder');
    const packs = [
      { id: product.variantId, paise: 13_735 },
      { id: bigPack, paise: 61_250 },
    ];
    // Each customer also has an older address in another zone: the figures must follow the one chosen.
    const zones = [
      { place: LATUR, other: GUWAHATI, shipping: (_items: number) => 0, cod: true },
      { place: BIDAR, other: LATUR, shipping: (items: number) => (items >= 150_000 ? 0 : 6_000), cod: true },
      { place: GUWAHATI, other: LATUR, shipping: (items: number) => (items >= 500_000 ? 0 : 19_900), cod: false },
    ];
    let walked = 0;
    for (const pack of packs) {
      for (const quantity of [2, 12]) {
        for (const zone of zones) {
          for (const method of ['COD', 'UPI']) {
            const unit = quantity >= 10 ? Math.round((pack.paise * 95) / 100) : pack.paise;
            const items = unit * quantity;
            const expected = items + zone.shipping(items);
            const what = `${quantity} × ${pack.paise} to ${zone.place.city} by ${method}`;
            const c = await quickCustomer(t.services.db, 'Walker', { mobileVerified: true });
            await makeAddress(t.services.db, c.id, `Walker ${zone.other.city}`, zone.other);
            const address = await makeAddress(t.services.db, c.id, `Walker ${zone.place.city}`, zone.place);
            await t.services.db
              .insertInto('carts')
              .values({ id: newId(), user_id: c.id, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
              .execute();
            const cartId = (await t.services.db.selectFrom('carts').select('id').where('user_id', '=', c.id).executeTakeFirstOrThrow()).id;
            await t.services.db
              .insertInto('cart_items')
              .values({
                id: newId(),
                cart_id: cartId,
                product_id: product.id,
                variant_id: pack.id,
                quantity,
                created_at: new Date().toISOString(),
              })
              .execute();

            const chosen = await get(`/checkout?address=${address}&payment=${method}`, c.token);
            const checkout = chosen.body;
            expect([paise(checkout, 'order-total'), shownTotal(checkout)], `checkout: ${what}`).toEqual([expected, expected]);
            // Back in the cart, its price box is the checkout's.
            const cookies = { checkout_address: cookieOf(chosen, 'checkout_address')! };
            expect(paise((await get('/cart', c.token, cookies)).body, 'order-total'), `cart: ${what}`).toBe(expected);
            const fields = {
              intent: 'place',
              address,
              paymentMethod: method,
              shownTotal: String(shownTotal(checkout)),
              whatsapp: 'on',
              idempotencyKey: `walk-${newId()}`,
            };
            if (method === 'COD' && !zone.cod) {
              expect(codRadio(checkout), what).toContain('disabled');
              const refused = await post('/checkout', c.token, fields);
              expect(flashOf(refused)?.type, what).toBe('error');
              expect(await ordersOf(c.id), what).toEqual([]);
              walked += 1;
              continue;
            }
            const placed = await post('/checkout', c.token, fields);
            expect(placed.statusCode, what).toBe(303);
            const [row] = await ordersOf(c.id);
            expect([Number(row.total_paise), Number(row.shipping_paise)], `order row: ${what}`).toEqual([expected, expected - items]);
            expect(JSON.parse(row.address_snapshot).pincode, what).toBe(zone.place.pincode);
            const orderId = row.id;
            if (method === 'UPI') {
              expect(paise((await get(`/orders/${orderId}/pay`, c.token)).body, 'order-total'), `pay page: ${what}`).toBe(expected);
              const provider = await t.app.inject({
                method: 'POST',
                url: '/api/order/create-razorpay-order',
                headers: { authorization: c.token },
                payload: { orderId },
              });
              expect(provider.json().amount, `provider order: ${what}`).toBe(expected);
              expect(created.mock.calls.at(-1)?.[0].amountPaise, `provider order: ${what}`).toBe(expected);
              expect((await post(`/orders/${orderId}/pay`, c.token, { intent: 'pay' })).headers.location).toBe(`/orders/${orderId}`);
            } else {
              const as = (path: string, payload: object = {}) =>
                t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/${path}`, headers: { authorization: sales }, payload });
              expect((await as('confirm')).statusCode, what).toBe(200);
              expect((await as('ship', { carrier: 'India Post', trackingNumber: 'EE123456789IN' })).statusCode, what).toBe(200);
            }
            expect(paise((await get(`/orders/${orderId}`, c.token)).body, 'order-total'), `order page: ${what}`).toBe(expected);
            const mails = await t.services.db.selectFrom('mails').select('body').where('to_address', '=', c.email).execute();
            expect(mails.length, what).toBeGreaterThan(0);
            for (const m of mails) expect(m.body, `mail: ${what}`).toContain(`Order total: ${formatInr(expected)}`);
            const texts = await t.services.db.selectFrom('whatsapp_messages').select('body').where('user_id', '=', c.id).execute();
            expect(texts.length, what).toBeGreaterThan(0);
            expect(
              texts.some((m) => m.body.includes(formatInr(expected))),
              `WhatsApp: ${what}`,
            ).toBe(true);
            const order = (await getOrder(t.services.db, c.id, orderId))!;
            const invoice = invoiceDocument(
              order,
              order.documents.find((d) => d.kind === 'invoice')!,
            );
            expect(invoice.totals.totalPaise, `invoice: ${what}`).toBe(expected);
            const api = (await t.app.inject({ url: `/api/order/get/${orderId}`, headers: { authorization: c.token } })).json().order;
            expect([Math.round(api.total * 100), Math.round(api.invoice.total * 100)], `API: ${what}`).toEqual([expected, expected]);
            walked += 1;
          }
        }
      }
    }
    created.mockRestore();
    expect(walked).toBe(24);
  });
});
