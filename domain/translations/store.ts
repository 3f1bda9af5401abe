import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import type { Lang } from '../i18n/languages';
import { entityNamed, type TranslatableEntity } from './entities';

// Reading and writing the Hindi and Marathi of what staff edit. A translation
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

function entityOrThrow(name: string): TranslatableEntity {
  const e = entityNamed(name);
  if (!e) throw new Error(`Unknown translatable entity: ${name}`);
  return e;
}

/**
 * Saves one language's texts of one record (field → text; an empty text
 * removes that translation). Each is recorded against today's English, so it
 * is no longer marked stale. Fields not given are left as they are.
 */
export async function saveTranslations(
  db: Db,
  entityName: string,
  id: string,
  lang: OtherLang,
  texts: Readonly<Record<string, string>>,
  staffId: string | null,
): Promise<{ changed: string[] }> {
  const entity = entityOrThrow(entityName);
  const english = (await entity.english(db, [id])).get(id)?.texts ?? {};
  const existing = (await translationsOf(db, entityName, [id], [lang])).get(id)?.[lang] ?? {};
  const changed: string[] = [];
  const now = nowIso();
  for (const [field, raw] of Object.entries(texts)) {
    if (!(field in entity.fields)) continue;
    const text = raw.replace(/\r\n/g, '\n').trim();
    const before = existing[field];
    const source = english[field] ?? '';
    if (!text) {
      if (before) {
        await db
          .deleteFrom('content_translations')
          .where('entity', '=', entityName)
          .where('entity_id', '=', id)
          .where('field', '=', field)
          .where('lang', '=', lang)
          .execute();
        changed.push(field);
      }
      continue;
    }
    if (before && before.text === text && before.source === source) continue;
    if (before) {
      await db
        .updateTable('content_translations')
        .set({ text, source, updated_at: now, updated_by: staffId })
        .where('entity', '=', entityName)
        .where('entity_id', '=', id)
        .where('field', '=', field)
        .where('lang', '=', lang)
        .execute();
    } else {
      await db
        .insertInto('content_translations')
        .values({ entity: entityName, entity_id: id, field, lang, text, source, updated_at: now, updated_by: staffId })
        .execute();
    }
    changed.push(field);
  }
  return { changed };
}

/** "The translation still says the same": marks the given fields' translations as written for today's English. */
export async function confirmTranslations(
  db: Db,
  entityName: string,
  id: string,
  lang: OtherLang,
  fields: readonly string[],
  staffId: string,
) {
  const existing = (await translationsOf(db, entityName, [id], [lang])).get(id)?.[lang] ?? {};
  const kept = Object.fromEntries(fields.filter((f) => existing[f]).map((f) => [f, existing[f].text]));
  return saveTranslations(db, entityName, id, lang, kept, staffId);
}

/** Forgets every translation of a record that is gone. */
export async function dropTranslations(db: Db, entity: string, id: string) {
  await db.deleteFrom('content_translations').where('entity', '=', entity).where('entity_id', '=', id).execute();
}
