import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { formatInr } from '../../domain/money';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { companyPerson, insertCompany, insertGroup, insertPriceList } from './company-helpers';
import { makeProduct, quickCustomer } from './orders-helpers';

// A dealer sees their own price on the home page's featured products and on
// Our Products (/b2b and its category pages), beside the struck list price, as
// on the shop's cards; a visitor and a farmer see the list price only.

/** A buyer of a dealer company whose group's price list has this pack at this price. */
async function dealerOf(db: Db, variantId: string, pricePaise: number) {
  const groupId = await insertGroup(db);
  const buyer = await companyPerson(db, await insertCompany(db, { groupId }), 'Dealer', 'buyer');
  await insertPriceList(db, { groupId }, { variantId, pricePaise });
  return buyer;
}

describe.each(databases)('dealer prices on the home page and Our Products on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a dealer their price on the featured carousel and /b2b; a visitor and a farmer see the list price', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 51_700, title: 'Dealer Listing VAM' });
    await db.updateTable('products').set({ featured: 1 }).where('id', '=', p.id).execute();
    const variant = await db.selectFrom('product_variants').select('id').where('product_id', '=', p.id).executeTakeFirstOrThrow();
    const dealer = await dealerOf(db, variant.id, 43_300);
    const farmer = await quickCustomer(db, 'Farmer');
    const category = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select('categories.slug')
      .where('products.id', '=', p.id)
      .executeTakeFirstOrThrow();
    const pageAs = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { authorization: token } : {}) } });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };

    for (const url of ['/', '/b2b', `/b2b/${category.slug}`]) {
      const mine = await pageAs(url, dealer.token);
      expect(mine, url).toContain(p.title);
      expect(mine, url).toContain('data-testid="own-price"');
      expect(mine, url).toContain(formatInr(43_300));
      expect(mine, url).toContain('Your price: Dealer prices 2026');
      expect(mine, url).toContain(`<s>${formatInr(51_700)}</s>`);
      // Asked twice, the visitor's page is the same to the byte (first rendered, then from the shared cache).
      const visitor = await pageAs(url);
      expect(await pageAs(url)).toBe(visitor);
      for (const other of [visitor, await pageAs(url, farmer.token)]) {
        expect(other, url).toContain(p.title);
        expect(other, url).toContain(formatInr(51_700));
        expect(other, url).not.toContain('own-price');
        expect(other, url).not.toContain(formatInr(43_300));
        expect(other, url).not.toContain('Dealer prices 2026');
      }
    }
    // In Hindi the dealer reads the label in Hindi.
    expect(await pageAs('/hi/b2b', dealer.token)).toContain('आपकी कीमत: Dealer prices 2026');
  });
});
