import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { addStaff } from '../../domain/staff/staff';
import { currentTotp, newTotpSecret } from '../../domain/staff/totp';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer, stockOf } from './orders-helpers';

// The back office's order journey through its API: a customer orders with
// Cash on Delivery; sales confirms, ships with a tracking number and marks it
// delivered; the customer sees each step and is e-mailed; the owner reads the audit log.

describe.each(databases)('back office orders on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ['owner', 'sales', 'catalogue']) tokens[role] = await staffToken(t, role);
  });
  afterAll(() => t.close());

  const as = (role: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: tokens[role] } });

  async function codOrder() {
    const buyer = await quickCustomer(t.services.db, 'Farmer');
    const product = await makeProduct(t.services.db, { pricePaise: 52_000, stock: 10 });
    const address = await makeAddress(t.services.db, buyer.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: { products: [{ productId: product.id, quantity: 2 }], paymentMethod: 'COD', address },
    });
    expect(res.statusCode).toBe(201);
    return { buyer, product, order: res.json().order as { _id: string } };
  }
  const customerView = async (buyer: { token: string }, id: string) => {
    const list = await t.app.inject({ url: '/api/order/get/user', headers: { authorization: buyer.token } });
    return (
      list.json() as {
        _id: string;
        status: string;
        paymentStatus: string;
        carrier: string | null;
        trackingNumber: string | null;
        trackingUrl: string | null;
      }[]
    ).find((o) => o._id === id)!;
  };

  it('confirms, ships and delivers a Cash on Delivery order; the customer sees each step and gets the e-mails', async () => {
    const { buyer, order } = await codOrder();
    const listed = await as('sales', 'GET', '/api/admin/orders?status=Pending');
    expect(listed.json().map((o: { id: string }) => o.id)).toContain(order._id);

    expect((await as('sales', 'POST', `/api/admin/orders/${order._id}/confirm`)).json().order.status).toBe('Confirmed');
    const refused = await as('sales', 'POST', `/api/admin/orders/${order._id}/ship`, { carrier: 'Delhivery', trackingNumber: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: MSG.trackingRequired, field: 'trackingNumber' });

    const shipped = await as('sales', 'POST', `/api/admin/orders/${order._id}/ship`, {
      carrier: 'Delhivery',
      trackingNumber: 'DLV123456789',
    });
    expect(shipped.statusCode).toBe(200);
    expect(await customerView(buyer, order._id)).toMatchObject({
      status: 'Shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
    });
    const mails = await t.services.db.selectFrom('mails').select(['subject', 'body']).where('to_address', '=', buyer.email).execute();
    const shipMail = mails.find((m) => m.subject.endsWith('has shipped'));
    expect(shipMail?.body).toContain('DLV123456789');

    // Cancelling a shipped order is not a step the table allows.
    expect((await as('sales', 'POST', `/api/admin/orders/${order._id}/cancel`)).statusCode).toBe(409);

    await as('sales', 'POST', `/api/admin/orders/${order._id}/deliver`);
    expect(await customerView(buyer, order._id)).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid' });
    const subjects = (await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', buyer.email).execute()).map(
      (m) => m.subject,
    );
    expect(subjects.some((s) => s.endsWith('delivered'))).toBe(true);

    const audit = (await as('owner', 'GET', '/api/admin/audit')).json() as {
      action: string;
      entityId: string;
      staff: string;
      before: { status: string };
      after: { status: string };
    }[];
    const mine = audit.filter((a) => a.entityId === order._id).map((a) => [a.action, a.before.status, a.after.status, a.staff]);
    expect(mine).toEqual([
      ['order.deliver', 'Shipped', 'Delivered', 'sales@mitti.example'],
      ['order.ship', 'Confirmed', 'Shipped', 'sales@mitti.example'],
      ['order.confirm', 'Pending', 'Confirmed', 'sales@mitti.example'],
    ]);
  });

  it('cancels an order for the customer: stock comes back and the customer is told', async () => {
    const { buyer, product, order } = await codOrder();
    expect(await stockOf(t.services.db, product.id)).toBe(8);
    const res = await as('owner', 'POST', `/api/admin/orders/${order._id}/cancel`);
    expect(res.json().order.status).toBe('Cancelled');
    expect(await stockOf(t.services.db, product.id)).toBe(10);
    const subjects = (await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', buyer.email).execute()).map(
      (m) => m.subject,
    );
    expect(subjects.some((s) => s.endsWith('cancelled'))).toBe(true);
  });

  it('refuses what a role may not do, a customer token and no token', async () => {
    const { buyer, order } = await codOrder();
    expect((await as('catalogue', 'POST', `/api/admin/orders/${order._id}/confirm`)).statusCode).toBe(403);
    expect((await as('sales', 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const customer = await t.app.inject({ url: '/api/admin/orders', headers: { authorization: buyer.token } });
    expect(customer.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401);
    // A staff token is no customer session either.
    expect((await t.app.inject({ url: '/api/order/get/user', headers: { authorization: tokens.sales } })).statusCode).toBe(401);
  });

  it('asks for the authenticator code once two-step sign-in is on', async () => {
    const { secret } = newTotpSecret('hr@mitti.example');
    await addStaff(t.services.db, { email: 'hr@mitti.example', role: 'hr', password: 'long-staff-password' });
    await t.services.db.updateTable('staff').set({ totp_secret: secret }).where('email_lower', '=', 'hr@mitti.example').execute();
    const login = (totp?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'hr@mitti.example', password: 'long-staff-password', ...(totp ? { totp } : {}) },
      });
    const without = await login();
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe(MSG.totpRequired);
    expect((await login('000000')).json().message).toBe(MSG.totpInvalid);
    const ok = await login(currentTotp(secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff).toMatchObject({ role: 'hr', totp: true });
  });

  it('prints packing slips for the ticked orders, one page each', async () => {
    const first = await codOrder();
    const second = await codOrder();
    const res = await as('sales', 'GET', `/api/admin/orders/packing-slips?ids=${first.order._id}&ids=${second.order._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="packing-slips-/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2);
    const none = await as('sales', 'GET', '/api/admin/orders/packing-slips');
    expect(none.json()).toMatchObject({ message: MSG.pickOrders });
  });

  it('ships many confirmed orders from a manifest, and leaves the lines that cannot ship', async () => {
    const a = await codOrder();
    const b = await codOrder();
    for (const o of [a, b]) await as('sales', 'POST', `/api/admin/orders/${o.order._id}/confirm`);
    const ref = (id: string) => id.slice(-8).toUpperCase();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/orders/ship',
      payload: new URLSearchParams({
        carrier: 'Blue Dart',
        manifest: `${ref(a.order._id)} BD1001\nFFFFFFFF BD1002\n${ref(b.order._id)} BD1003`,
      }).toString(),
      headers: {
        authorization: tokens.sales,
        accept: 'application/json',
        origin: t.services.config.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.json().toast.text).toBe(MSG.shippedSome(2, 1));
    expect(res.json().errors.manifest).toContain(MSG.manifestOrderUnknown('FFFFFFFF'));
    const shipped = (await as('sales', 'GET', '/api/admin/orders?status=Shipped')).json() as { id: string }[];
    expect(shipped.map((o) => o.id)).toEqual(expect.arrayContaining([a.order._id, b.order._id]));
  });
});
