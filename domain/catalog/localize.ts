import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { inLanguage, translationsOf, type Shown } from '../translations/store';
import type { Category, Product } from './products';

// The catalogue in a visitor's language: each product's and category's texts
// from content_translations (one query per kind), English where a field has no
// translation, and named in `english` so the page marks it lang="en".

/** A product's text properties → their fields in content_translations (the columns of products). */
export const PRODUCT_TEXTS = {
  title: 'title',
  description: 'description',
  technicalName: 'technical_name',
  purpose: 'purpose',
  modeOfAction: 'mode_of_action',
  dosage: 'dosage',
  crops: 'crops',
  phRange: 'ph_range',
  cfuCount: 'cfu_count',
  packagingType: 'packaging_type',
  packagingAvailable: 'packaging_available',
  storageAdvice: 'storage_advice',
} as const satisfies Partial<Record<keyof Product, string>>;

export const CATEGORY_TEXTS = { name: 'name', blurb: 'blurb' } as const satisfies Partial<Record<keyof Category, string>>;

/** Categories in `lang`. */
export function categoriesIn<T extends Category>(db: Db, lang: Lang, categories: readonly T[]): Promise<(T & Shown)[]> {
  return inLanguage(db, lang, 'category', categories, CATEGORY_TEXTS as Partial<Record<keyof T & string, string>>);
}

/** Products in `lang`, their categories too. */
export async function productsIn(db: Db, lang: Lang, products: readonly Product[]): Promise<Product[]> {
  if (lang === 'en' || !products.length) return [...products];
  const categories = [...new Map(products.map((p) => [p.category.id, p.category])).values()];
  const [localized, cats] = await Promise.all([
    inLanguage(db, lang, 'product', products, PRODUCT_TEXTS),
    categoriesIn(db, lang, categories),
  ]);
  const byId = new Map(cats.map((c) => [c.id, c]));
  return localized.map((p) => ({ ...p, category: byId.get(p.category.id) ?? p.category }));
}

/** Products' translated titles in `lang` (id → title; none for an English title), for what names a product only by its title. */
export async function titlesIn(db: Db, lang: Lang, ids: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (lang === 'en' || !ids.length) return out;
  for (const [id, byLang] of await translationsOf(db, 'product', [...new Set(ids)], [lang])) {
    const text = byLang[lang]?.title?.text;
    if (text?.trim()) out.set(id, text);
  }
  return out;
}

/** Lines naming a product by its title, in `lang`: a line whose product has no translated title keeps its own, marked English. */
export async function withTitlesIn<T extends { productId: string; title: string }>(
  db: Db,
  lang: Lang,
  lines: readonly T[],
): Promise<(T & Shown)[]> {
  if (lang === 'en') return [...lines];
  const titles = await titlesIn(
    db,
    lang,
    lines.map((l) => l.productId),
  );
  return lines.map((l) => {
    const title = titles.get(l.productId);
    return title ? { ...l, title } : { ...l, english: ['title'] };
  });
}
