import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_BUSINESS_DAYS } from '../../domain/constants';
import { addBusinessDays } from '../../domain/delivery/dates';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Delivery by PIN code: where the shop delivers, by when, with Cash on
// Delivery or not, at what charge; orders are charged the same.

describe.each(databases)('delivery by PIN code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const ask = (pin: string, amount?: number) =>
    t.app.inject(`/api/serviceability/${pin}${amount === undefined ? '' : `?amount=${amount}`}`);

  it('answers each zone: home state free with COD, further states charged until free, the North-East without COD', async () => {
    const pune = (await ask('411005')).json();
    expect(pune).toMatchObject({
      pin: '411005',
      serviceable: true,
      cod: true,
      etaDays: 2,
      shipping: 0,
      state: 'Maharashtra',
      codLimit: 10000,
    });
    expect(pune.district).toBeTruthy();
    expect(pune.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect((await ask('500001')).json()).toMatchObject({
      serviceable: true,
      cod: true,
      etaDays: 4,
      shipping: 60,
      freeAbove: 1500,
      state: 'Telangana',
    });
    expect((await ask('500001', 1500)).json().shipping).toBe(0);
    expect((await ask('110001', 800)).json()).toMatchObject({ serviceable: true, etaDays: 6, shipping: 99 });
    expect((await ask('781001')).json()).toMatchObject({ serviceable: true, cod: false, etaDays: 9, shipping: 199, state: 'Assam' });
    expect((await ask('411005', 12000)).json().cod).toBe(false);
  });

  it('says a PIN that does not exist is not served, and a malformed one is a 400', async () => {
    expect((await ask('999999')).json()).toMatchObject({ pin: '999999', serviceable: false, cod: false, deliveryBy: null });
    const bad = await ask('12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.pinInvalid);
  });

  it('charges an order the zone’s shipping, refuses COD where it is not offered and an address the shop cannot reach', async () => {
    const buyer = await quickCustomer(t.services.db);
    const p = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 50 });
    const place = (address: string, paymentMethod = 'COD') =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { authorization: buyer.token },
        payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod, address },
      });
    const delhi = await makeAddress(t.services.db, buyer.id, 'Delhi office', { pincode: '110001', city: 'New Delhi', state: 'Delhi' });
    const order = (await place(delhi)).json().order;
    expect([order.total, order.shipping]).toEqual([549, 99]);
    // Expected by: dispatch days, then the zone's days on the road (6 to Delhi).
    const by = (days: number) =>
      addBusinessDays(new Date(order.createdAt), SHIPPING_BUSINESS_DAYS + days)
        .toISOString()
        .slice(0, 10);
    expect(order.deliveryDate).toBe(by(6));

    const guwahati = await makeAddress(t.services.db, buyer.id, 'Guwahati', { pincode: '781001', city: 'Guwahati', state: 'Assam' });
    const cod = await place(guwahati);
    expect(cod.statusCode).toBe(400);
    expect(cod.json().message).toBe(MSG.codNotOffered);
    const assam = (await place(guwahati, 'UPI')).json().order;
    expect(assam).toMatchObject({ total: 649, shipping: 199, paymentStatus: 'Unpaid', deliveryDate: by(9) });

    const nowhere = await makeAddress(t.services.db, buyer.id, 'Nowhere', { pincode: '999999', city: 'X', state: 'Y' });
    const refused = await place(nowhere, 'UPI');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.pinNotServiceable('999999'));
  });

  it('lets the catalogue team change a zone’s terms, which the next check and order follow, and refuses bad ones', async () => {
    const catalogue = await staffToken(t, 'catalogue');
    const zones = (await t.app.inject({ url: '/api/admin/delivery-zones', headers: { authorization: catalogue } })).json();
    const rest = zones.find((z: { states: string[] }) => z.states.includes('*'));
    expect(rest).toMatchObject({ etaDays: 6, shipping: 99, cod: true });

    const saved = await postForm(
      t,
      '/admin/delivery',
      { id: rest._id, etaDays: '5', shipping: '79', freeAbove: '2,000', codLimit: '5000', cod: '' },
      catalogue,
    );
    expect(saved.json()).toMatchObject({ ok: true, toast: { text: MSG.zoneSaved } });
    expect((await ask('110001', 1000)).json()).toMatchObject({ etaDays: 5, shipping: 79, cod: false, freeAbove: 2000 });
    expect((await ask('110001', 2000)).json().shipping).toBe(0);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/delivery-zones/${rest._id}`,
      headers: { authorization: catalogue },
      payload: { etaDays: 'soon', shipping: '79', freeAbove: '0', codLimit: '0', cod: '0' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.zoneEtaInvalid);
    const sales = await staffToken(t, 'sales');
    expect((await t.app.inject({ url: '/api/admin/delivery-zones', headers: { authorization: sales } })).statusCode).toBe(403);
    const audit = await t.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'delivery_zone').execute();
    expect(audit.map((a) => a.action)).toEqual(['zone.update']);
  });
});
