import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { entityNamed, type TranslatableEntity } from './entities';
import { translationsOf, type OtherLang } from './store';

// Writing translations: each text is recorded against its record's English of
// today, read through the registry of translatable kinds (entities.ts). Apart
// from store.ts, which every module reads translations through and which
// knows no registry: the registry reads the modules' records, so it stands
// above them (decision 034).

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
