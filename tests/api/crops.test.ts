import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLinesToCart, getCart } from '../../domain/cart/cart';
import { MSG } from '../../domain/messages';
import type { DoseMethod } from '../../domain/crops/doses';
import { databases, postForm, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Shopping by crop and the dosage calculator: the crop and problem pages lead
// to products with doses, and the calculator's figures are the product's data.

interface Plan {
  product: { _id: string; title: string };
  crop: { slug: string; name: string };
  acres: number;
  method: string;
  methods: string[];
  dose: { amount: number; unit: 'g' | 'ml'; per: string; timing: string };
  seedKg: number | null;
  quantity: number;
  quantityUnit: string;
  packs: { variant: string; pack: string; quantity: number; price: number; total: number }[];
  total: number;
}

describe.each(databases)('shopping by crop on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const productByCode = (code: string) =>
    t.services.db.selectFrom('products').select(['id', 'title']).where('code', '=', code).executeTakeFirstOrThrow();
  const cropId = async (slug: string) =>
    (await t.services.db.selectFrom('crops').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  /** The dose stored for a product, method and crop (the crop's own, else the general one). */
  async function storedDose(productId: string, method: string, crop: string) {
    const rows = await t.services.db
      .selectFrom('product_doses')
      .selectAll()
      .where('product_id', '=', productId)
      .where('method', '=', method as DoseMethod)
      .execute();
    const id = await cropId(crop);
    return rows.find((r) => r.crop_id === id) ?? rows.find((r) => r.crop_id === null)!;
  }
  const packsOf = (productId: string) =>
    t.services.db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).where('archived_at', 'is', null).execute();

  it('lists every crop and answers each crop page with its stages, problems and products with doses', async () => {
    const crops = (await get('/api/crops')).json() as { slug: string; name: string }[];
    expect(crops.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'paddy',
        'wheat',
        'sugarcane',
        'cotton',
        'soybean',
        'tomato',
        'chilli',
        'onion',
        'grapes',
        'pomegranate',
        'banana',
      ]),
    );
    const page = await get('/crops/tomato');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="page-title">Tomato</h1>');
    expect(page.body).toMatch(/href="\/problems\/[a-z-]+"/);
    expect(page.body).toMatch(/per acre/);
    expect(page.body).toContain('"@type":"BreadcrumbList"');
    // Every product the page advises suits tomato.
    const advised = [...page.body.matchAll(/href="\/product_details\/([^"]+)" class="advised-title"/g)].map((m) => m[1]);
    expect(advised.length).toBeGreaterThan(0);
    const tomato = await cropId('tomato');
    const suited = await t.services.db.selectFrom('product_crops').select('product_id').where('crop_id', '=', tomato).execute();
    for (const id of advised) expect(suited.map((s) => s.product_id)).toContain(id);
  });

  it('answers a problem page with its signs, where it is met and the products that address it; unknown crops and problems are 404 pages', async () => {
    const problem = await t.services.db.selectFrom('problems').select(['slug', 'name']).orderBy('position').executeTakeFirstOrThrow();
    const page = await get(`/problems/${problem.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signs to look for');
    expect(page.body).toMatch(/href="\/crops\/[a-z-]+"/);
    expect(page.body).toContain('class="advised-title"');
    expect((await get('/crops/moonbeans')).statusCode).toBe(404);
    expect((await get('/problems/nothing-like-it')).statusCode).toBe(404);
  });

  it('works out a soil dose from the product data: quantity, the cheapest packs in stock and their cost', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const plan = (await get(`/api/dosage?product=${vam.id}&crop=tomato&area=2.5&unit=acre&method=soil`)).json() as Plan;
    const dose = await storedDose(vam.id, 'soil', 'tomato');
    expect(plan.dose.amount).toBe(Number(dose.amount));
    expect(plan.dose.timing).toBe(dose.timing);
    expect(plan.quantity).toBe(Math.ceil(2.5 * Number(dose.amount)));
    const packs = await packsOf(vam.id);
    let held = 0;
    let total = 0;
    for (const p of plan.packs) {
      const row = packs.find((r) => r.id === p.variant)!;
      expect(row.pack).toBe(p.pack);
      held += Number(row.net_amount) * p.quantity;
      total += p.total;
      expect(p.total).toBeCloseTo(p.price * p.quantity, 2);
    }
    expect(held).toBeGreaterThanOrEqual(plan.quantity);
    expect(plan.total).toBeCloseTo(total, 2);
    // No single pack size that holds it costs less.
    for (const row of packs) {
      const n = Math.ceil(plan.quantity / Number(row.net_amount));
      expect((Number(row.price_paise) * n) / 100).toBeGreaterThanOrEqual(
        plan.total - 0.001 - (n >= 10 ? (Number(row.price_paise) * n) / 1000 : 0),
      );
    }
  });

  it('turns hectares, guntha and a state’s bigha into acres, and asks for the state of a bigha', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const url = (q: string) => `/api/dosage?product=${vam.id}&crop=tomato&method=soil&${q}`;
    const acre = (await get(url('area=1&unit=acre'))).json() as Plan;
    const hectare = (await get(url('area=1&unit=hectare'))).json() as Plan;
    expect(hectare.acres).toBeCloseTo(2.47, 2);
    expect(hectare.quantity).toBe(Math.ceil(2.4711 * acre.dose.amount));
    const guntha = (await get(url('area=20&unit=guntha'))).json() as Plan;
    expect(guntha.acres).toBe(0.5);
    const bigha = (await get(url('area=4&unit=bigha&state=Uttar%20Pradesh'))).json() as Plan;
    expect(bigha.acres).toBeCloseTo((4 * 27_000) / 43_560, 2);
    const noState = await get(url('area=4&unit=bigha'));
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toMatchObject({ status: false, message: MSG.doseStateRequired, field: 'state' });
  });

  it('treats seed by the crop’s seed rate, and a crop’s own dose wins over the general one', async () => {
    const azb = await productByCode('MB-AZB-L01');
    const wheat = await t.services.db.selectFrom('crops').select('seed_kg_per_acre').where('slug', '=', 'wheat').executeTakeFirstOrThrow();
    const seed = (await get(`/api/dosage?product=${azb.id}&crop=wheat&area=3&method=seed`)).json() as Plan;
    const dose = await storedDose(azb.id, 'seed', 'wheat');
    expect(seed.seedKg).toBeCloseTo(3 * Number(wheat.seed_kg_per_acre), 2);
    expect(seed.quantity).toBe(Math.ceil(3 * Number(wheat.seed_kg_per_acre) * Number(dose.amount)));
    expect(seed.dose).toMatchObject({ unit: 'ml', per: 'kg of seed' });

    const specific = await t.services.db
      .selectFrom('product_doses')
      .select(['product_id', 'crop_id', 'method', 'amount'])
      .where('crop_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const crop = await t.services.db.selectFrom('crops').select('slug').where('id', '=', specific.crop_id!).executeTakeFirstOrThrow();
    const plan = (
      await get(`/api/dosage?product=${specific.product_id}&crop=${crop.slug}&area=1&method=${specific.method}`)
    ).json() as Plan;
    expect(plan.dose.amount).toBe(Number(specific.amount));
  });

  it('answers every bad question with a 4xx and a message a farmer understands', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const ask = (q: string) => get(`/api/dosage?${q}`);
    const cases: [string, number, string][] = [
      [`crop=tomato&area=1`, 400, MSG.doseProductRequired],
      [`product=${vam.id}&area=1`, 400, MSG.doseCropRequired],
      [`product=${vam.id}&crop=tomato&area=0`, 400, MSG.doseAreaInvalid],
      [`product=${vam.id}&crop=tomato&area=lots`, 400, MSG.doseAreaInvalid],
      [`product=${vam.id}&crop=tomato&area=10001`, 400, MSG.doseAreaInvalid],
      [`product=${vam.id}&crop=tomato&area=1&unit=furlong`, 400, MSG.doseUnitInvalid],
      [`product=${vam.id}&crop=tomato&area=1&method=smoke`, 400, MSG.doseMethodInvalid],
      [`product=${vam.id}&crop=cauliflower&area=1`, 400, MSG.doseNotForCrop(vam.title, 'Cauliflower')],
      [`product=nope&crop=tomato&area=1`, 404, MSG.productNotFound],
      [`product=${vam.id}&crop=moonbeans&area=1`, 404, MSG.cropNotFound],
    ];
    for (const [q, status, message] of cases) {
      const res = await ask(q);
      expect(res.statusCode, q).toBe(status);
      expect(res.json().message, q).toBe(message);
    }
  });

  it('answers in Hindi when asked, with the same figures', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const en = (await get(`/api/dosage?product=${vam.id}&crop=tomato&area=1`)).json() as Plan;
    const hi = (await get(`/api/dosage?product=${vam.id}&crop=tomato&area=1&lang=hi`)).json() as Plan;
    expect(hi.crop.name).not.toBe(en.crop.name);
    expect(hi.crop.name).toMatch(/[\u0900-\u097F]/);
    expect({ ...hi, crop: null, product: null, dose: { ...hi.dose, timing: null } }).toEqual({
      ...en,
      crop: null,
      product: null,
      dose: { ...en.dose, timing: null },
    });
  });

  it('shows the calculator’s answer on its page and puts the packs in a customer’s cart; a visitor logs in first', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const fields = { product: vam.id, crop: 'tomato', area: '3', unit: 'acre', state: '', method: 'soil' };
    const page = await get(`/calculator?${new URLSearchParams(fields)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Add these packs to cart');
    // A link from a crop page asks nothing yet; the form sent without an area says what is missing.
    const fromCropPage = await get(`/calculator?product=${vam.id}&crop=tomato`);
    expect(fromCropPage.body).not.toContain(MSG.doseAreaInvalid);
    expect(fromCropPage.body).toContain('<option value="tomato" selected=""');
    const noArea = await get(`/calculator?${new URLSearchParams({ ...fields, area: '' })}`);
    expect(noArea.body).toContain(MSG.doseAreaInvalid);
    expect(noArea.body).not.toContain('Add these packs to cart');
    const plan = (await get(`/api/dosage?${new URLSearchParams(fields)}`)).json() as Plan;

    const visitor = await t.app.inject({
      method: 'POST',
      url: '/calculator',
      payload: new URLSearchParams(fields).toString(),
      headers: { origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toMatch(/^\/login\?next=/);

    const buyer = await signUpAndLogin(t.app, 'Kisan');
    const added = await postForm(t, '/calculator', fields, `Bearer ${buyer.token}`, 'text/html');
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const lines = await t.services.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.variant_id', 'cart_items.quantity'])
      .where('carts.user_id', '=', buyer.id)
      .execute();
    expect(
      lines.map((l) => ({ variant: l.variant_id, quantity: Number(l.quantity) })).sort((a, b) => a.variant.localeCompare(b.variant)),
    ).toEqual(plan.packs.map((p) => ({ variant: p.variant, quantity: p.quantity })).sort((a, b) => a.variant.localeCompare(b.variant)));
  });

  it('puts several packs in the cart all or none: a refused line leaves the cart as it was', async () => {
    const vam = await productByCode('MB-VAM-P01');
    const [pack] = await packsOf(vam.id);
    const buyer = await signUpAndLogin(t.app, 'Allor');
    const lines = [
      { productId: vam.id, quantity: 1, variantId: pack.id },
      { productId: 'no-such-product', quantity: 1 },
    ];
    await expect(addLinesToCart(t.services.db, buyer.id, lines)).rejects.toMatchObject({ kind: 'notFound' });
    expect((await getCart(t.services.db, buyer.id)).items).toEqual([]);
    const cart = await addLinesToCart(t.services.db, buyer.id, lines.slice(0, 1));
    expect(cart.items.map((i) => [i.variantId, i.quantity])).toEqual([[pack.id, 1]]);
  });

  it('puts crops and problems in the sitemap and reads the crop pages in Hindi', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/crops/tomato</loc>');
    expect(sitemap).toMatch(/\/problems\/[a-z-]+<\/loc>/);
    expect(sitemap).toContain('/calculator</loc>');
    const hi = await get('/hi/crops/tomato');
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('<html lang="hi-IN"');
    expect(hi.body).toMatch(/<h1 class="page-title">[\u0900-\u097F]/);
  });
});
