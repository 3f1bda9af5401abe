import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productForEditing } from '../../domain/catalog/editing';
import { pageForEditing } from '../../domain/content/page-editing';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Issue 24's promise, walked as staff and a Hindi-reading visitor would: staff
// change the English of a product, a company page and a crop in the back
// office, and the Hindi pages still show the Hindi (marked for checking in the
// back office); staff then write new Hindi, and the Hindi page, the Hindi API
// answer and the Hindi search show it at once — the caches hold nothing stale.

for (const kind of databases) {
  describe(`a change of English never costs the Hindi, on ${kind}`, () => {
    let t: TestApp;
    let catalogue: string;
    let content: string;
    beforeAll(async () => {
      t = await startTestApp(kind);
      catalogue = await staffToken(t, 'catalogue');
      content = await staffToken(t, 'content');
    });
    afterAll(() => t.close());

    const visit = async (url: string) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const translationOf = async (entity: string, id: string, field: string, lang: 'hi' | 'mr') =>
      (
        await t.services.db
          .selectFrom('content_translations')
          .select('text')
          .where('entity', '=', entity)
          .where('entity_id', '=', id)
          .where('field', '=', field)
          .where('lang', '=', lang)
          .executeTakeFirstOrThrow()
      ).text;
    const hindiOf = (entity: string, id: string, field: string) => translationOf(entity, id, field, 'hi');
    const translate = async (entity: string, id: string, texts: Record<string, string>, token: string) => {
      const res = await postForm(t, `/admin/translations/${entity}/${encodeURIComponent(id)}`, texts, token);
      expect(res.json()).toMatchObject({ ok: true });
    };
    const marked = async (entity: string, id: string, token: string) =>
      (
        await t.app.inject({
          url: `/admin/translations/${entity}/${encodeURIComponent(id)}`,
          headers: { accept: 'text/html', authorization: token },
        })
      ).body;
    const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

    it('a product: its Hindi survives a new English description, and new Hindi shows on the page, in the API and in search', async () => {
      const product = await t.services.db.selectFrom('products').select(['id', 'slug']).orderBy('position').executeTakeFirstOrThrow();
      const hindi = await hindiOf('product', product.id, 'description');
      // Seen by a visitor first, so a cached answer would be the one to go stale.
      expect(await visit(`/hi/product_details/${product.id}`)).toContain(escaped(hindi));

      const { values } = await productForEditing(t.services.db, product.id);
      const edited = await postForm(
        t,
        `/admin/products/${product.id}`,
        { ...values, description: `${values.description} Also through drip lines.`, intent: 'save' },
        catalogue,
      );
      expect(edited.json()).toMatchObject({ ok: true });
      expect(await visit(`/hi/product_details/${product.id}`)).toContain(escaped(hindi));
      expect((await t.app.inject({ url: `/api/get/product/${product.id}?lang=hi` })).json().description).toBe(hindi);
      expect(await marked('product', product.id, catalogue)).toContain('English changed — check the Hindi.');
      // Staff find the texts to check from the back office's menu.
      const products = await t.app.inject({ url: '/admin/products', headers: { accept: 'text/html', authorization: catalogue } });
      expect(products.body).toMatch(/<nav[^>]*aria-label="Back office"[\s\S]*href="\/admin\/translations"[\s\S]*<\/nav>/);

      const title = 'सुपर माइकोराइज़ा पाउडर';
      const description = `${hindi} ड्रिप लाइन से भी दिया जा सकता है।`;
      await translate('product', product.id, { 'hi:title': title, 'hi:description': description }, catalogue);
      const page = await visit(`/hi/product_details/${product.id}`);
      expect(page).toContain(escaped(title));
      expect(page).toContain('ड्रिप लाइन से भी दिया जा सकता है।');
      const api = (await t.app.inject({ url: `/api/get/product/${product.id}?lang=hi` })).json();
      expect(api).toMatchObject({ title, description });
      const hits = (await t.app.inject({ url: `/api/search/products?search=${encodeURIComponent('सुपर')}&lang=hi` })).json();
      expect(hits).toContainEqual({ _id: product.id, title });
      expect(await visit(`/hi/search?search=${encodeURIComponent('सुपर')}`)).toContain(escaped(title));
      // English readers still read the English, and the Marathi was never touched.
      expect((await t.app.inject({ url: `/api/get/product/${product.id}` })).json().description).toBe(
        `${values.description} Also through drip lines.`,
      );
      expect(await marked('product', product.id, catalogue)).toContain('English changed — check the Marathi.');
    });

    it('a company page: its Hindi survives a new English text, and new Hindi shows at once', async () => {
      const slug = 'shipping';
      const heading = await hindiOf('page', slug, 'heading');
      expect(await visit(`/hi/${slug}`)).toContain(escaped(heading));
      const before = await pageForEditing(t.services.db, slug);
      const saved = await postForm(
        t,
        `/admin/content/pages/${slug}`,
        {
          title: before.title,
          description: before.description,
          heading: 'Delivery across India',
          body: before.body,
          version: String(before.version),
          intent: 'save',
        },
        content,
      );
      expect(saved.json()).toMatchObject({ ok: true });
      expect(await visit(`/${slug}`)).toContain('Delivery across India');
      expect(await visit(`/hi/${slug}`)).toContain(escaped(heading));
      expect(await marked('page', slug, content)).toContain('English changed — check the Hindi.');

      await translate('page', slug, { 'hi:heading': 'पूरे भारत में डिलीवरी' }, content);
      expect(await visit(`/hi/${slug}`)).toContain('पूरे भारत में डिलीवरी');
      // The Marathi, never edited, is the one carried over.
      expect(await visit(`/mr/${slug}`)).toContain(escaped(await translationOf('page', slug, 'heading', 'mr')));
    });

    it('a crop: its Hindi survives a new English text, and new Hindi shows on the page and in the API at once', async () => {
      const crop = await t.services.db.selectFrom('crops').selectAll().orderBy('position').executeTakeFirstOrThrow();
      const name = await hindiOf('crop', crop.id, 'name');
      const about = await hindiOf('crop', crop.id, 'about');
      expect(await visit(`/hi/crops/${crop.slug}`)).toContain(escaped(about));
      const form = {
        name: crop.name,
        slug: crop.slug,
        group: crop.crop_group,
        seedKgPerAcre: crop.seed_kg_per_acre === null ? '' : String(crop.seed_kg_per_acre),
        ...(crop.seed_treatment_first ? { seedFirst: 'on' } : {}),
        about: `${crop.about} Grown across the Deccan.`,
        intent: 'save',
      };
      expect((await postForm(t, `/admin/crops/${crop.id}`, form, catalogue)).json()).toMatchObject({ ok: true });
      expect(await visit(`/hi/crops/${crop.slug}`)).toContain(escaped(about));
      expect(await marked('crop', crop.id, catalogue)).toContain('English changed — check the Hindi.');

      await translate('crop', crop.id, { 'hi:name': `${name} (दक्कन)` }, catalogue);
      expect(await visit(`/hi/crops/${crop.slug}`)).toContain(escaped(`${name} (दक्कन)`));
      const crops = (await t.app.inject({ url: '/api/crops?lang=hi' })).json() as { slug: string; name: string }[];
      expect(crops.find((c) => c.slug === crop.slug)?.name).toBe(`${name} (दक्कन)`);
      expect((await t.app.inject({ url: '/api/crops' })).json().find((c: { slug: string }) => c.slug === crop.slug).name).toBe(crop.name);
    });
  });
}
