import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_STAFF_MSG } from '../../domain/promotions/editing';
import { PROMO_MSG } from '../../domain/promotions/messages';
import { formatInr } from '../../domain/money';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';

// The sales team (and the owner) run promotions at /admin/promotions: create a
// coupon and a season sale, change, pause and resume them, every change in the
// audit log; they see each one's orders, discount given and order value; the
// title a customer reads is translated like any content. Other roles may not.

describe.each(databases)('promotions in the back office on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let owner: string;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    owner = await staffToken(t, 'owner');
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  /** A form posted as an island posts it (JSON answer), repeated fields as repeated pairs. */
  const post = (url: string, token: string, fields: [string, string][]) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        authorization: token,
        accept: 'application/json',
        origin: t.services.config.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
  const page = (url: string, token: string) => t.app.inject({ url, headers: { accept: 'text/html', authorization: token } });
  const coupon = (overrides: Record<string, string> = {}): [string, string][] =>
    Object.entries({
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
      ...overrides,
    });
  const auditOf = (id: string) =>
    t.services.db
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('entity_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute();
  const applyAs = (token: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/cart/coupon', headers: { authorization: token }, payload: { code } });

  it('lets sales create, change, pause and resume a coupon, audited, and customers get it or are told why not', async () => {
    // Mistakes come back with their field's message; nothing is saved.
    const bad = await post('/admin/promotions/new', sales, coupon({ code: 'x!', percent: '0' }));
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { code: PROMO_STAFF_MSG.code }]);
    const noPercent = await post('/admin/promotions/new', sales, coupon({ percent: '0' }));
    expect(noPercent.json().errors).toEqual({ percent: PROMO_STAFF_MSG.percent });
    const backwards = await post('/admin/promotions/new', sales, coupon({ startsOn: '2026-06-10', endsOn: '2026-06-01' }));
    expect(backwards.json().errors).toEqual({ endsOn: PROMO_STAFF_MSG.dates });
    expect(await t.services.db.selectFrom('promotions').select('id').execute()).toEqual([]);

    const made = await post('/admin/promotions/new', sales, coupon());
    expect(made.json()).toMatchObject({ ok: true, toast: { text: PROMO_STAFF_MSG.saved } });
    const id = (made.json().redirect as string).split('/').pop()!;
    const row = await t.services.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'coupon', code: 'KHARIF10', percent_off: 10, min_order_paise: 50_000, per_customer_limit: 1 });
    expect((await post('/admin/promotions/new', owner, coupon({ title: 'Again' }))).json().errors).toEqual({
      code: PROMO_STAFF_MSG.codeTaken,
    });

    const c = await quickCustomer(t.services.db, 'Farmer');
    const p = await makeProduct(t.services.db, { pricePaise: 60_000 });
    await putInCart(t.services.db, c.id, p.id, 1);
    expect((await applyAs(c.token, 'Kharif10')).json().message).toBe(PROMO_MSG.applied('KHARIF10', formatInr(6_000)));

    // Changed to 15%: the customer's cart follows at once.
    await post(`/admin/promotions/${id}`, sales, coupon({ percent: '15' }));
    const cart = () => t.app.inject({ url: '/api/get/card', headers: { authorization: c.token } }).then((r) => r.json());
    expect((await cart()).discount).toBe(90);

    // Paused from the list: the code takes nothing off, and the cart says why; resumed, it does again.
    const paused = await post('/admin/promotions', sales, [
      ['intent', 'pause'],
      ['id', id],
    ]);
    expect(paused.json().toast.text).toBe(PROMO_STAFF_MSG.paused);
    expect((await cart()).coupons).toEqual([{ code: 'KHARIF10', applied: false, discount: 0, message: PROMO_MSG.paused('KHARIF10') }]);
    const list = (await page('/admin/promotions', sales)).body;
    expect(list).toContain('Paused');
    await post(`/admin/promotions/${id}`, owner, [['intent', 'resume']]);
    expect((await cart()).discount).toBe(90);

    expect(await auditOf(id)).toEqual([
      { action: 'promotion.create', staff_email: 'sales@mitti.example' },
      { action: 'promotion.update', staff_email: 'sales@mitti.example' },
      { action: 'promotion.pause', staff_email: 'sales@mitti.example' },
      { action: 'promotion.resume', staff_email: 'owner@mitti.example' },
    ]);

    // Placed: the list and the promotion's page count the order, the discount given and the order's value.
    const address = await makeAddress(t.services.db, c.id);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: { paymentMethod: 'COD', address },
    });
    expect(order.json().order).toMatchObject({ total: 510, discount: 90 });
    const after = (await page('/admin/promotions', sales)).body;
    const rowOf = after.slice(after.indexOf(`id="promotion-${id}"`));
    expect(rowOf).toMatch(/data-testid="promotion-orders">1</);
    expect(rowOf).toContain('data-testid="promotion-discount" data-paise="9000"');
    expect(rowOf).toContain('data-testid="promotion-value" data-paise="51000"');
    expect((await page(`/admin/promotions/${id}`, sales)).body).toContain('1 order by 1 customer · ₹90 discount given · ₹510 order value');
  });

  it('creates a season sale on categories that customers read in their language', async () => {
    const category = (await t.services.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const made = await post('/admin/promotions/new', owner, [
      ['intent', 'save'],
      ['kind', 'sale'],
      ['title', 'Monsoon sale'],
      ['percent', '20'],
      ['startsOn', ''],
      ['endsOn', ''],
      ['categories', category],
      ['packs', '1 kg'],
    ]);
    const id = (made.json().redirect as string).split('/').pop()!;
    const row = await t.services.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.kind, row.code, row.percent_off, JSON.parse(row.category_ids), JSON.parse(row.packs)]).toEqual([
      'sale',
      null,
      20,
      [category],
      ['1 kg'],
    ]);
    // Its title in Hindi, saved by sales in the translation editor, shows on the Hindi cart.
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/translations/promotion/${id}`,
      headers: { authorization: sales },
      payload: { lang: 'hi', texts: { title: 'मानसून सेल' } },
    });
    expect(saved.statusCode).toBe(200);
    const c = await quickCustomer(t.services.db, 'Monsoon');
    const p = await makeProduct(t.services.db, { pricePaise: 50_000 });
    await putInCart(t.services.db, c.id, p.id, 1);
    const hindi = (await t.app.inject({ url: '/hi/cart', headers: { accept: 'text/html', authorization: c.token } })).body;
    expect(hindi).toContain('मानसून सेल');
    expect(hindi).toContain('data-testid="discount" data-paise="10000"');
    const english = (await t.app.inject({ url: '/cart', headers: { accept: 'text/html', authorization: c.token } })).body;
    expect(english).toContain('Monsoon sale');
  });

  it('keeps promotions to the owner and sales', async () => {
    expect((await page('/admin/promotions', catalogue)).statusCode).toBe(403);
    expect((await page('/admin/promotions/new', catalogue)).statusCode).toBe(403);
    expect((await post('/admin/promotions/new', catalogue, coupon({ code: 'SNEAKY' }))).statusCode).toBe(403);
    expect(await t.services.db.selectFrom('promotions').select('id').where('code', '=', 'SNEAKY').execute()).toEqual([]);
    const menu = (await page('/admin', sales)).body;
    expect(menu).toContain('href="/admin/promotions"');
    expect((await page('/admin', catalogue)).body).not.toContain('href="/admin/promotions"');
    expect((await page('/admin/promotions/ffffffffffffffffffffffff', owner)).statusCode).toBe(404);
  });
});
