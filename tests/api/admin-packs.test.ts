import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productForEditing } from '../../domain/catalog/editing';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct } from './orders-helpers';

// The catalogue team prices each pack, adds pack sizes, sets quantity tiers
// and keeps stock per pack; the shop and its API follow at once.

interface ApiVariant {
  _id: string;
  pack: string;
  price: number;
  mrp: number;
  stock: number;
}

describe.each(databases)('back office pack sizes on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const as = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: catalogue } });
  const shop = async (id: string) => (await t.app.inject(`/api/get/product/${id}`)).json();

  it('adds a pack size in its place by size, refusing a bad size, a second pack of a size and an MRP below the price', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 45_000 });
    expect((await as(`/api/admin/products/${p.id}/packs`, { pack: '10 kg', price: '3,900', mrp: '4,500' })).json()).toEqual({
      status: true,
      message: MSG.packAdded,
    });
    expect((await as(`/api/admin/products/${p.id}/packs`, { pack: '500 g', price: '240', mrp: '280' })).statusCode).toBe(200);
    let product = await shop(p.id);
    expect(product.variants.map((v: ApiVariant) => [v.pack, v.price, v.mrp, v.stock])).toEqual([
      ['500 g', 240, 280, 0],
      ['1 kg', 450, 450, 20],
      ['10 kg', 3900, 4500, 0],
    ]);
    expect(product.packagingavailable).toBe('500 g, 1 kg, 10 kg');
    expect(product.price).toBe(240);

    for (const [body, field, message] of [
      [{ pack: 'ten kilos', price: '1', mrp: '1' }, 'pack', MSG.packSizeInvalid],
      [{ pack: '10000 g', price: '1', mrp: '1' }, 'pack', MSG.packExists('10 kg')],
      [{ pack: '2 kg', price: '900', mrp: '800' }, 'mrp', MSG.packMrpInvalid],
      [{ pack: '2 kg', price: 'free', mrp: '800' }, 'price', MSG.productPriceInvalid],
    ] as const) {
      const res = await as(`/api/admin/products/${p.id}/packs`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    product = await shop(p.id);
    expect(product.variants).toHaveLength(3);
  });

  it('prices a pack; the smallest pack’s price is the product’s, and a product form opened before cannot put the old one back', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 45_000 });
    const stale = (await productForEditing(t.services.db, p.id)).values;
    const res = await as(`/api/admin/products/${p.id}/packs/${p.variantId}`, { price: '425', mrp: '520' });
    expect(res.json()).toEqual({ status: true, message: MSG.packSaved });
    const product = await shop(p.id);
    expect([product.price, product.variants[0].price, product.variants[0].mrp]).toEqual([425, 425, 520]);

    const late = await as(`/api/admin/products/${p.id}`, { ...stale, title: 'Renamed' });
    expect(late.statusCode).toBe(409);
    expect((await shop(p.id)).price).toBe(425);
    const audit = await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', p.id).execute();
    expect(audit.map((a) => a.action)).toContain('pack.update');
  });

  it('sets quantity tiers that the cart applies, and refuses tiers that make no sense', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 10_000, stock: 100 });
    expect((await as(`/api/admin/products/${p.id}/tiers`, { tiers: '20:3, 60:8' })).json().message).toBe(MSG.tiersSaved);
    expect((await shop(p.id)).priceTiers).toEqual([
      { minQuantity: 20, percentOff: 3 },
      { minQuantity: 60, percentOff: 8 },
    ]);
    for (const tiers of ['20:3, 60:2', '20', '1:5', '20:90', '20:3, 20:4']) {
      const bad = await as(`/api/admin/products/${p.id}/tiers`, { tiers });
      expect(bad.statusCode, tiers).toBe(400);
      expect(bad.json().message).toBe(MSG.tiersInvalid);
    }
    expect((await as(`/api/admin/products/${p.id}/tiers`, { tiers: '' })).statusCode).toBe(200);
    expect((await shop(p.id)).priceTiers).toEqual([]);
  });

  it('keeps stock per pack from the product page, each movement naming its pack', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 20 });
    await as(`/api/admin/products/${p.id}/packs`, { pack: '5 kg', price: '2,000', mrp: '2,300' });
    const big = (await shop(p.id)).variants.find((v: ApiVariant) => v.pack === '5 kg')!;
    const res = await postForm(
      t,
      `/admin/products/${p.id}`,
      { intent: 'stock', variant: big._id, reason: 'received', quantity: '12' },
      catalogue,
    );
    expect(res.json()).toMatchObject({ ok: true, toast: { text: MSG.stockAdjusted } });
    const product = await shop(p.id);
    expect(product.variants.map((v: ApiVariant) => [v.pack, v.stock])).toEqual([
      ['1 kg', 20],
      ['5 kg', 12],
    ]);
    expect(product.stock).toBe(32);
    const page = (await t.app.inject({ url: `/admin/products/${p.id}`, headers: { accept: 'text/html', authorization: catalogue } })).body;
    expect(page).toMatch(/<td>5 kg<\/td><td><\/td><td>\+12<\/td>/);
  });
});
