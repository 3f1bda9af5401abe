// The English texts of the seeded catalogue that the shop shows (product
// fields, categories, the storage advice of each category) as keys of
// locales/{hi,mr}/products.json: a missing key is added with an empty value for
// the translator, an existing translation is kept, a key the catalogue no longer
// has is reported. Run after changing db/seed/catalogue-data.ts:
//
//   npx tsx scripts/product-locale-keys.ts

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_DEFAULTS } from '../db/category-defaults';
import { seedCategories, seedProducts } from '../db/seed/catalogue-data';
import type { SeedProduct } from '../db/seed/types';

/** The product fields a page or the API shows as text. */
export const PRODUCT_TEXT_FIELDS = [
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
] as const satisfies readonly (keyof SeedProduct)[];

/** A text with words to translate: not only numbers and units ('1 kg, 5 kg', '6.5–7.5'). */
export const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\b(kg|g|ml|L)\b/g, ''));

/** Every catalogue text to translate, once each, in the order a translator meets them. */
export function catalogueTexts(): string[] {
  const texts = new Set<string>();
  const add = (text: string) => {
    if (text && hasWords(text)) texts.add(text);
  };
  for (const c of seedCategories) {
    add(c.name);
    add(c.blurb);
  }
  for (const d of Object.values(CATEGORY_DEFAULTS)) add(d.storage);
  for (const p of seedProducts) for (const field of PRODUCT_TEXT_FIELDS) add(p[field]);
  return [...texts];
}

function main() {
  const keys = catalogueTexts();
  for (const lang of ['hi', 'mr']) {
    const file = join(import.meta.dirname, '..', 'locales', lang, 'products.json');
    const current = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    const next: Record<string, string> = {};
    for (const key of keys) next[key] = current[key] ?? '';
    const stale = Object.keys(current).filter((k) => !(k in next));
    for (const key of stale) next[key] = current[key]; // kept: other catalogue texts (messages) live here too
    writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
    const missing = keys.filter((k) => !next[k]).length;
    console.log(`${lang}: ${keys.length} catalogue texts, ${missing} without a translation, ${stale.length} other keys`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
