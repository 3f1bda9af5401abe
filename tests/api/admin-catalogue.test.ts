import { GST_RATES } from '../../db/category-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productForEditing } from '../../domain/catalog/editing';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer, stockOf } from './orders-helpers';

// The catalogue team: a price change reaches the shop while past orders keep
// theirs; two people saving the same product cannot overwrite each other;
// archiving takes a product out of the shop; stock changes carry a reason.

describe.each(databases)('back office catalogue on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const as = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: catalogue } });
  const edit = async (id: string, changes: Record<string, string>) => {
    const { values } = await productForEditing(t.services.db, id);
    return { ...values, ...changes };
  };

  it('changes a price: the shop shows it at once, a past order keeps what was paid', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 45_000 });
    const buyer = await quickCustomer(t.services.db);
    const address = await makeAddress(t.services.db, buyer.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address },
    });
    const orderId = placed.json().order._id;

    const res = await as(`/api/admin/products/${p.id}`, await edit(p.id, { price: '1,234.50' }));
    expect(res.json()).toEqual({ status: true, message: MSG.productSaved });
    expect((await t.app.inject(`/api/get/product/${p.id}`)).json().price).toBe(1234.5);
    const order = (await t.app.inject({ url: `/api/order/get/${orderId}`, headers: { authorization: buyer.token } })).json().order;
    expect(order.products[0].price).toBe(450);
    expect(order.total).toBe(450);
  });

  it('changes a product’s HSN code and GST rate: orders placed after it carry them, earlier ones keep theirs', async () => {
    const p = await makeProduct(t.services.db);
    const buyer = await quickCustomer(t.services.db);
    const address = await makeAddress(t.services.db, buyer.id);
    const order = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/order/place',
          headers: { authorization: buyer.token },
          payload: { products: [{ productId: p.id, quantity: 1 }], paymentMethod: 'COD', address },
        })
      ).json().order._id;
    const before = await order();
    expect((await as(`/api/admin/products/${p.id}`, await edit(p.id, { hsnCode: '31010099', gstRate: '12' }))).statusCode).toBe(200);
    expect((await productForEditing(t.services.db, p.id)).values).toMatchObject({ hsnCode: '31010099', gstRate: '12' });
    const after = await order();
    const line = async (id: string) =>
      (await t.app.inject({ url: `/api/order/get/${id}`, headers: { authorization: buyer.token } })).json().order.products[0];
    expect(await line(after)).toMatchObject({ hsn: '31010099', gstRate: 12 });
    expect((await line(before)).gstRate).not.toBe(12);
  });

  it('refuses the second of two saves made from the same version', async () => {
    const p = await makeProduct(t.services.db);
    const first = await edit(p.id, { title: 'Mycorrhiza Gold 1 kg' });
    const second = await edit(p.id, { title: 'Mycorrhiza Premium 1 kg' });
    expect((await as(`/api/admin/products/${p.id}`, first)).statusCode).toBe(200);
    const late = await as(`/api/admin/products/${p.id}`, second);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.changedByOther);
    expect((await productForEditing(t.services.db, p.id)).values.title).toBe('Mycorrhiza Gold 1 kg');
  });

  it('answers each bad field with its message and keeps what was saved', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 30_000 });
    for (const [field, value, message] of [
      ['price', '-5', MSG.productPriceInvalid],
      ['price', '12.345', MSG.productPriceInvalid],
      ['form', 'Gas', MSG.productFormInvalid],
      ['title', ' ', MSG.productTitleRequired],
      ['offerPercent', '95', MSG.productOfferInvalid],
      ['hsnCode', '31a1', MSG.productHsnInvalid],
      ['gstRate', '7', MSG.productGstRateInvalid(GST_RATES)],
    ]) {
      const res = await as(`/api/admin/products/${p.id}`, await edit(p.id, { [field]: value }));
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    expect((await productForEditing(t.services.db, p.id)).values.price).toBe('300');
  });

  it('archives a product: it leaves the shop and its API, and cannot be bought; publishing brings it back', async () => {
    const p = await makeProduct(t.services.db);
    expect((await as(`/api/admin/products/${p.id}/archive`, { archived: true })).statusCode).toBe(200);
    const all = (await t.app.inject('/api/get/all/products')).json() as { _id: string }[];
    expect(all.some((x) => x._id === p.id)).toBe(false);
    expect((await t.app.inject(`/api/get/product/${p.id}`)).statusCode).toBe(404);
    const buyer = await quickCustomer(t.services.db);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: buyer.token },
      payload: { product: p.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe(MSG.cartProductNotFound);
    await as(`/api/admin/products/${p.id}/archive`, { archived: false });
    expect((await t.app.inject(`/api/get/product/${p.id}`)).statusCode).toBe(200);
  });

  it('changes stock with a reason, never below zero, and lists the movement', async () => {
    const p = await makeProduct(t.services.db, { stock: 5 });
    await as(`/api/admin/products/${p.id}/stock`, { reason: 'received', quantity: '20' });
    await as(`/api/admin/products/${p.id}/stock`, { reason: 'damaged', quantity: '3' });
    expect(await stockOf(t.services.db, p.id)).toBe(22);
    const tooMany = await as(`/api/admin/products/${p.id}/stock`, { reason: 'damaged', quantity: '50' });
    expect(tooMany.json()).toMatchObject({ message: MSG.stockWouldGoNegative, field: 'quantity' });
    await as(`/api/admin/products/${p.id}/stock`, { reason: 'counted', quantity: '18' });
    expect(await stockOf(t.services.db, p.id)).toBe(18);
    const moves = await t.services.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason'])
      .where('product_id', '=', p.id)
      .orderBy('created_at')
      .execute();
    expect(moves.map((m) => [Number(m.delta), m.reason])).toEqual([
      [20, 'received'],
      [-3, 'damaged'],
      [-4, 'counted'],
    ]);
  });

  it('creates a product through its page: archived until published, then in the shop', async () => {
    const category = await t.services.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const fields = {
      title: 'Zinc Solubilizing Bacteria Liquid',
      description: 'Makes fixed soil zinc available.',
      form: 'Liquid',
      categoryId: category.id,
      price: '380',
      offerPercent: '0',
      lowStockThreshold: '10',
    };
    const res = await postForm(t, '/admin/products/new', fields, catalogue);
    expect(res.json()).toMatchObject({ ok: true, toast: { text: MSG.productCreated } });
    const id = (res.json().redirect as string).split('/').pop()!.split('#')[0];
    expect((await t.app.inject(`/api/get/product/${id}`)).statusCode).toBe(404);
    await as(`/api/admin/products/${id}/archive`, { archived: false });
    expect((await t.app.inject(`/api/get/product/${id}`)).json()).toMatchObject({ title: 'Zinc Solubilizing Bacteria Liquid', price: 380 });
  });

  it('adds a category and renames one; a bad colour is refused', async () => {
    const post = (fields: Record<string, string>) => postForm(t, '/admin/categories', fields, catalogue);
    expect((await post({ id: 'new', name: 'Organic Manures', color: '#5b4a3a', blurb: 'Compost and vermicompost' })).json()).toMatchObject({
      ok: true,
    });
    const categories = (await t.app.inject('/api/getall/categories')).json() as { _id: string; category: string }[];
    const added = categories.find((c) => c.category === 'Organic Manures');
    expect(added).toBeDefined();
    expect((await post({ id: added!._id, name: 'Organic Manures', color: 'brown', blurb: '' })).json().errors).toEqual({
      color: MSG.categoryColorInvalid,
    });
    await post({ id: added!._id, name: 'Organic Inputs', color: '#5b4a3a', blurb: '' });
    expect(
      ((await t.app.inject('/api/getall/categories')).json() as { category: string }[]).some((c) => c.category === 'Organic Inputs'),
    ).toBe(true);
  });
});
