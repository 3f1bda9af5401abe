import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../db/seed/catalogue-data';
import { dictionaryOf } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { translationsOf, type OtherLang } from '../../domain/translations/store';
import { fromAcceptLanguage } from '../../server/api/language';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// The API answers in English unless the client asks (?lang, then
// Accept-Language): an existing client gets exactly what it always got; a
// Hindi or Marathi one gets the same fields and shapes with the catalogue's
// texts (as stored per record in content_translations) and the messages
// translated; the shared cache never mixes them up.

const HINDI = 'hi-IN,hi;q=0.9,en;q=0.8';
const devanagari = /[\u0900-\u097F]/;

/** The shape of an answer: its keys and value types, all the way down (arrays by their first item). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return [value.length ? shapeOf(value[0]) : null];
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return value === null ? null : typeof value;
}

describe('the language an API request asks for in Accept-Language', () => {
  it('takes the first of hi, mr and en by q-value; anything else is none', () => {
    expect(fromAcceptLanguage(HINDI)).toBe('hi');
    expect(fromAcceptLanguage('mr')).toBe('mr');
    expect(fromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('en;q=0.5, mr-IN;q=0.8, hi;q=0.7')).toBe('mr');
    expect(fromAcceptLanguage('fr-FR, de;q=0.9, hi;q=0.2')).toBe('hi');
    expect(fromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('fr, de')).toBeNull();
    expect(fromAcceptLanguage('*')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(fromAcceptLanguage('')).toBeNull();
  });
});

describe.each(databases)('the API in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  const hi = dictionaryOf('hi');
  const mr = dictionaryOf('mr');
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** A record's stored translation of a field, or undefined. */
  const stored = async (entity: string, id: string, lang: OtherLang, field: string) =>
    (await translationsOf(t.services.db, entity, [id], [lang])).get(id)?.[lang]?.[field]?.text;
  /** The API's fields of a product → its fields in content_translations. */
  const FIELDS: Record<string, string> = {
    title: 'title',
    description: 'description',
    purpose: 'purpose',
    ModeOfAction: 'mode_of_action',
    corps: 'crops',
    dosage: 'dosage',
    storageAdvice: 'storage_advice',
    cfuCount: 'cfu_count',
    packagingtype: 'packaging_type',
  };

  it('answers an existing client in English, byte for byte, whatever it does not ask', async () => {
    const plain = await get('/api/get/all/products');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-language']).toBe('en');
    expect(String(plain.headers.vary)).toMatch(/Accept-Language/);
    const titles = plain.json().map((p: { title: string }) => p.title);
    expect(titles.sort()).toEqual(seedProducts.map((p) => p.title).sort());

    const { token } = await signUpAndLogin(t.app); // not from the shared cache
    const asks: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'fr-FR' },
      { authorization: token },
    ];
    for (const headers of asks) {
      const again = await get('/api/get/all/products', headers);
      expect(again.body, JSON.stringify(headers)).toBe(plain.body);
    }
    expect((await get('/api/get/all/products?lang=en', { 'accept-language': HINDI })).body).toBe(plain.body);
    expect((await get('/api/get/all/products?lang=xx')).body).toBe(plain.body);
  });

  it('answers in Hindi with Accept-Language, the same shape with the texts translated', async () => {
    const english = (await get('/api/get/all/products')).json();
    const res = await get('/api/get/all/products', { 'accept-language': HINDI });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('hi');
    const hindi = res.json();
    expect(shapeOf(hindi)).toEqual(shapeOf(english));
    expect(hindi.map((p: { _id: string }) => p._id)).toEqual(english.map((p: { _id: string }) => p._id));
    type ApiProduct = Record<string, string> & { Category: { category: string }; price: number; variants: { pack: string }[] };
    for (const [i, p] of (english as (ApiProduct & { Category: { _id: string } })[]).entries()) {
      const h = hindi[i];
      expect(h.title).toMatch(devanagari);
      for (const [field, column] of Object.entries(FIELDS)) {
        expect(h[field], `${p.title}: ${field}`).toBe((await stored('product', p._id, 'hi', column)) ?? p[field]);
      }
      expect(h.Category.category).toBe(await stored('category', p.Category._id, 'hi', 'name'));
      expect(h.price).toBe(p.price);
      expect(h.productform, 'the form is a filter value, the same in every language').toBe(p.productform);
      expect(h.variants).toEqual(p.variants.map((v: { pack: string }) => ({ ...v, pack: hi[v.pack] || v.pack })));
    }
  });

  it('answers in Marathi with ?lang=mr: product, categories, a category’s products and search', async () => {
    const [first] = (await get('/api/get/all/products')).json();
    const product = await get(`/api/get/product/${first._id}?lang=mr`);
    expect(product.statusCode).toBe(200);
    expect(product.headers['content-language']).toBe('mr');
    expect(product.json().title).toBe(await stored('product', first._id, 'mr', 'title'));
    expect(product.json().title).toMatch(devanagari);
    expect(shapeOf(product.json())).toEqual(shapeOf((await get(`/api/get/product/${first._id}`)).json()));

    const categories = (await get('/api/getall/categories?lang=mr')).json();
    const englishCategories = (await get('/api/getall/categories')).json();
    const marathiNames = await Promise.all(englishCategories.map((c: { _id: string }) => stored('category', c._id, 'mr', 'name')));
    expect(marathiNames.every((name) => name && devanagari.test(name))).toBe(true);
    expect(categories.map((c: { category: string }) => c.category)).toEqual(marathiNames);

    const inCategory = (await get(`/api/get/all/products?categoryId=${englishCategories[0]._id}&lang=mr`)).json();
    expect(inCategory.length).toBeGreaterThan(0);
    for (const p of inCategory) expect(p.Category.category).toBe(marathiNames[0]);

    const found = (await get('/api/search/products?search=trichoderma&lang=mr')).json();
    expect(found.length).toBeGreaterThan(0);
    for (const hit of found) expect(hit.title).toMatch(devanagari);
  });

  it('keeps English and Hindi answers apart in the shared cache', async () => {
    const url = '/api/getall/categories';
    const english1 = await get(url); // kept for visitors
    const hindi1 = await get(url, { 'accept-language': HINDI });
    const hindi2 = await get(url, { 'accept-language': 'hi' }); // kept Hindi
    const english2 = await get(url);
    expect(hindi1.body).not.toBe(english1.body);
    expect(hindi1.json()[0].category).toMatch(devanagari);
    expect(hindi2.body).toBe(hindi1.body);
    expect(english2.body).toBe(english1.body);
    expect(english2.headers['content-language']).toBe('en');
    expect(hindi2.headers['content-language']).toBe('hi');
    expect(String(hindi2.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(hindi2.headers.vary)).toMatch(/Accept-Language/);
    // The ETag of one language does not revalidate the other.
    const crossed = await get(url, { 'if-none-match': String(hindi2.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(english1.body);
  });

  it('translates an error’s message when asked, with the same status and shape', async () => {
    const url = '/api/get/product/000000000000000000000000';
    const english = await get(url);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ status: false, message: MSG.productNotFound });
    const hindi = await get(url, { 'accept-language': HINDI });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ status: false, message: hi[MSG.productNotFound] });
    expect(hindi.json().message).toMatch(devanagari);
    const marathi = await get(`${url}?lang=mr`);
    expect(marathi.statusCode).toBe(404);
    expect(marathi.json()).toEqual({ status: false, message: mr[MSG.productNotFound] });
  });
});
