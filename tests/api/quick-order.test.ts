import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart } from '../../domain/cart/cart';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, putInCart, quickCustomer } from './orders-helpers';

// Quick order: a dealer types SKUs and quantities in a grid, or uploads them
// as a CSV file, and all of it lands in the cart at the cart's prices — or
// nothing does, with every wrong line named by its number.

const skuOf = async (t: TestApp, variantId: string) =>
  (await t.services.db.selectFrom('product_variants').select('sku').where('id', '=', variantId).executeTakeFirstOrThrow()).sku;

describe.each(databases)('quick order on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** The grid posted as the page's form posts it: repeated sku and quantity fields. */
  const postGrid = (token: string, rows: [string, string][], accept = 'application/json', url = '/quick-order', intent = 'add') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams([
        ['intent', intent],
        ...rows.flatMap(([sku, q]) => [
          ['sku', sku],
          ['quantity', q],
        ]),
      ]).toString(),
      headers: { authorization: token, accept, origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    });

  /** A CSV file uploaded through the page's file field. */
  const postCsv = (token: string, csv: string) => {
    const boundary = '----quick' + Date.now();
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncsv\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lines.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    return t.app.inject({
      method: 'POST',
      url: '/quick-order',
      payload: body,
      headers: {
        authorization: token,
        accept: 'application/json',
        origin: t.services.config.PUBLIC_URL,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  };

  it('adds every grid row to the cart in one step, at the prices the cart itself charges', async () => {
    const buyer = await quickCustomer(t.services.db, 'Grid');
    const a = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 30 });
    const b = await makeProduct(t.services.db, { pricePaise: 12_500, stock: 10 });
    const [skuA, skuB] = [await skuOf(t, a.variantId), await skuOf(t, b.variantId)];
    // The page offers both packs to search as you type.
    const page = await t.app.inject({ url: '/quick-order', headers: { accept: 'text/html', authorization: buyer.token } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(skuA);
    expect(page.body).toContain('data-island="quick-order-grid"');

    const res = await postGrid(buyer.token, [
      [skuA.toLowerCase(), '4'],
      ['', ''],
      [skuB, '2'],
    ]);
    expect(res.json()).toMatchObject({ ok: true, redirect: '/cart', toast: { type: 'success', text: '2 lines were added to your cart.' } });
    const cart = await getCart(t.services.db, buyer.id);
    // Lines added in the same moment may list in either order.
    expect(cart.items.map((i) => [i.variantId, i.quantity, i.pricePaise])).toEqual(
      expect.arrayContaining([
        [a.variantId, 4, 45_000],
        [b.variantId, 2, 12_500],
      ]),
    );
    expect(cart.items).toHaveLength(2);
    expect(cart.totalPaise).toBe(4 * 45_000 + 2 * 12_500);
  });

  it('refuses the whole grid when one line is wrong, naming each wrong line and why, and adds nothing', async () => {
    const buyer = await quickCustomer(t.services.db, 'Wrong');
    const a = await makeProduct(t.services.db, { stock: 12 });
    const skuA = await skuOf(t, a.variantId);
    const res = await postGrid(buyer.token, [
      [skuA, '2'],
      ['VAM-5KG-NOPE', '1'],
      [skuA, 'two'],
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.toast.text).toBe('Nothing was added to your cart: correct the lines below and try again.');
    expect(body.errors).toEqual({
      'row-2': 'Line 2: SKU VAM-5KG-NOPE is not known.',
      'row-3': `Line 3: the quantity of ${skuA} must be a whole number from 1 to 100.`,
    });
    expect((await getCart(t.services.db, buyer.id)).items).toEqual([]);

    // Without JavaScript the page comes back with the rows as typed and each reason beside its row; in Hindi on /hi.
    const html = await postGrid(buyer.token, [['VAM-5KG-NOPE', '1']], 'text/html');
    expect(html.body).toContain('Line 1: SKU VAM-5KG-NOPE is not known.');
    expect(html.body).toContain('value="VAM-5KG-NOPE"');
    const hindi = await postGrid(buyer.token, [['VAM-5KG-NOPE', '1']], 'text/html', '/hi/quick-order');
    expect(hindi.body).toContain('पंक्ति 1: SKU VAM-5KG-NOPE हमारे पास नहीं है।');
  });

  it('gives more rows without JavaScript, keeping what was typed', async () => {
    const buyer = await quickCustomer(t.services.db, 'Rows');
    const more = await postGrid(
      buyer.token,
      [
        ['ABC-1KG', '3'],
        ['', ''],
      ],
      'text/html',
      '/quick-order',
      'more',
    );
    expect(more.statusCode).toBe(303);
    const page = await t.app.inject({ url: more.headers.location as string, headers: { accept: 'text/html', authorization: buyer.token } });
    expect(page.body.match(/data-testid="quick-row"/g)).toHaveLength(7);
    expect(page.body).toContain('value="ABC-1KG"');
  });

  it('refuses a quantity above the stock, counting what the cart holds and other lines of the same pack', async () => {
    const buyer = await quickCustomer(t.services.db, 'Stock');
    const a = await makeProduct(t.services.db, { stock: 12, title: 'Trichoderma' });
    const skuA = await skuOf(t, a.variantId);
    await putInCart(t.services.db, buyer.id, a.id, 5);
    const res = await postGrid(buyer.token, [
      [skuA, '4'],
      [skuA, '4'],
    ]);
    expect(res.json().errors).toEqual({ 'row-2': `Line 2: only 12 left of ${a.title} (1 kg); you asked for 13.` });
    expect((await getCart(t.services.db, buyer.id)).items.map((i) => i.quantity)).toEqual([5]);
  });

  it('takes a CSV file (header optional), refusing all of it with the file’s line numbers when a line is wrong', async () => {
    const buyer = await quickCustomer(t.services.db, 'Csv');
    const a = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 50 });
    const b = await makeProduct(t.services.db, { pricePaise: 20_000, stock: 3 });
    const [skuA, skuB] = [await skuOf(t, a.variantId), await skuOf(t, b.variantId)];

    const bad = await postCsv(buyer.token, `sku,quantity\n${skuA},10\nVAM-5KG,2\n${skuB},7\n`);
    expect(bad.json().errors).toEqual({
      'file-3': 'Line 3: SKU VAM-5KG is not known.',
      'file-4': expect.stringMatching(/^Line 4: only 3 left of .+ \(1 kg\); you asked for 7\.$/),
    });
    expect((await getCart(t.services.db, buyer.id)).items).toEqual([]);

    const good = await postCsv(buyer.token, `${skuA};10\r\n"${skuB}",3\r\n`);
    expect(good.json()).toMatchObject({ ok: true, redirect: '/cart' });
    const cart = await getCart(t.services.db, buyer.id);
    expect(cart.totalPaise).toBe(10 * 30_000 + 3 * 20_000);

    const tooMany = await postCsv(buyer.token, Array.from({ length: 201 }, () => `${skuA},1`).join('\n'));
    expect(tooMany.json().toast.text).toBe('A file may have at most 200 lines; this one has 201.');
  });

  it('sends a visitor to log in first', async () => {
    const res = await t.app.inject({ url: '/quick-order', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers.location).toMatch(/^\/login\?next=%2Fquick-order/);
  });
});
