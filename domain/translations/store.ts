import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';

// Reading the Hindi and Marathi of what staff edit, and forgetting those of a
// removed record (saving them: saving.ts, above the modules). A translation
// belongs to one field of one record; changing the English never touches it:
// it is kept and shown, marked "English changed" until someone updates or
// confirms it. A record read for a page comes back in the page's language,
// saying which of its fields are still in English (for lang="en").

export type OtherLang = Exclude<Lang, 'en'>;
export const OTHER_LANGS: readonly OtherLang[] = ['hi', 'mr'];

export interface StoredTranslation {
  text: string;
  /** The English it was written for. */
  source: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** field → translation, for one record in one language. */
export type RecordTranslations = Record<string, StoredTranslation>;

/** The translations of some records of one kind: id → lang → field → translation. */
export async function translationsOf(
  db: Db,
  entity: string,
  ids: readonly string[],
  langs: readonly OtherLang[] = OTHER_LANGS,
): Promise<Map<string, Partial<Record<OtherLang, RecordTranslations>>>> {
  const out = new Map<string, Partial<Record<OtherLang, RecordTranslations>>>();
  if (!ids.length || !langs.length) return out;
  const rows = await db
    .selectFrom('content_translations')
    .selectAll()
    .where('entity', '=', entity)
    .where('lang', 'in', langs as OtherLang[])
    .where('entity_id', 'in', ids as string[])
    .execute();
  for (const r of rows) {
    const byLang = out.get(r.entity_id) ?? {};
    const lang = r.lang as OtherLang;
    (byLang[lang] ??= {})[r.field] = { text: r.text, source: r.source, updatedAt: r.updated_at, updatedBy: r.updated_by };
    out.set(r.entity_id, byLang);
  }
  return out;
}

/** A record as a page in some language shows it: its fields of `english` that stayed English. */
export interface Shown {
  english?: readonly string[];
}

/**
 * Records in `lang`: each field of `fields` (a property of the record → the
 * translation's field) replaced by its translation where there is one, and
 * listed in `english` where there is none. English records come back as they are.
 */
export async function inLanguage<T extends { id: string }>(
  db: Db,
  lang: Lang,
  entity: string,
  records: readonly T[],
  fields: Readonly<Partial<Record<keyof T & string, string>>>,
  opts: { lists?: readonly (keyof T & string)[] } = {},
): Promise<(T & Shown)[]> {
  if (lang === 'en' || !records.length) return records as (T & Shown)[];
  const found = await translationsOf(db, entity, [...new Set(records.map((r) => r.id))], [lang]);
  return records.map((record) => localizedRecord(record, found.get(record.id)?.[lang], fields, opts.lists));
}

/** One record with the translations already read (see inLanguage). */
export function localizedRecord<T extends object>(
  record: T,
  translated: RecordTranslations | undefined,
  fields: Readonly<Partial<Record<keyof T & string, string>>>,
  lists: readonly (keyof T & string)[] = [],
): T & Shown {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const english: string[] = [];
  for (const [prop, field] of Object.entries(fields) as [keyof T & string, string][]) {
    const value = record[prop];
    const t = translated?.[field]?.text;
    if (t && t.trim()) out[prop] = lists.includes(prop) ? t.split('\n').filter((line) => line.trim()) : t;
    else if ((typeof value === 'string' && value.trim()) || (Array.isArray(value) && value.length)) english.push(prop);
  }
  return Object.assign(out, english.length ? { english } : {}) as T & Shown;
}

/** `lang="en"` for an element showing a field that stayed English on a Hindi or Marathi page. */
export const langOf = (record: Shown, prop: string): 'en' | undefined => (record.english?.includes(prop) ? 'en' : undefined);

/** A translation is stale when its English changed since it was written or confirmed. */
export const isStale = (t: Pick<StoredTranslation, 'source'>, english: string) => t.source.trim() !== english.trim();

/** Forgets every translation of a record that is gone. */
export async function dropTranslations(db: Db, entity: string, id: string) {
  await db.deleteFrom('content_translations').where('entity', '=', entity).where('entity_id', '=', id).execute();
}
