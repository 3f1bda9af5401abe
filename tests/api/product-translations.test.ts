import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_DEFAULTS } from '../../db/category-defaults';
import { listCategories, listProducts, toBullets, type Product } from '../../domain/catalog/products';
import { SHIPPED_TRANSLATIONS } from '../../domain/translations/carry-over';
import { parseCsv } from '../../domain/translations/csv';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Every text of the seeded catalogue that a product page or the API shows
// reaches a Hindi or Marathi visitor translated, from the translations stored
// per record (db/seed/translations.csv carried over at start). A failure names
// the product and the field.

const LANGS = ['hi', 'mr'] as const;

/** A text with words to translate: not only numbers and units ('1 kg, 5 kg', '6.5–7.5'). */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\b(kg|g|ml|L)\b/g, ''));

/** Fields the product page shows as bullets: a translation keeps the English's sentences apart. */
const BULLET_FIELDS = ['description', 'purpose', 'modeOfAction', 'crops', 'dosage'] as const satisfies readonly (keyof Product)[];

describe.each(databases)('the seeded catalogue in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(LANGS)('has every displayed text field of every product in %s', async (lang) => {
    const [english, translated] = await Promise.all([
      listProducts(t.services.db, {}, { reviews: false }),
      listProducts(t.services.db, {}, { reviews: false, lang }),
    ]);
    expect(translated.length).toBeGreaterThanOrEqual(30);
    const problems = translated.flatMap((p, i) => {
      const en = english[i];
      const where = `${p.code} ${en.title}`;
      const untranslated = (p.english ?? []).filter((field) => hasWords(String(en[field as keyof Product])));
      return [
        ...untranslated.map((field) => `${where}: ${field} has no ${lang} translation`),
        ...BULLET_FIELDS.filter((f) => toBullets(p[f]).length !== toBullets(en[f]).length).map(
          (f) => `${where}: ${f} in ${lang} has ${toBullets(p[f]).length} sentences, the English ${toBullets(en[f]).length}`,
        ),
      ];
    });
    expect(problems).toEqual([]);
  });

  it.each(LANGS)('has every category’s name and description in %s', async (lang) => {
    const categories = await listCategories(t.services.db, lang);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.filter((c) => c.english?.length).map((c) => `${c.slug}: ${c.english}`)).toEqual([]);
  });
});

describe('the category defaults a new product starts with', () => {
  it('has the storage advice of every category in the shipped Hindi and Marathi', () => {
    const parsed = parseCsv(readFileSync(SHIPPED_TRANSLATIONS, 'utf8'));
    if ('error' in parsed) throw new Error(parsed.error);
    const shipped = new Set(
      parsed.rows
        .filter(([entity, field]) => entity === 'product' && field === 'storage_advice')
        .map(([, , lang, english]) => `${lang} ${english}`),
    );
    const missing = Object.entries(CATEGORY_DEFAULTS).flatMap(([slug, d]) =>
      LANGS.filter((lang) => !shipped.has(`${lang} ${d.storage}`)).map((lang) => `${slug}: ${lang}`),
    );
    expect(missing).toEqual([]);
  });
});
