import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// A category with no products left: the listings say so in the spec's words.
describe.each(databases)('an empty category on %s', (kind) => {
  let t: TestApp;
  let category: { id: string; slug: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    category = await t.services.db
      .selectFrom('categories')
      .select(['id', 'slug'])
      .where('slug', '=', 'micronutrients')
      .executeTakeFirstOrThrow();
    const products = t.services.db.selectFrom('products').select('id').where('category_id', '=', category.id);
    await t.services.db.deleteFrom('stock_lots').where('product_id', 'in', products).execute();
    await t.services.db.deleteFrom('products').where('category_id', '=', category.id).execute();
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  it('/categoriwise_product shows "No Data Found For This Category"', async () => {
    const res = await page(`/categoriwise_product/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MSG.noDataForCategory);
  });

  it('/b2b shows "No products found for the selected category."', async () => {
    const res = await page(`/b2b/${category.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MSG.noProductsForCategory);
  });

  it('the API answers an empty list for it', async () => {
    const res = await t.app.inject({ url: `/api/get/all/products?categoryId=${category.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
