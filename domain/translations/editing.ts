import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { StaffRole } from '../constants';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import { canUse } from '../staff/roles';
import type { StaffMember } from '../staff/staff';
import type { FieldError } from '../validation';
import { translationsChanged } from './changes';
import { storedForm, textName, translationProblem } from './checks';
import { ENTITIES, entityNamed, type TranslatableEntity } from './entities';
import { saveTranslations } from './saving';
import { isStale, OTHER_LANGS, translationsOf, type OtherLang, type StoredTranslation } from './store';

// The side-by-side editor of one record's texts: English (read here, edited
// in the record's own editor), Hindi and Marathi. A save writes only the
// texts that differ from what the editor showed, in the languages posted, so
// an untouched translation keeps the English it was written for (and its
// "English changed" mark); "Still right" confirms one against today's English.

type Staff = Pick<StaffMember, 'id' | 'email' | 'role'>;

export const mayTranslate = (role: StaffRole, entity: TranslatableEntity) => canUse(role, entity.area);

/** The kinds of record whose texts this role edits. */
export const entitiesFor = (role: StaffRole) => ENTITIES.filter((e) => mayTranslate(role, e));

/** The kind named, if this role edits it: 404 for no such kind, 403 for another role's. */
export function translatableFor(role: StaffRole, name: string): TranslatableEntity {
  const entity = entityNamed(name);
  if (!entity) throw notFound(MSG.translationKindUnknown(name, ENTITIES.map((e) => e.name).join(', ')));
  if (!mayTranslate(role, entity)) throw forbidden(MSG.translationNotYourKind(entity.label));
  return entity;
}

export const isOtherLang = (v: unknown): v is OtherLang => OTHER_LANGS.includes(v as OtherLang);

/** A short fingerprint of a text as the editor showed it: a save names it, so one made over someone else's is refused. */
export const versionOf = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 12);

export interface EditorCell extends StoredTranslation {
  stale: boolean;
  version: string;
}

export interface EditorRow {
  field: string;
  label: string;
  english: string;
  max: number;
  list: boolean;
  cells: Record<OtherLang, EditorCell | null>;
}

export interface TranslationEditor {
  entity: { name: string; label: string };
  id: string;
  name: string;
  /** The record's own (English) editor. */
  englishPath: string;
  rows: EditorRow[];
}

/** Where the record's English is edited. */
export async function englishEditorPath(db: Db, entity: TranslatableEntity, id: string) {
  return (await entity.locate?.(db, id)) ?? entity.editPath(id);
}

export async function translationEditor(db: Db, staff: Staff, entityName: string, id: string): Promise<TranslationEditor> {
  const entity = translatableFor(staff.role, entityName);
  const record = (await entity.english(db, [id])).get(id);
  if (!record) throw notFound(MSG.translationRecordUnknown(entity.label, id));
  const found = (await translationsOf(db, entity.name, [id])).get(id) ?? {};
  const rows = Object.entries(entity.fields).map(([field, label]) => {
    const english = record.texts[field] ?? '';
    const cell = (lang: OtherLang): EditorCell | null => {
      const t = found[lang]?.[field];
      return t ? { ...t, stale: isStale(t, english), version: versionOf(t.text) } : null;
    };
    return {
      field,
      label,
      english,
      max: entity.max[field],
      list: !!entity.lists?.includes(field),
      cells: { hi: cell('hi'), mr: cell('mr') },
    };
  });
  const englishPath = await englishEditorPath(db, entity, id);
  return { entity: { name: entity.name, label: entity.label }, id, name: record.name, englishPath, rows };
}

/** One posted text: what was typed, and the version of the text the editor showed ('' when there was none). */
export interface PostedText {
  text: string;
  was?: string;
}

export type PostedTranslations = Partial<Record<OtherLang, Record<string, PostedText>>>;

/** Every problem of the posted texts, each on its field (`hi:description`). */
export function translationProblems(entity: TranslatableEntity, english: Record<string, string>, posted: PostedTranslations): FieldError[] {
  const problems: FieldError[] = [];
  for (const lang of OTHER_LANGS) {
    for (const [field, { text }] of Object.entries(posted[lang] ?? {})) {
      if (!(field in entity.fields)) {
        problems.push({
          field: `${lang}:${field}`,
          message: MSG.translationFieldUnknown(entity.label, field, Object.keys(entity.fields).join(', ')),
        });
        continue;
      }
      const problem = translationProblem(entity, field, lang, english[field] ?? '', storedForm(text));
      if (problem) problems.push({ field: `${lang}:${field}`, message: problem });
    }
  }
  return problems;
}

