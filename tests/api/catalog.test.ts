import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { seedCategories, seedProducts } from '../../db/seed/catalogue-data';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
  productform: string;
  Category: { _id: string; category: string };
  images: { name: string; url: string }[];
  [k: string]: unknown;
}

describe.each(databases)('catalogue API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const products = async (qs = '') => {
    const res = await get(`/api/get/all/products${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiProduct[];
  };

  it('lists every product to a visitor with the fields of the spec', async () => {
    const list = await products();
    expect(list).toHaveLength(seedProducts.length);
    const vam = list.find((p) => p.productcode === 'MB-VAM-P01')!;
    expect(vam).toMatchObject({
      title: 'VAM Mycorrhiza Powder',
      price: 450,
      stock: 320,
      productform: 'Powder',
      Category: { _id: expect.any(String), category: 'Biofertilizers' },
      ProductSpecification: { technicalNameL: expect.stringContaining('Glomus') },
      packagingtype: expect.any(String),
      packagingavailable: '1 kg, 4 kg, 25 kg',
      purpose: expect.any(String),
      phrange: '6.0–7.5',
      cfuCount: expect.stringContaining('propagules'),
      ModeOfAction: expect.any(String),
      corps: expect.stringContaining('paddy'),
      dosage: expect.stringContaining('4 kg per acre'),
      averageRating: 0,
      reviews: [],
    });
    for (const p of list) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images[0].name).toBe('Product_Main_Image');
    }
  });

  it('accepts a token but does not need one', async () => {
    const { token } = await signUpAndLogin(t.app);
    const res = await get('/api/get/all/products', { authorization: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(seedProducts.length);
  });

  it('lists the categories and filters by category', async () => {
    const res = await get('/api/getall/categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json() as { _id: string; category: string }[];
    expect(categories.map((c) => c.category)).toEqual(seedCategories.map((c) => c.name));
    const bio = categories.find((c) => c.category === 'Biopesticides')!;
    const list = await products(`?categoryId=${bio._id}`);
    expect(list.length).toBe(seedProducts.filter((p) => p.category === 'biopesticides').length);
    expect(new Set(list.map((p) => p.Category.category))).toEqual(new Set(['Biopesticides']));
  });

  it('filters by form and sorts by price both ways, with the filters combined', async () => {
    const liquids = await products('?type=Liquid');
    expect(liquids.length).toBe(seedProducts.filter((p) => p.form === 'Liquid').length);
    expect(liquids.every((p) => p.productform === 'Liquid')).toBe(true);
    const granular = await products('?type=granular');
    expect(granular.length).toBeGreaterThan(0);
    expect(granular.every((p) => p.productform === 'Granular')).toBe(true);

    const asc = (await products('?priceRange=asc')).map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await products('?priceRange=desc')).map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(desc.at(-1)!);

    const categories = (await get('/api/getall/categories')).json() as { _id: string; category: string }[];
    const fert = categories.find((c) => c.category === 'Biofertilizers')!;
    const combined = await products(`?categoryId=${fert._id}&type=Powder&priceRange=desc`);
    const expected = seedProducts.filter((p) => p.category === 'biofertilizers' && p.form === 'Powder');
    expect(combined.map((p) => p.title).sort()).toEqual(expected.map((p) => p.title).sort());
    expect(combined.map((p) => p.price)).toEqual(expected.map((p) => p.pricePaise / 100).sort((a, b) => b - a));
  });

  it('treats empty query values as no filter, as the existing client sends them', async () => {
    const list = await products('?categoryId=&type=&priceRange=');
    expect(list).toHaveLength(seedProducts.length);
  });

  it('answers 400 with a message for unknown filter values', async () => {
    for (const [qs, message] of [
      ['?type=Gel', MSG.unknownProductType],
      ['?priceRange=cheapest', MSG.unknownPriceSort],
      ['?categoryId=000000000000000000000000', MSG.unknownCategory],
    ] as const) {
      const res = await get(`/api/get/all/products${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    const repeated = await get('/api/get/all/products?type=Liquid&type=Powder');
    expect(repeated.statusCode).toBe(400);
  });

  it('gets one product, and 404 JSON for an unknown id', async () => {
    const [first] = await products();
    const res = await get(`/api/get/product/${first._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: first._id, title: first.title, price: first.price });
    const missing = await get('/api/get/product/000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, message: MSG.productNotFound });
  });
});
