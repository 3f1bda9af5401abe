import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBullets } from '../../domain/catalog/products';
import { invalidateSearchIndex } from '../../domain/catalog/search';
import { saveTranslations } from '../../domain/translations/saving';
import { translationsOf } from '../../domain/translations/store';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Visitors read the catalogue and the crop advice in Hindi and Marathi from
// the translations stored per record (content_translations), not from texts
// keyed by the English: a translation saved shows on the pages, in the API and
// in search; a field without one shows its English marked lang="en"; and a
// change of the English leaves the translation shown.

/** The HTML as a page shows it: entities decoded, whitespace single. */
const text = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Every element opening with lang="en" and the text up to its closing tag. */
const englishParts = (html: string) => [...text(html).matchAll(/<(\w+)[^>]*\blang="en"[^>]*>(.*?)<\/\1>/g)].map((m) => m[2]);

describe.each(databases)('the catalogue and crops in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  /** The products on sale, in the shop's order: each test changes one of its own. */
  let codes: string[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    codes = (await t.services.db.selectFrom('products').select('code').where('archived_at', 'is', null).orderBy('position').execute()).map(
      (p) => p.code,
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const productByCode = (code: string) =>
    t.services.db.selectFrom('products').select(['id', 'title', 'description']).where('code', '=', code).executeTakeFirstOrThrow();
  /** What a visitor would see after staff saved: the shared pages and the search index follow the change. */
  const changed = () => {
    invalidateSearchIndex(t.services.db, 'product');
    t.services.pages.invalidate();
  };

  it("shows a product's Hindi, once saved, on its Hindi page, in the Hindi API answer and in Hindi search", async () => {
    const product = await productByCode(codes[0]);
    const title = 'अनोखा परीक्षण जैव उर्वरक';
    const description = 'यह पहला वाक्य है। यह दूसरा वाक्य है।';
    const before = (await get(`/api/search/products?search=${encodeURIComponent('अनोखा परीक्षण')}&lang=hi`)).json() as { _id: string }[];
    await saveTranslations(t.services.db, 'product', product.id, 'hi', { title, description }, null);
    changed();

    const page = text((await get(`/hi/product_details/${product.id}`)).body);
    expect(page).toMatch(new RegExp(`<h1 class="page-title">${title}</h1>`));
    expect(page).toContain('<li>यह पहला वाक्य है</li>');
    expect(page).not.toContain(toBullets(product.description)[0]);
    expect(text((await get(`/hi/product_page/${product.id}`)).body)).toContain(title);

    for (const [url, headers] of [
      [`/api/get/product/${product.id}?lang=hi`, {}],
      [`/api/get/product/${product.id}`, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }],
    ] as const) {
      const answer = await get(url, headers);
      expect(answer.headers['content-language']).toBe('hi');
      expect(answer.json()).toMatchObject({ _id: product.id, title, description });
    }
    expect((await get(`/api/get/product/${product.id}`)).json()).toMatchObject({ title: product.title, description: product.description });

    // Found first by its Hindi title's words, which it was not found by before, and named in Hindi.
    const hits = async (lang = '') =>
      (await get(`/api/search/products?search=${encodeURIComponent('अनोखा परीक्षण')}${lang}`)).json() as { _id: string; title: string }[];
    expect((await hits('&lang=hi'))[0]).toEqual({ _id: product.id, title });
    expect((await hits())[0]).toEqual({ _id: product.id, title: product.title });
    expect(before.map((h) => h._id)).not.toContain(product.id);
    const results = text((await get(`/hi/search?search=${encodeURIComponent('अनोखा परीक्षण')}`)).body);
    expect(results).toContain(`href="/hi/product_details/${product.id}">${title}</a>`);
  });

  it('shows the English description, marked lang="en", where the Hindi one was removed', async () => {
    const product = await productByCode(codes[1]);
    const hindiTitle = (await translationsOf(t.services.db, 'product', [product.id], ['hi'])).get(product.id)?.hi?.title?.text;
    expect(hindiTitle).toBeTruthy();
    await saveTranslations(t.services.db, 'product', product.id, 'hi', { description: '' }, null);
    changed();

    const details = (await get(`/hi/product_details/${product.id}`)).body;
    const first = toBullets(product.description)[0];
    expect(englishParts(details).some((part) => part.includes(`<li>${first}</li>`))).toBe(true);
    // The title, still translated, is not marked.
    expect(text(details)).toContain(`<h1 class="page-title">${hindiTitle}</h1>`);
    expect(englishParts(details).some((part) => part.includes(hindiTitle!))).toBe(false);
    expect(englishParts((await get(`/hi/b2b`)).body)).toContain(text(product.description));
    expect((await get(`/api/get/product/${product.id}?lang=hi`)).json()).toMatchObject({
      title: hindiTitle,
      description: product.description,
    });
    // Marathi keeps its own description.
    const marathi = (await translationsOf(t.services.db, 'product', [product.id], ['mr'])).get(product.id)?.mr?.description?.text;
    expect(text((await get(`/mr/product_details/${product.id}`)).body)).toContain(`<li>${toBullets(marathi!)[0]}</li>`);
  });

  it("shows a crop's and a problem's Marathi on the Marathi crop and problem pages", async () => {
    const db = t.services.db;
    const crop = await db.selectFrom('crops').select(['id', 'slug', 'name']).where('slug', '=', 'tomato').executeTakeFirstOrThrow();
    const problem = await db
      .selectFrom('problems')
      .innerJoin('stage_problems', 'stage_problems.problem_id', 'problems.id')
      .innerJoin('crop_stages', 'crop_stages.id', 'stage_problems.stage_id')
      .select(['problems.id', 'problems.slug'])
      .where('crop_stages.crop_id', '=', crop.id)
      .executeTakeFirstOrThrow();
    await saveTranslations(db, 'crop', crop.id, 'mr', { name: 'चाचणी टोमॅटो', about: 'चाचणीसाठी लिहिलेली माहिती.' }, null);
    await saveTranslations(db, 'problem', problem.id, 'mr', { name: 'चाचणी करपा', signs: 'पाने पिवळी पडतात. फळे कुजतात.' }, null);
    changed();

    const cropPage = text((await get(`/mr/crops/${crop.slug}`)).body);
    expect(cropPage).toContain('<h1 class="page-title">चाचणी टोमॅटो</h1>');
    expect(cropPage).toContain('चाचणीसाठी लिहिलेली माहिती.');
    expect(cropPage).toContain(`href="/mr/problems/${problem.slug}">चाचणी करपा</a>`);
    const problemPage = text((await get(`/mr/problems/${problem.slug}`)).body);
    expect(problemPage).toContain('<h1 class="page-title">चाचणी करपा</h1>');
    expect(problemPage).toContain('<li>पाने पिवळी पडतात</li><li>फळे कुजतात</li>');
    expect(problemPage).toContain(`href="/mr/crops/${crop.slug}">चाचणी टोमॅटो</a>`);
    expect((await get('/api/crops?lang=mr')).json()).toContainEqual(expect.objectContaining({ slug: crop.slug, name: 'चाचणी टोमॅटो' }));
    // Hindi and English are as they were.
    expect(text((await get(`/crops/${crop.slug}`)).body)).toContain(`<h1 class="page-title">${crop.name}</h1>`);
    expect(text((await get(`/hi/crops/${crop.slug}`)).body)).not.toContain('चाचणी');
  });

  it('keeps showing the Hindi description after the English one changed in the table', async () => {
    const product = await productByCode(codes.at(-1)!);
    const hindi = (await translationsOf(t.services.db, 'product', [product.id], ['hi'])).get(product.id)!.hi!.description.text;
    const english = 'A new English description. Written after the Hindi.';
    await t.services.db.updateTable('products').set({ description: english }).where('id', '=', product.id).execute();
    changed();

    const page = text((await get(`/hi/product_details/${product.id}`)).body);
    expect(page).toContain(`<li>${toBullets(hindi)[0]}</li>`);
    expect(page).not.toContain('A new English description');
    expect(text((await get(`/product_details/${product.id}`)).body)).toContain('<li>A new English description</li>');
    expect((await get(`/api/get/product/${product.id}?lang=hi`)).json()).toMatchObject({ description: hindi });
  });
});