export class TranslationsRefused extends Error {
  constructor(readonly problems: FieldError[]) {
    super(problems[0]?.message ?? 'refused');
  }
}

/**
 * Saves the posted texts that differ from those stored (empty: the
 * translation is removed) and confirms the `confirm` fields, in one
 * transaction with its audit entry. Refuses the whole save when a text breaks
 * a rule (TranslationsRefused, every problem) or was changed by someone else
 * since the editor showed it (409).
 */
export async function saveRecordTranslations(
  db: Db,
  staff: Staff,
  entityName: string,
  id: string,
  posted: PostedTranslations,
  confirm: Partial<Record<OtherLang, readonly string[]>> = {},
): Promise<{ changed: number; langs: OtherLang[] }> {
  const entity = translatableFor(staff.role, entityName);
  const record = (await entity.english(db, [id])).get(id);
  if (!record) throw notFound(MSG.translationRecordUnknown(entity.label, id));
  const problems = translationProblems(entity, record.texts, posted);
  if (problems.length) throw new TranslationsRefused(problems);
  for (const lang of OTHER_LANGS)
    for (const field of confirm[lang] ?? [])
      if (!(field in entity.fields))
        throw badRequest(MSG.translationFieldUnknown(entity.label, field, Object.keys(entity.fields).join(', ')));

  const result = await db.transaction().execute(async (trx) => {
    const stored = (await translationsOf(trx, entity.name, [id])).get(id) ?? {};
    const before: Record<string, Record<string, string | null>> = {};
    const after: Record<string, Record<string, string | null>> = {};
    let changed = 0;
    const langs: OtherLang[] = [];
    for (const lang of OTHER_LANGS) {
      const now = stored[lang] ?? {};
      const texts: Record<string, string> = {};
      for (const [field, { text, was }] of Object.entries(posted[lang] ?? {})) {
        const current = now[field]?.text ?? '';
        const typed = storedForm(text);
        if (typed === current) continue;
        // The editor showed another text than is stored now: someone saved meanwhile.
        if (was !== undefined && was !== (current ? versionOf(current) : ''))
          throw conflict(MSG.translationChangedMeanwhile(textName(entity, field, lang)), `${lang}:${field}`);
        texts[field] = typed;
      }
      // "Still right": today's English is what it was written for; a text typed anew already is.
      const confirmed = (confirm[lang] ?? []).filter((f) => !(f in texts) && now[f] && isStale(now[f], record.texts[f] ?? ''));
      for (const f of confirmed) texts[f] = now[f].text;
      if (!Object.keys(texts).length) continue;
      const saved = await saveTranslations(trx, entity.name, id, lang, texts, staff.id);
      if (!saved.changed.length) continue;
      langs.push(lang);
      changed += saved.changed.length;
      before[lang] = Object.fromEntries(saved.changed.map((f) => [f, now[f]?.text ?? null]));
      after[lang] = Object.fromEntries(saved.changed.map((f) => [f, texts[f] || null]));
      if (confirmed.length) after[`${lang} confirmed`] = Object.fromEntries(confirmed.map((f) => [f, record.texts[f]]));
    }
    if (changed) await audit(trx, staff, 'translation.update', entity.name, id, before, after);
    return { changed, langs };
  });
  translationsChanged(db, { langs: result.langs, entities: [entity.name] });
  return result;
}

/** The number of this record's translations marked "English changed" (for the English editors' notices). */
export async function staleCount(db: Db, entityName: string, id: string): Promise<number> {
  const entity = entityNamed(entityName);
  const record = entity && (await entity.english(db, [id])).get(id);
  if (!record) return 0;
  const found = (await translationsOf(db, entityName, [id])).get(id) ?? {};
  return OTHER_LANGS.reduce(
    (n, lang) => n + Object.entries(found[lang] ?? {}).filter(([f, t]) => isStale(t, record.texts[f] ?? '')).length,
    0,
  );
}

/**
 * An English editor's success notice, taken around its save: the notice, plus
 * a word that the Hindi and Marathi are kept and marked for checking when the
 * save left more of them to check than before.
 */
export async function keptNotice(db: Db, entityName: string, id: string) {
  const before = await staleCount(db, entityName, id);
  return async (notice: string) => {
    const after = await staleCount(db, entityName, id);
    return after > before ? notice + MSG.translationsKept(after) : notice;
  };
}
