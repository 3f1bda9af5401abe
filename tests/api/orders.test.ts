import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer, stockOf } from './orders-helpers';

type Customer = { id: string; token: string; email: string };

describe.each(databases)('orders on %s', (kind) => {
  let t: TestApp;
  let asha: Customer;
  let ravi: Customer;
  let ashaAddress: string;
  let raviAddress: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    asha = await signUpAndLogin(t.app, 'Asha');
    ravi = await signUpAndLogin(t.app, 'Ravi');
    ashaAddress = await makeAddress(t.services.db, asha.id, 'Asha Patil');
    raviAddress = await makeAddress(t.services.db, ravi.id, 'Ravi Kumar');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, who: Customer | null, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? { authorization: who.token } : {}), ...headers } });
  const place = (who: Customer, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call('POST', '/api/order/place', who, payload, headers);

  it('places an order from database prices, for the session user, and ignores tampered fields', async () => {
    const vam = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 20 });
    const psb = await makeProduct(t.services.db, { pricePaise: 12_550, stock: 5, title: 'PSB Liquid' });
    await putInCart(t.services.db, asha.id, vam.id, 2);
    await putInCart(t.services.db, asha.id, psb.id, 1);
    const keep = await makeProduct(t.services.db, { pricePaise: 9_900 });
    await putInCart(t.services.db, asha.id, keep.id, 1);

    const res = await place(asha, {
      userId: ravi.id,
      products: [
        { productId: vam.id, quantity: 2, price: 1, status: 'Delivered' },
        { productId: psb.id, quantity: 3, price: 0.01, status: 'Paid' },
      ],
      paymentMethod: 'UPI',
      address: ashaAddress,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: true, msg: MSG.orderPlaced, order: { _id: expect.any(String), userId: asha.id } });
    expect(body.order.total).toBe(900 + 376.5);
    expect(body.order).toMatchObject({ status: 'Pending', paymentStatus: 'Unpaid', paymentMethod: 'UPI' });
    expect(body.order.address).toMatchObject({ _id: ashaAddress, name: 'Asha Patil', pincode: '411005' });
    expect(body.order.products).toEqual(
      expect.arrayContaining([
        {
          productId: {
            _id: vam.id,
            title: vam.title,
            description: expect.any(String),
            images: [{ name: 'Product_Main_Image', url: 'http://localhost:3000/products/test.svg' }],
          },
          variant: vam.variantId,
          pack: '1 kg',
          hsn: '3101',
          gstRate: 5,
          batches: [],
          quantity: 2,
          price: 450,
          discount: 0,
          status: 'Pending',
        },
        expect.objectContaining({ quantity: 3, price: 125.5, status: 'Pending' }),
      ]),
    );
    expect(await stockOf(t.services.db, vam.id)).toBe(18);
    expect(await stockOf(t.services.db, psb.id)).toBe(2);
    const movements = await t.services.db.selectFrom('stock_movements').selectAll().where('order_id', '=', body.order._id).execute();
    expect(movements.map((m) => Number(m.delta)).sort((a, b) => a - b)).toEqual([-3, -2]);

    // The ordered products left the cart; the other line stayed.
    const cart = await t.services.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.product_id')
      .where('carts.user_id', '=', asha.id)
      .execute();
    expect(cart.map((c) => c.product_id)).toEqual([keep.id]);
    // Ravi (whose id was sent) has no order.
    expect((await call('GET', '/api/order/get/user', ravi)).json()).toEqual([]);
  });

  it('lists the customer’s orders in the shape of the issue, with or without a trailing slash', async () => {
    const res = await call('GET', '/api/order/get/user', asha);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        createdAt: expect.any(String),
        deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        paymentMethod: 'UPI',
        paymentStatus: 'Unpaid',
        status: 'Pending',
        total: expect.any(Number),
        address: expect.objectContaining({ city: 'Pune' }),
        products: expect.any(Array),
      }),
    );
    expect((await call('GET', '/api/order/get/user/', asha)).json()).toEqual(list);
    expect((await call('GET', '/api/order/get/user', null)).statusCode).toBe(401);
  });

  it('uses the chosen address, which must be the caller’s', async () => {
    const p = await makeProduct(t.services.db);
    const second = await makeAddress(t.services.db, asha.id, 'Asha Office');
    const chosen = await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address: second });
    expect(chosen.json().order.address.name).toBe('Asha Office');

    const foreign = await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address: raviAddress });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: MSG.orderAddressNotFound });
    expect(await stockOf(t.services.db, p.id)).toBe(19);

    const none = await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.orderChooseAddress);

    const newcomer = await quickCustomer(t.services.db, 'Neha');
    const noAddress = await place(newcomer, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(MSG.addAddress);
  });

  it('refuses bad input with a 4xx and a message, and changes nothing', async () => {
    const p = await makeProduct(t.services.db, { stock: 3 });
    const base = { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'Card', address: ashaAddress };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ paymentMethod: 'Bitcoin' }, 400, MSG.orderPaymentMethod],
      [{ paymentMethod: undefined }, 400, MSG.orderPaymentMethod],
      [{ products: [] }, 400, MSG.orderNoItems],
      [{ products: [{ productId: p.id, quantity: 0 }] }, 400, 'Quantity must be a whole number from 1 to 100.'],
      [{ products: [{ productId: p.id, quantity: 1.5 }] }, 400, 'Quantity must be a whole number from 1 to 100.'],
      [{ products: [{ productId: p.id, quantity: -4 }] }, 400, 'Quantity must be a whole number from 1 to 100.'],
      [{ products: [{ productId: 'ffffffffffffffffffffffff', quantity: 1 }] }, 404, MSG.orderProductGone],
      [{ products: [{ productId: p.id, quantity: 4 }] }, 409, MSG.orderOutOfStock(`${p.title} (1 kg)`, 3)],
      [{ products: 'everything' }, 400, 'products is missing or not valid.'],
    ];
    for (const [change, status, message] of cases) {
      const res = await place(asha, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: asha.token, 'content-type': 'application/json' },
      payload: '{"products":',
    });
    expect(bad.statusCode).toBe(400);
    expect(await stockOf(t.services.db, p.id)).toBe(3);
    expect((await call('POST', '/api/order/place', null, base)).statusCode).toBe(401);
  });

  it('never makes two orders from one idempotency key, even when the requests race', async () => {
    const p = await makeProduct(t.services.db, { stock: 10 });
    const payload = { products: [{ productId: p.id, quantity: 2 }], paymentMethod: 'COD', address: ashaAddress };
    const key = { 'idempotency-key': `order-${p.id}` };
    const first = await place(asha, payload, key);
    const again = await place(asha, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order._id).toBe(first.json().order._id);
    expect(await stockOf(t.services.db, p.id)).toBe(8);

    const raceKey = { 'idempotency-key': `race-${p.id}` };
    const raced = await Promise.all(Array.from({ length: 8 }, () => place(asha, payload, raceKey)));
    expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(raced.map((r) => r.json().order._id)).size).toBe(1);
    expect(await stockOf(t.services.db, p.id)).toBe(6);

    // The same key from another customer is their own key.
    const other = await place(ravi, { ...payload, address: raviAddress }, key);
    expect(other.statusCode).toBe(201);
    expect(other.json().order._id).not.toBe(first.json().order._id);

    // The same key with another request is a client bug, not a retry: 422, and nothing changes.
    const reused = await place(asha, { ...payload, products: [{ productId: p.id, quantity: 5 }] }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ status: false, message: MSG.orderIdempotencyReused });
    expect(await stockOf(t.services.db, p.id)).toBe(4);
    // Key order inside the body does not matter: it is the same request.
    const reordered = await place(asha, { address: ashaAddress, paymentMethod: 'COD', products: [{ quantity: 2, productId: p.id }] }, key);
    expect(reordered.statusCode).toBe(200);

    const malformed = await place(asha, payload, { 'idempotency-key': 'x'.repeat(101) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.orderIdempotencyKey);
  });

  it('sells exactly 10 when 50 customers race for 10 in stock', async () => {
    const p = await makeProduct(t.services.db, { stock: 10, pricePaise: 30_000 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const c = await quickCustomer(t.services.db, `Buyer${i}`);
        return { c, address: await makeAddress(t.services.db, c.id) };
      }),
    );
    const results = await Promise.all(
      buyers.map(({ c, address }) => place(c, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'UPI', address })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBe(10);
    expect(statuses.filter((s) => s === 409).length).toBe(40);
    expect(await stockOf(t.services.db, p.id)).toBe(0);
    const sold = await t.services.db.selectFrom('order_lines').select('quantity').where('product_id', '=', p.id).execute();
    expect(sold.reduce((n, l) => n + Number(l.quantity), 0)).toBe(10);
    const out = results.find((r) => r.statusCode === 409)!.json();
    expect(out.message).toBe(MSG.orderOutOfStock(`${p.title} (1 kg)`, 0));
  }, 60_000);

  it('gives another customer 404 on every order route that takes an id', async () => {
    const p = await makeProduct(t.services.db);
    const mine = (await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'Card', address: ashaAddress })).json()
      .order._id;
    const probes: [string, string, unknown][] = [
      ['GET', `/api/order/get/${mine}`, undefined],
      ['POST', `/api/order/cancel/${mine}`, {}],
      ['POST', '/api/order/create-razorpay-order', { orderId: mine }],
    ];
    for (const [method, url, payload] of probes) {
      const res = await call(method as 'GET' | 'POST', url, ravi, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: false, message: MSG.orderNotFound });
    }
    expect((await call('GET', '/api/order/get/ffffffffffffffffffffffff', asha)).statusCode).toBe(404);
    // Asha still sees and may cancel hers.
    expect((await call('GET', `/api/order/get/${mine}`, asha)).json().order.status).toBe('Pending');
  });

  it('cancels within 48 hours before shipping, returns the stock, and only along the status table', async () => {
    const p = await makeProduct(t.services.db, { stock: 5 });
    const placed = (await place(asha, { products: [{ productId: p.id, quantity: 2 }], paymentMethod: 'COD', address: ashaAddress })).json()
      .order;
    expect(placed.canCancel).toBe(true);
    expect(await stockOf(t.services.db, p.id)).toBe(3);
    const cancelled = await call('POST', `/api/order/cancel/${placed._id}`, asha, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: true,
      msg: MSG.orderCancelled,
      order: { status: 'Cancelled', canCancel: false, deliveryDate: null },
    });
    expect(cancelled.json().order.products[0].status).toBe('Cancelled');
    expect(await stockOf(t.services.db, p.id)).toBe(5);
    const twice = await call('POST', `/api/order/cancel/${placed._id}`, asha, {});
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(t.services.db, p.id)).toBe(5);

    const late = (await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address: ashaAddress })).json()
      .order;
    const old = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await t.services.db.updateTable('orders').set({ created_at: old }).where('id', '=', late._id).execute();
    const tooLate = await call('POST', `/api/order/cancel/${late._id}`, asha, {});
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(MSG.orderCancelWindow);

    const shipped = (await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address: ashaAddress })).json()
      .order;
    await t.services.db.updateTable('orders').set({ status: 'Shipped', state: 'shipped' }).where('id', '=', shipped._id).execute();
    expect((await call('POST', `/api/order/cancel/${shipped._id}`, asha, {})).statusCode).toBe(409);
    expect(await stockOf(t.services.db, p.id)).toBe(3);
  });

  it('places Cash on Delivery unpaid with its own payment status and mails a confirmation', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 123_400 });
    const res = await place(asha, { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address: ashaAddress });
    expect(res.json().order).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'Cash on Delivery', status: 'Pending', total: 1234 });
    const mails = await t.services.db.selectFrom('mails').selectAll().where('to_address', '=', asha.email).execute();
    const mail = mails.find((m) => m.body.includes(p.title));
    expect(mail?.subject).toMatch(/^Order [0-9A-F]{8} confirmed$/);
    expect(mail?.body).toContain('₹1,234');
    expect(mail?.body).toContain('Cash on Delivery');
  });
});
