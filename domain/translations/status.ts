import type { Db } from '../../db/client';
import { ENTITIES, entityNamed, type TranslatableEntity } from './entities';
import { isStale, OTHER_LANGS, translationsOf, type OtherLang } from './store';

// What is left to translate: per record, the fields with English but no Hindi
// or Marathi (missing), and the translations whose English changed since
// (stale, "English changed — check the Hindi").

export interface RecordState {
  id: string;
  name: string;
  missing: Record<OtherLang, string[]>;
  stale: Record<OtherLang, string[]>;
}

export async function recordStates(db: Db, entity: TranslatableEntity | string, ids?: readonly string[]): Promise<RecordState[]> {
  const e = typeof entity === 'string' ? entityNamed(entity) : entity;
  if (!e) return [];
  const english = await e.english(db, ids);
  const found = await translationsOf(db, e.name, [...english.keys()]);
  const out: RecordState[] = [];
  for (const [id, { name, texts }] of english) {
    const state: RecordState = { id, name, missing: { hi: [], mr: [] }, stale: { hi: [], mr: [] } };
    for (const lang of OTHER_LANGS) {
      const t = found.get(id)?.[lang] ?? {};
      for (const [field, en] of Object.entries(texts)) {
        if (!en.trim()) continue;
        if (!t[field]) state.missing[lang].push(field);
        else if (isStale(t[field], en)) state.stale[lang].push(field);
      }
    }
    out.push(state);
  }
  return out;
}

export const needsWork = (s: RecordState) => OTHER_LANGS.some((l) => s.missing[l].length || s.stale[l].length);

/** Per kind of record: how many records miss a translation or have one to check, per language. */
export async function translationCounts(db: Db, entities: readonly TranslatableEntity[] = ENTITIES) {
  const out: { entity: string; label: string; missing: Record<OtherLang, number>; stale: Record<OtherLang, number> }[] = [];
  for (const e of entities) {
    const states = await recordStates(db, e);
    const count = (pick: (s: RecordState, l: OtherLang) => string[], l: OtherLang) => states.filter((s) => pick(s, l).length).length;
    out.push({
      entity: e.name,
      label: e.label,
      missing: { hi: count((s, l) => s.missing[l], 'hi'), mr: count((s, l) => s.missing[l], 'mr') },
      stale: { hi: count((s, l) => s.stale[l], 'hi'), mr: count((s, l) => s.stale[l], 'mr') },
    });
  }
  return out;
}
