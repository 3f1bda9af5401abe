import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropForEditing } from '../../domain/crops/crop-editing';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct } from './orders-helpers';

// The catalogue team edits crops, their stages and problems, the products for
// each problem, and product doses and crops: the public crop and problem pages
// and the dosage calculator follow at once; bad input is refused with its
// message; other roles and customers are kept out.

describe.each(databases)('back office crops on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  /** A page form posted as an island posts it; a list posts its field once per value (ticked checkboxes). */
  const post = (url: string, fields: Record<string, string | string[]>, token = catalogue) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.toString(),
      headers: {
        authorization: token,
        accept: 'application/json',
        origin: t.services.config.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
  };
  const html = (url: string, token?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(token ? { authorization: token } : {}) } });
  const cropBySlug = (slug: string) => t.services.db.selectFrom('crops').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const problems = () => t.services.db.selectFrom('problems').select(['id', 'slug', 'name']).orderBy('position').execute();
  const audited = async (entityId: string) =>
    (await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', entityId).execute()).map((a) => a.action);
  const expectRefused = async (res: Awaited<ReturnType<typeof post>>, field: string, message: string) => {
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  };

  const horseGram = {
    slug: 'horse-gram',
    name: 'Horse gram',
    group: 'Field crops',
    about: 'Kulthi, a hardy dryland pulse.',
    seedKgPerAcre: '8',
  };

  it('adds a crop that gets its page in the shop; a bad or taken slug, no name, an unknown group or a bad seed rate are refused', async () => {
    const added = await post('/admin/crops', horseGram);
    expect(added.json()).toMatchObject({ ok: true, toast: { text: MSG.cropAdded } });
    const { id } = await cropBySlug('horse-gram');
    expect(added.json().redirect).toBe(`/admin/crops/${id}`);
    expect((await html('/crops/horse-gram')).body).toContain('<h1 class="page-title">Horse gram</h1>');
    expect((await html('/admin/crops', catalogue)).body).toContain(`<a href="/admin/crops/${id}">Horse gram</a>`);
    expect(await audited(id)).toEqual(['crop.create']);

    for (const [change, field, message] of [
      [{ slug: 'Horse Gram' }, 'slug', MSG.cropSlugInvalid],
      [{ slug: 'horse--gram' }, 'slug', MSG.cropSlugInvalid],
      [{ slug: 'horse-gram' }, 'slug', MSG.cropSlugTaken],
      [{ slug: 'kulthi', name: ' ' }, 'name', MSG.cropNameRequired],
      [{ slug: 'kulthi', group: 'Spices' }, 'group', MSG.cropGroupInvalid],
      [{ slug: 'kulthi', seedKgPerAcre: '-2' }, 'seedKgPerAcre', MSG.cropSeedInvalid],
    ] as const)
      await expectRefused(await post('/admin/crops', { ...horseGram, ...change }), field, message);
    expect((await t.services.db.selectFrom('crops').select('id').where('slug', '=', 'kulthi').execute()).length).toBe(0);
  });

  it('edits, adds, moves and removes stages and their problems: the crop page shows the season as edited', async () => {
    const tomato = await cropBySlug('tomato');
    const url = `/admin/crops/${tomato.id}`;
    const { stages } = await cropForEditing(t.services.db, tomato.id);
    const first = stages[0];
    const extra = (await problems()).find((p) => !first.problemIds.includes(p.id))!;
    const saved = await post(url, {
      intent: 'stage',
      stage: first.id,
      name: 'Seedling nursery',
      timing: '0–30 days after sowing',
      position: '1',
      problems: [...first.problemIds, extra.id],
    });
    // Renamed: its Hindi and Marathi names stay, marked for checking.
    expect(saved.json()).toMatchObject({ ok: true, toast: { text: MSG.stageSaved + MSG.translationsKept(2) } });
    let page = (await html('/crops/tomato')).body;
    expect(page).toContain('Seedling nursery');
    expect(page).toContain('0–30 days after sowing');
    expect(page).toContain(`href="/problems/${extra.slug}"`);

    expect((await post(url, { intent: 'add-stage', name: 'Seed selection', timing: 'Before sowing', position: '1' })).json().ok).toBe(true);
    page = (await html('/crops/tomato')).body;
    expect(page.indexOf('Seed selection')).toBeLessThan(page.indexOf('Seedling nursery'));

    const added = (await cropForEditing(t.services.db, tomato.id)).stages[0];
    expect(added.name).toBe('Seed selection');
    const last = String(stages.length + 1);
    await post(url, { intent: 'stage', stage: added.id, name: added.name, timing: added.timing, position: last });
    page = (await html('/crops/tomato')).body;
    expect(page.indexOf('Seed selection')).toBeGreaterThan(page.indexOf('Seedling nursery'));

    expect((await post(url, { intent: 'remove-stage', stage: added.id })).json()).toMatchObject({
      ok: true,
      toast: { text: MSG.stageRemoved },
    });
    expect((await html('/crops/tomato')).body).not.toContain('Seed selection');
    expect((await cropForEditing(t.services.db, tomato.id)).stages).toHaveLength(stages.length);

    const stage = { intent: 'stage', stage: first.id, name: 'Nursery', timing: '', position: '1' };
    await expectRefused(await post(url, { ...stage, position: '0' }), 'position', MSG.stagePositionInvalid);
    await expectRefused(await post(url, { ...stage, position: last }), 'position', MSG.stagePositionInvalid);
    await expectRefused(await post(url, { ...stage, name: '' }), 'name', MSG.stageNameRequired);
    await expectRefused(await post(url, { ...stage, problems: ['no-such-problem'] }), 'problems', MSG.stageProblemUnknown);
    expect((await post(url, { ...stage, stage: 'no-such-stage' })).statusCode).toBe(404);
    expect((await post('/admin/crops/no-such-crop', { ...horseGram, slug: 'kulthi' })).statusCode).toBe(404);
    expect((await cropForEditing(t.services.db, tomato.id)).stages[0].name).toBe('Seedling nursery');
    expect(await audited(tomato.id)).toEqual(expect.arrayContaining(['crop.stage.update', 'crop.stage.add', 'crop.stage.remove']));
  });

  it('changes a crop’s and a problem’s slug: their pages move, and the links to them follow', async () => {
    const { id } = await cropBySlug('horse-gram');
    expect((await post(`/admin/crops/${id}`, { ...horseGram, slug: 'kulthi-dal', name: 'Kulthi' })).json().ok).toBe(true);
    expect((await html('/crops/kulthi-dal')).body).toContain('<h1 class="page-title">Kulthi</h1>');
    expect((await html('/crops')).body).toContain('href="/crops/kulthi-dal"');
    await expectRefused(await post(`/admin/crops/${id}`, { ...horseGram, slug: 'tomato' }), 'slug', MSG.cropSlugTaken);

    const tomato = await cropBySlug('tomato');
    const problem = await t.services.db
      .selectFrom('problems')
      .select(['id', 'slug', 'name', 'kind', 'about', 'signs'])
      .where('id', '=', (await cropForEditing(t.services.db, tomato.id)).stages[0].problemIds[0])
      .executeTakeFirstOrThrow();
    const res = await post(`/admin/problems/${problem.id}`, { ...problem, intent: 'save', slug: `${problem.slug}-renamed` });
    expect(res.json()).toMatchObject({ ok: true, toast: { text: MSG.problemSaved } });
    expect((await html('/crops/tomato')).body).toContain(`href="/problems/${problem.slug}-renamed"`);
    expect((await html(`/problems/${problem.slug}-renamed`)).statusCode).toBe(200);
    expect(await audited(problem.id)).toContain('problem.update');
  });

  it('adds a problem and orders the products that address it; unknown and archived products are refused', async () => {
    const fields = {
      slug: 'pod-borer',
      name: 'Pod borer',
      kind: 'pest',
      about: 'Caterpillars that bore into pods.',
      signs: 'Holes in pods.',
    };
    const added = await post('/admin/problems', fields);
    expect(added.json()).toMatchObject({ ok: true, toast: { text: MSG.problemAdded } });
    await expectRefused(await post('/admin/problems', { ...fields, slug: 'pod-borer-2', kind: 'weather' }), 'kind', MSG.problemKindInvalid);
    await expectRefused(await post('/admin/problems', fields), 'slug', MSG.problemSlugTaken);
    await expectRefused(await post('/admin/problems', { ...fields, slug: 'pod_borer' }), 'slug', MSG.cropSlugInvalid);
    const { id } = await t.services.db.selectFrom('problems').select('id').where('slug', '=', 'pod-borer').executeTakeFirstOrThrow();
    const url = `/admin/problems/${id}`;

    const [a, b] = [await makeProduct(t.services.db, { title: 'Pod Guard' }), await makeProduct(t.services.db, { title: 'Borer Stop' })];
    expect((await post(url, { intent: 'products', add: a.id })).json()).toMatchObject({
      ok: true,
      toast: { text: MSG.problemProductsSaved },
    });
    await post(url, { intent: 'products', product: [a.id], position: ['1'], add: b.id });
    let page = (await html('/problems/pod-borer')).body;
    expect(page.indexOf(a.title)).toBeGreaterThan(0);
    expect(page.indexOf(a.title)).toBeLessThan(page.indexOf(b.title));

    await post(url, { intent: 'products', product: [a.id, b.id], position: ['2', '1'] });
    page = (await html('/problems/pod-borer')).body;
    expect(page.indexOf(b.title)).toBeLessThan(page.indexOf(a.title));

    await post(url, { intent: 'remove-product', product: b.id });
    page = (await html('/problems/pod-borer')).body;
    expect(page).toContain(a.title);
    expect(page).not.toContain(b.title);

    const archived = await makeProduct(t.services.db, { title: 'Old Borer Dust' });
    await t.services.db.updateTable('products').set({ archived_at: new Date().toISOString() }).where('id', '=', archived.id).execute();
    await expectRefused(await post(url, { intent: 'products', product: [a.id], add: archived.id }), 'add', MSG.problemProductUnknown);
    await expectRefused(await post(url, { intent: 'products', product: [a.id], add: 'no-such-product' }), 'add', MSG.problemProductUnknown);
    expect(await audited(id)).toEqual(expect.arrayContaining(['problem.create', 'problem.products']));
  });

  it('adds, changes and removes doses and sets the crops a product suits: the dosage calculator follows', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 40_000, stock: 50 });
    const url = `/admin/products/${p.id}/doses`;
    const [tomato, wheat, paddy] = [await cropBySlug('tomato'), await cropBySlug('wheat'), await cropBySlug('paddy')];
    const dosage = (crop: string) => t.app.inject(`/api/dosage?product=${p.id}&crop=${crop}&area=2&unit=acre`);

    expect((await dosage('tomato')).json().message).toBe(MSG.doseNotForCrop(p.title, 'Tomato'));
    expect((await post(url, { intent: 'crops', crops: [tomato.id, wheat.id] })).json()).toMatchObject({
      ok: true,
      toast: { text: MSG.productCropsSaved },
    });
    expect((await dosage('tomato')).json().message).toBe(MSG.doseNoMethod(p.title));

    const general = { intent: 'add-dose', method: 'soil', crop: '', amount: '500', timing: 'At sowing' };
    expect((await post(url, general)).json()).toMatchObject({ ok: true, toast: { text: MSG.doseAdded } });
    expect((await dosage('tomato')).json()).toMatchObject({
      quantity: 1000,
      dose: { amount: 500, unit: 'g', timing: 'At sowing' },
      total: 400,
    });

    await post(url, { ...general, crop: tomato.id, amount: '1,500', timing: 'At transplanting' });
    expect((await dosage('tomato')).json()).toMatchObject({ quantity: 3000, packs: [{ pack: '1 kg', quantity: 3 }], total: 1200 });
    expect((await dosage('wheat')).json().quantity).toBe(1000);

    const own = await t.services.db
      .selectFrom('product_doses')
      .select('id')
      .where('product_id', '=', p.id)
      .where('crop_id', '=', tomato.id)
      .executeTakeFirstOrThrow();
    const change = { ...general, intent: 'dose', dose: own.id, crop: tomato.id, amount: '2500' };
    expect((await post(url, change)).json()).toMatchObject({ ok: true, toast: { text: MSG.doseSaved } });
    expect((await dosage('tomato')).json().quantity).toBe(5000);

    for (const amount of ['0', '-5', 'lots', '2000000'])
      await expectRefused(await post(url, { ...change, amount }), 'amount', MSG.doseAmountInvalid);
    await expectRefused(await post(url, { ...change, method: 'smoke' }), 'method', MSG.doseMethodRequired);
    await expectRefused(await post(url, general), 'method', MSG.doseTwice('soil application', 'every crop'));
    await expectRefused(await post(url, { ...general, crop: 'no-such-crop' }), 'crop', MSG.cropUnknown);
    await expectRefused(await post(url, { ...general, crop: paddy.id }), 'crop', MSG.doseCropNotSuited('Paddy'));
    await expectRefused(await post(url, { intent: 'crops', crops: [tomato.id, 'no-such-crop'] }), 'crops', MSG.cropUnknown);
    expect((await post(url, { ...change, dose: 'no-such-dose' })).statusCode).toBe(404);
    expect((await post(`/admin/products/no-such-product/doses`, general)).statusCode).toBe(404);
    expect((await dosage('tomato')).json().quantity).toBe(5000);

    expect((await post(url, { intent: 'remove-dose', dose: own.id })).json()).toMatchObject({ ok: true, toast: { text: MSG.doseRemoved } });
    expect((await dosage('tomato')).json().quantity).toBe(1000);
    await post(url, { intent: 'crops', crops: [wheat.id] });
    expect((await dosage('tomato')).statusCode).toBe(400);
    expect((await dosage('wheat')).statusCode).toBe(200);
    expect(await audited(p.id)).toEqual(expect.arrayContaining(['product.crops', 'dose.add', 'dose.update', 'dose.remove']));
  });

  it('shows the editors to the catalogue team, and refuses a customer and staff without the catalogue area', async () => {
    const { id } = await cropBySlug('tomato');
    const problem = (await problems())[0];
    const p = await makeProduct(t.services.db);
    for (const url of [
      '/admin/crops',
      `/admin/crops/${id}`,
      '/admin/problems',
      `/admin/problems/${problem.id}`,
      `/admin/products/${p.id}/doses`,
    ]) {
      expect((await html(url, catalogue)).statusCode, url).toBe(200);
    }
    expect((await html(`/admin/products/${p.id}`, catalogue)).body).toContain(`href="/admin/products/${p.id}/doses"`);
    expect((await html('/admin/crops/no-such-crop', catalogue)).statusCode).toBe(404);

    const sales = await staffToken(t, 'sales');
    const customer = (await signUpAndLogin(t.app)).token;
    expect((await html('/admin/crops', sales)).statusCode).toBe(403);
    expect((await post('/admin/crops', { ...horseGram, slug: 'by-sales' }, sales)).statusCode).toBe(403);
    const byCustomer = await post('/admin/crops', { ...horseGram, slug: 'by-customer' }, customer);
    expect(byCustomer.statusCode).toBe(303);
    expect(byCustomer.headers.location).toMatch(/^\/admin\/login/);
    expect((await post(`/admin/products/${p.id}/doses`, { intent: 'crops', crops: [id] }, sales)).statusCode).toBe(403);
    const stored = await t.services.db.selectFrom('crops').select('slug').where('slug', 'in', ['by-sales', 'by-customer']).execute();
    expect(stored).toEqual([]);
    expect(await t.services.db.selectFrom('product_crops').select('crop_id').where('product_id', '=', p.id).execute()).toEqual([]);
  });
});
