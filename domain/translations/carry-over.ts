import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { isLang } from '../i18n/languages';
import { parseCsv } from './csv';
import { ENTITIES } from './entities';

// The shop's own Hindi and Marathi, shipped beside the seed: one row per text
// and language (entity, field, lang, english, text). A fresh shop's records
// and an upgraded shop's records take the translation written for their
// field's English as it is now (as the old catalogue matched them), so nothing
// shown in Hindi before is lost; what staff already translated is kept.

export const SHIPPED_TRANSLATIONS = join(import.meta.dirname, '..', '..', 'db', 'seed', 'translations.csv');

export const SHIPPED_COLUMNS = ['entity', 'field', 'lang', 'english', 'text'] as const;

export async function carryOverShipped(db: Db, opts: { newKindsOnly?: boolean; file?: string } = {}): Promise<number> {
  const file = opts.file ?? SHIPPED_TRANSLATIONS;
  // At every start: usually every kind has its rows already, and nothing is read but one short query.
  const translated = new Set(
    (await db.selectFrom('content_translations').select('entity').groupBy('entity').execute()).map((r) => r.entity),
  );
  const kinds = opts.newKindsOnly ? ENTITIES.filter((e) => !translated.has(e.name)) : ENTITIES;
  if (!kinds.length || !existsSync(file)) return 0;
  const parsed = parseCsv(readFileSync(file, 'utf8'));
  if ('error' in parsed) throw new Error(`${file}:${parsed.line}: ${parsed.error}`);
  const [, ...rows] = parsed.rows;
  const shipped = new Map<string, { lang: string; text: string }[]>();
  for (const [entity, field, lang, english, text] of rows) {
    if (!isLang(lang) || lang === 'en' || !text?.trim()) continue;
    const key = `${entity}\u0000${field}\u0000${english.trim()}`;
    shipped.set(key, [...(shipped.get(key) ?? []), { lang, text }]);
  }
  const existing = new Set(
    (
      await db
        .selectFrom('content_translations')
        .select(['entity', 'entity_id', 'field', 'lang'])
        .where(
          'entity',
          'in',
          kinds.map((e) => e.name),
        )
        .execute()
    ).map((r) => `${r.entity}\u0000${r.entity_id}\u0000${r.field}\u0000${r.lang}`),
  );
  const values = [];
  for (const entity of kinds) {
    for (const [id, { texts }] of await entity.english(db)) {
      for (const [field, english] of Object.entries(texts)) {
        for (const { lang, text } of shipped.get(`${entity.name}\u0000${field}\u0000${english.trim()}`) ?? []) {
          if (existing.has(`${entity.name}\u0000${id}\u0000${field}\u0000${lang}`)) continue;
          existing.add(`${entity.name}\u0000${id}\u0000${field}\u0000${lang}`);
          values.push({
            entity: entity.name,
            entity_id: id,
            field,
            lang,
            text,
            source: english,
            updated_at: new Date().toISOString(),
            updated_by: null,
          });
        }
      }
    }
  }
  for (let i = 0; i < values.length; i += 200) {
    // Another worker starting at the same time may have carried the same rows.
    await db
      .insertInto('content_translations')
      .values(values.slice(i, i + 200))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return values.length;
}
