import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_DEFAULTS } from '../../db/category-defaults';
import { listCategories, listProducts, toBullets, type Product } from '../../domain/catalog/products';
import { loadDictionary } from '../../domain/i18n/dictionaries';
import { hasWords } from '../../scripts/product-locale-keys';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Every text of the seeded catalogue that a product page or the API shows has
// its Hindi and Marathi in locales/{hi,mr}/products.json (keys made by
// scripts/product-locale-keys.ts). A failure names the product and the field.

const LANGS = ['hi', 'mr'] as const;
const dictionaries = Object.fromEntries(LANGS.map((lang) => [lang, loadDictionary(lang)]));

/** The product fields shown as text (numbers-and-units-only values such as '1 kg, 5 kg' and '6.5–7.5' stay as they are). */
const TEXT_FIELDS = [
  'title',
  'form',
  'description',
  'technicalName',
  'packagingType',
  'packagingAvailable',
  'purpose',
  'phRange',
  'cfuCount',
  'modeOfAction',
  'crops',
  'dosage',
  'storageAdvice',
] as const satisfies readonly (keyof Product)[];

/** Fields the product page shows as bullets: a translation keeps the English's sentences apart. */
const BULLET_FIELDS = new Set<string>(['description', 'purpose', 'modeOfAction', 'crops', 'dosage']);

function missing(where: string, field: string, english: string): string[] {
  if (!hasWords(english)) return [];
  const problems: string[] = [];
  for (const lang of LANGS) {
    const translated = dictionaries[lang][english];
    if (!translated?.trim()) {
      problems.push(`${where}: ${field} has no ${lang} translation`);
    } else if (BULLET_FIELDS.has(field) && toBullets(translated).length !== toBullets(english).length) {
      problems.push(
        `${where}: ${field} in ${lang} has ${toBullets(translated).length} sentences, the English ${toBullets(english).length}`,
      );
    }
  }
  return problems;
}

describe.each(databases)('the seeded catalogue in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('has a translation of every displayed text field of every product', async () => {
    const products = await listProducts(t.services.db, {}, { reviews: false });
    expect(products.length).toBeGreaterThanOrEqual(30);
    const problems = products.flatMap((p) => TEXT_FIELDS.flatMap((field) => missing(`${p.code} ${p.title}`, field, p[field])));
    expect(problems).toEqual([]);
  });

  it('has a translation of every category’s name and description', async () => {
    const categories = await listCategories(t.services.db);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const problems = categories.flatMap((c) => [
      ...missing(`category ${c.slug}`, 'name', c.name),
      ...missing(`category ${c.slug}`, 'blurb', c.blurb),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the category defaults a product page shows', () => {
  it('has the storage advice of every category in Hindi and Marathi', () => {
    const problems = Object.entries(CATEGORY_DEFAULTS).flatMap(([slug, d]) => missing(`defaults of ${slug}`, 'storage', d.storage));
    expect(problems).toEqual([]);
  });
});
