import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart } from '../../domain/cart/cart';
import { formatInr } from '../../domain/money';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, putInCart, quickCustomer } from './orders-helpers';

// Price lists as staff keep them and buyers see them: a CSV refused whole with
// each line's reason, then taken; a schedule; a dealer's own price on the
// product page, the listing and the API (never kept in the shared cache, while
// a farmer's token is still answered from it), and the cart charging it.

const HOUR = 3_600_000;
const india = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);

describe.each(databases)('price lists on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  let sales: string;
  let groupId: string;
  let listId: string;
  let dealer: Awaited<ReturnType<typeof quickCustomer>>;
  let companyId: string;
  let p: Awaited<ReturnType<typeof makeProduct>>;
  let q: Awaited<ReturnType<typeof makeProduct>>;
  let r: Awaited<ReturnType<typeof makeProduct>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.services.db;
    [catalogue, sales] = [await staffToken(t, 'catalogue'), await staffToken(t, 'sales')];
    p = await makeProduct(db, { pricePaise: 50_000, stock: 100 });
    q = await makeProduct(db, { pricePaise: 30_000, stock: 100 });
    r = await makeProduct(db, { pricePaise: 20_000, stock: 100 });
    expect((await postForm(t, '/admin/price-lists', { intent: 'group', name: 'Dealers' }, catalogue)).statusCode).toBe(200);
    groupId = (await db.selectFrom('customer_groups').select('id').where('name', '=', 'Dealers').executeTakeFirstOrThrow()).id;
    const list = await postForm(t, '/admin/price-lists', { intent: 'list', name: 'Dealer prices 2026', groupId }, catalogue);
    expect(list.statusCode, list.body).toBe(200);
    listId = list.json().redirect.split('/').pop();
    dealer = await quickCustomer(db, 'Dealer');
    const made = await postForm(
      t,
      '/admin/companies/new',
      {
        legalName: 'Shivam Agro Agencies',
        groupId,
        sameAddress: '1',
        billingName: 'Shivam Agro',
        billingAddress: 'Main Road',
        billingCity: 'Pune',
        billingState: 'Maharashtra',
        billingPincode: '411001',
        billingMobile: '9822000000',
        who1: dealer.email,
        role1: 'admin',
      },
      sales,
    );
    expect(made.statusCode, made.body).toBe(200);
    companyId = made.json().redirect.split('/').pop();
  });
  afterAll(() => t.close());

  const skuOf = async (variantId: string) =>
    (await t.services.db.selectFrom('product_variants').select('sku').where('id', '=', variantId).executeTakeFirstOrThrow()).sku;
  const importCsv = (csv: string) => postForm(t, `/admin/price-lists/${listId}`, { intent: 'import', csv }, catalogue);
  const items = () =>
    t.services.db.selectFrom('price_list_items').select(['variant_id', 'price_paise']).where('price_list_id', '=', listId).execute();

  it('refuses a CSV whole, with every bad line and its reason, then takes a good one; exports it back', async () => {
    const [a, b, c] = [await skuOf(p.variantId), await skuOf(q.variantId), await skuOf(r.variantId)];
    const bad = await importCsv(['sku,price_rupees', `${a},420`, 'NO-SUCH-SKU,100', `${c},abc`, `${a},410`, `${b},350`].join('\n'));
    expect(bad.statusCode).toBe(422);
    const text = bad.json().toast.text as string;
    expect(text).toContain('Nothing was imported');
    expect(text).toContain('Line 3: NO-SUCH-SKU: no pack has this SKU.');
    expect(text).toContain(`Line 4: ${c}: “abc” is not a price in rupees.`);
    expect(text).toContain(`Line 5: ${a} is on line 2 already.`);
    expect(text).toContain(`Line 6: ${b}: ₹350 is above the list price ₹300.`);
    expect(await items()).toEqual([]);
    expect((await importCsv('')).statusCode).toBe(422);
    expect((await importCsv('sku,price_rupees\n')).json().toast.text).toContain('The file has no prices');

    const good = await importCsv(`\uFEFFsku,price_rupees\r\n${a},420\r\n${b},"275.50"\r\n`);
    expect(good.statusCode, good.body).toBe(200);
    expect((await items()).map((i) => Number(i.price_paise)).sort()).toEqual([27_550, 42_000]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/price-lists/${listId}/csv`, headers: { authorization: catalogue } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`${a},420,1 kg`);
    // Exported, it imports back as it is.
    expect((await importCsv(csv.body)).statusCode).toBe(200);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/admin/price-lists/${listId}`,
      headers: { authorization: catalogue, accept: 'text/html' },
    });
    expect(shown.body.match(/data-testid="price-row"/g)).toHaveLength(2);
    const audit = await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', listId).execute();
    expect(audit.map((x) => x.action)).toContain('price-list.import');
  });

  it('shows a dealer their price on the product page, the listing and the API; a visitor and a farmer see list prices, the farmer from the shared cache', async () => {
    const db = t.services.db;
    const farmer = await quickCustomer(db, 'Farmer');
    const pageAs = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { authorization: token } : {}) } });
    const dealerPage = (await pageAs(`/product_page/${p.id}`, dealer.token)).body;
    expect(dealerPage).toContain('data-testid="own-price"');
    expect(dealerPage).toContain(formatInr(42_000));
    expect(dealerPage).toContain('Your price: Dealer prices 2026');
    expect((await pageAs(`/product_details/${p.id}`, dealer.token)).body).toContain('Your price: Dealer prices 2026');
    for (const who of [undefined, farmer.token]) expect((await pageAs(`/product_page/${p.id}`, who)).body).not.toContain('own-price');
    const category = (await db.selectFrom('products').select('category_id').where('id', '=', p.id).executeTakeFirstOrThrow()).category_id;
    const listing = (await pageAs(`/categoriwise_product/${category}`, dealer.token)).body;
    expect(listing).toContain(formatInr(42_000));
    expect(listing).toContain('Your price: Dealer prices 2026');

    const url = `/api/get/product/${p.id}`;
    const key = `data ${url}`;
    const api = (token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
    t.services.pages.invalidate();
    const mine = await api(dealer.token);
    expect(mine.json()).toMatchObject({ price: 500, yourPrice: 420, priceList: 'Dealer prices 2026' });
    expect(mine.json().variants[0]).toMatchObject({ price: 500, yourPrice: 420 });
    expect(t.services.pages.get(key)).toBeUndefined();
    const farmers = await api(farmer.token);
    expect(farmers.json().price).toBe(500);
    expect(farmers.json()).not.toHaveProperty('yourPrice');
    const kept = t.services.pages.get(key);
    expect(kept?.etag).toBe(farmers.headers.etag);
    // The dealer is never answered from it, the farmer and the visitor are.
    expect((await api(dealer.token)).json().yourPrice).toBe(420);
    expect((await api(farmer.token)).headers.etag).toBe(kept!.etag);
    expect((await api()).json()).not.toHaveProperty('yourPrice');
    const all = await t.app.inject({ method: 'GET', url: '/api/get/all/products', headers: { authorization: dealer.token } });
    expect(all.json().find((x: { _id: string }) => x._id === p.id)).toMatchObject({ yourPrice: 420 });
    expect(t.services.pages.get('data /api/get/all/products')).toBeUndefined();

    // A customer who joined the company a moment ago (their session still remembers them without prices)
    // gets their own price as soon as the shared cache has no answer, and that answer is not kept for others.
    const joined = await quickCustomer(db, 'Joined');
    expect((await api(joined.token)).json()).not.toHaveProperty('yourPrice');
    await db
      .insertInto('company_members')
      .values({ user_id: joined.id, company_id: companyId, role: 'buyer', created_at: new Date().toISOString() })
      .execute();
    t.services.pages.invalidate();
    expect((await api(joined.token)).json().yourPrice).toBe(420);
    expect(t.services.pages.get(key)).toBeUndefined();
    expect((await api(farmer.token)).json()).not.toHaveProperty('yourPrice');

    // The cart charges what the page showed.
    await putInCart(db, dealer.id, p.id, 2);
    expect((await getCart(db, dealer.id)).items[0]).toMatchObject({ pricePaise: 42_000, listPaise: 50_000 });
  });

  it('gives a dealer their price through the running server too, where kept answers go out before any route runs', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const farmer = await quickCustomer(t.services.db, 'Grower');
    const url = `${base}/api/get/product/${p.id}`;
    const ask = async (token: string) => (await (await fetch(url, { headers: { authorization: token } })).json()) as { yourPrice?: number };
    for (let i = 0; i < 3; i++) {
      expect((await ask(farmer.token)).yourPrice).toBeUndefined();
      expect((await ask(dealer.token)).yourPrice).toBe(420);
    }
    expect(t.services.pages.get(`data /api/get/product/${p.id}`)).toBeDefined();
  });

  it('applies a contract price list only from its start, and a paused list not at all', async () => {
    const db = t.services.db;
    const made = await postForm(
      t,
      '/admin/price-lists',
      { intent: 'list', name: 'Shivam contract', companyId, startsAt: india(2 * HOUR) },
      catalogue,
    );
    expect(made.statusCode, made.body).toBe(200);
    const contract = made.json().redirect.split('/').pop();
    expect(
      (await postForm(t, `/admin/price-lists/${contract}`, { intent: 'price', sku: await skuOf(p.variantId), price: '400' }, catalogue))
        .statusCode,
    ).toBe(200);
    const price = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/get/product/${p.id}`, headers: { authorization: dealer.token } })).json().yourPrice;
    expect(await price()).toBe(420);
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/price-lists', headers: { authorization: catalogue, accept: 'text/html' } })).body,
    ).toContain('scheduled');
    const moved = await postForm(
      t,
      `/admin/price-lists/${contract}`,
      { intent: 'save', name: 'Shivam contract', companyId, startsAt: india(-HOUR), endsAt: india(HOUR) },
      catalogue,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await price()).toBe(400);
    expect(
      (
        await postForm(
          t,
          `/admin/price-lists/${contract}`,
          { intent: 'save', name: 'Shivam contract', companyId, startsAt: india(HOUR), endsAt: india(-HOUR) },
          catalogue,
        )
      ).statusCode,
    ).toBe(400);
    expect((await postForm(t, `/admin/price-lists/${contract}`, { intent: 'pause' }, catalogue)).statusCode).toBe(200);
    expect(await price()).toBe(420);
    const row = await db.selectFrom('price_lists').select('active').where('id', '=', contract).executeTakeFirstOrThrow();
    expect(Number(row.active)).toBe(0);
  });
});
