import type { Db } from '../../db/client';
import { dictionaryOf } from '../i18n/dictionaries';
import type { Lang } from '../i18n/languages';

// The Hindi and Marathi that product search indexes beside the English
// (./search.ts): the rows of content_translations of products, categories and
// crops, and the product forms' names (interface labels, from locales/).

/** The kinds of record whose texts are searched: a change to their translations calls for a new index. */
export const SEARCHED = ['product', 'category', 'crop'] as const;

/** The fields searched besides a product's title, as in the English index (a category and a crop by name). */
const FIELDS: Record<(typeof SEARCHED)[number], readonly string[]> = {
  product: ['technical_name', 'crops', 'purpose', 'description'],
  category: ['name'],
  crop: ['name'],
};

/** Every Hindi and Marathi text searched, in one query: "entity id" → its texts, and each product's titles by language. */
export async function translatedTexts(db: Db) {
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity', 'entity_id', 'field', 'lang', 'text'])
    .where('entity', 'in', [...SEARCHED])
    .execute();
  const texts = new Map<string, string[]>();
  const titles = new Map<string, Partial<Record<Lang, string>>>();
  for (const r of rows) {
    if (!r.text.trim()) continue;
    if (r.entity === 'product' && r.field === 'title') titles.set(r.entity_id, { ...titles.get(r.entity_id), [r.lang]: r.text });
    if (!FIELDS[r.entity as (typeof SEARCHED)[number]]?.includes(r.field)) continue;
    const key = `${r.entity} ${r.entity_id}`;
    const list = texts.get(key);
    if (list) list.push(r.text);
    else texts.set(key, [r.text]);
  }
  return { texts, titles };
}

/** A product form's Hindi and Marathi (an interface label, from locales/). */
export const formNames = (form: string) =>
  (['hi', 'mr'] as const).map((lang) => dictionaryOf(lang)[form]).filter((x): x is string => Boolean(x));
