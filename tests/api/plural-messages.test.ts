import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, putInCart, quickCustomer } from './orders-helpers';

// Counts are plural messages (decision 031): "1 pack" and "3 packs" in
// English, each language's own forms in Hindi and Marathi, on the real pages.

const decode = (s: string) => s.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe.each(databases)('plural messages on the pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A customer whose cart holds these quantities, one line each. */
  async function cartOf(...quantities: number[]) {
    const c = await quickCustomer(t.services.db, 'Counter');
    for (const quantity of quantities) {
      const p = await makeProduct(t.services.db, { pricePaise: 10_000, stock: 10 });
      await putInCart(t.services.db, c.id, p.id, quantity);
    }
    return c;
  }

  /** What the cart page says it counts, and the header's cart link's name. */
  async function counts(token: string, prefix: string) {
    const res = await t.app.inject({ method: 'GET', url: `${prefix}/cart`, headers: { cookie: `sid=${token}` } });
    expect(res.statusCode).toBe(200);
    const packs = /data-testid="pack-count">([\s\S]*?)<\/span>/.exec(res.body)?.[1];
    const link = /<a href="[^"]*\/cart" class="icon-link" aria-label="([^"]+)"/.exec(res.body)?.[1];
    return { packs: packs && decode(packs).trim(), link };
  }

  it.each([
    ['English', '', ['(1 pack)', 'Cart, 1 item'], ['(3 packs)', 'Cart, 2 items']],
    ['Hindi', '/hi', ['(1 पैक)', 'कार्ट, 1 वस्तु'], ['(3 पैक)', 'कार्ट, 2 वस्तुएँ']],
    ['Marathi', '/mr', ['(1 पॅक)', 'कार्ट, 1 वस्तू'], ['(3 पॅक)', 'कार्ट, 2 वस्तू']],
  ])('counts packs and cart lines in %s', async (_language, prefix, one, more) => {
    const single = await cartOf(1);
    expect(Object.values(await counts(single.token, prefix))).toEqual(one);
    const several = await cartOf(2, 1);
    expect(Object.values(await counts(several.token, prefix))).toEqual(more);
  });
});
