import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import type { StaffRole } from '../constants';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { translationsChanged } from './changes';
import { LANG_NAME, storedForm, translationProblem } from './checks';
import { formatCsv, parseCsv } from './csv';
import { entitiesFor, isOtherLang, mayTranslate, translatableFor } from './editing';
import { ENTITIES, entityNamed, type EnglishTexts, type TranslatableEntity } from './entities';
import { isStale, OTHER_LANGS, translationsOf, type OtherLang } from './store';

// Translators work offline in a spreadsheet: one row per text and language,
// exported with today's English and the translation (empty when missing).
// An import is all or nothing: any wrong line refuses the whole file, each
// line with its reason; otherwise every changed text is saved in one
// transaction. A row is saved against the English in its own `english`
// column, so a text translated from an English that changed since shows as
// "English changed". Rows left empty, or as stored, change nothing.

/** The largest file an import takes. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

export const CSV_COLUMNS = ['entity', 'id', 'name', 'field', 'lang', 'english', 'text', 'status'] as const;
const REQUIRED = ['entity', 'id', 'field', 'lang', 'english', 'text'] as const;

export type TextStatus = 'missing' | 'stale' | 'done';

export interface ExportFilter {
  lang?: OtherLang;
  entity?: string;
  /** Only texts missing or to check ('todo'), or of one status. */
  status?: TextStatus | 'todo';
}

/** The CSV of the texts this role edits (one kind when `entity` is given; 403/404 for one it may not). */
export async function exportTranslations(db: Db, role: StaffRole, f: ExportFilter = {}): Promise<string> {
  const kinds = f.entity ? [translatableFor(role, f.entity)] : entitiesFor(role);
  const langs = f.lang ? [f.lang] : OTHER_LANGS;
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const entity of kinds) {
    const english = await entity.english(db);
    const found = await translationsOf(db, entity.name, [...english.keys()], langs);
    for (const [id, { name, texts }] of english) {
      for (const [field, en] of Object.entries(texts)) {
        for (const lang of langs) {
          const t = found.get(id)?.[lang]?.[field];
          if (!en.trim() && !t) continue;
          const status: TextStatus = !t ? 'missing' : isStale(t, en) ? 'stale' : 'done';
          if (f.status && f.status !== status && !(f.status === 'todo' && status !== 'done')) continue;
          rows.push([entity.name, id, name, field, lang, en, t?.text ?? '', status]);
        }
      }
    }
  }
  return formatCsv(rows);
}

export interface ImportProblem {
  line: number;
  message: string;
}

export type ImportResult = { ok: true; saved: number; langs: OtherLang[]; entities: string[] } | { ok: false; problems: ImportProblem[] };

interface ImportRow {
  line: number;
  entity: TranslatableEntity;
  id: string;
  field: string;
  lang: OtherLang;
  english: string;
  text: string;
}

/** The line each parsed record starts on (a quoted cell may span lines). */
function startLines(rows: string[][]): number[] {
  let line = 1;
  return rows.map((r) => {
    const at = line;
    line += 1 + r.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return at;
  });
}

/** Reads and checks every row; the rows to consider, or every problem found. */
async function readRows(db: Db, role: StaffRole, csv: string): Promise<{ rows: ImportRow[] } | { problems: ImportProblem[] }> {
  const parsed = parseCsv(csv);
  if ('error' in parsed) return { problems: [{ line: parsed.line, message: MSG.csvMalformed(parsed.error.toLowerCase()) }] };
  const [header = [], ...data] = parsed.rows;
  const lines = startLines(parsed.rows);
  const col = Object.fromEntries(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length) return { problems: [{ line: 1, message: MSG.csvColumns(missing.join(', ')) }] };
  if (!data.length) return { problems: [{ line: 1, message: MSG.csvEmpty }] };

  const problems: ImportProblem[] = [];
  const candidates: ImportRow[] = [];
  const idsOf = new Map<TranslatableEntity, Set<string>>();
  data.forEach((cells, i) => {
    const line = lines[i + 1];
    const cell = (c: (typeof REQUIRED)[number]) => cells[col[c]] ?? '';
    const fail = (message: string) => problems.push({ line, message });
    const entity = entityNamed(cell('entity').trim());
    const lang = cell('lang').trim();
    const field = cell('field').trim();
    if (!entity) return fail(MSG.translationKindUnknown(cell('entity').trim(), ENTITIES.map((e) => e.name).join(', ')));
    if (!mayTranslate(role, entity)) return fail(MSG.translationNotYourKind(entity.label));
    if (!isOtherLang(lang)) return fail(MSG.translationLangInvalid(lang));
    if (!(field in entity.fields)) return fail(MSG.translationFieldUnknown(entity.label, field, Object.keys(entity.fields).join(', ')));
    const id = cell('id').trim();
    idsOf.set(entity, (idsOf.get(entity) ?? new Set()).add(id));
    candidates.push({ line, entity, id, field, lang, english: storedForm(cell('english')), text: storedForm(cell('text')) });
  });

  const english = new Map<TranslatableEntity, EnglishTexts>();
  for (const [entity, ids] of idsOf) english.set(entity, await entity.english(db, [...ids]));
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const r of candidates) {
    const record = english.get(r.entity)?.get(r.id);
    if (!record) {
      problems.push({ line: r.line, message: MSG.translationRecordUnknown(r.entity.label, r.id) });
      continue;
    }
    const key = [r.entity.name, r.id, r.field, r.lang].join('\u0000');
    const twice = seen.get(key);
    if (twice) {
      problems.push({ line: r.line, message: MSG.csvTwice(twice) });
      continue;
    }
    seen.set(key, r.line);
    const against = r.english || (record.texts[r.field] ?? '');
    const problem = translationProblem(r.entity, r.field, r.lang, against, r.text);
    if (problem) problems.push({ line: r.line, message: problem });
    else rows.push({ ...r, english: against });
  }
  return problems.length ? { problems: problems.sort((a, b) => a.line - b.line) } : { rows };
}

/**
 * A file's text: UTF-8 (with or without its byte-order mark) or UTF-16, as
 * spreadsheets save "CSV UTF-8" and "Unicode text"; anything else is refused
 * rather than read as garbled Hindi.
 */
export function decodeCsvFile(file: Buffer): { text: string } | { problem: string } {
  if (file[0] === 0xff && file[1] === 0xfe) return { text: file.subarray(2).toString('utf16le') };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(file) };
  } catch {
    return { problem: MSG.csvEncoding };
  }
}

/** Imports a translator's CSV: every changed text saved in one transaction, or nothing and each line's reason. */
export async function importTranslations(db: Db, staff: Pick<StaffMember, 'id' | 'email' | 'role'>, csv: string): Promise<ImportResult> {
  const read = await readRows(db, staff.role, csv);
  if ('problems' in read) return { ok: false, problems: read.problems };
  const filled = read.rows.filter((r) => r.text);
  const langs = new Set<OtherLang>();
  const entities = new Set<string>();
  let saved = 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const byRecord = new Map<string, ImportRow[]>();
    for (const r of filled) byRecord.set(`${r.entity.name}\u0000${r.id}`, [...(byRecord.get(`${r.entity.name}\u0000${r.id}`) ?? []), r]);
    for (const records of byRecord.values()) {
      const { entity, id } = records[0];
      const stored = (await translationsOf(trx, entity.name, [id])).get(id) ?? {};
      const before: Record<string, Record<string, string | null>> = {};
      const after: Record<string, Record<string, string>> = {};
      for (const r of records) {
        const was = stored[r.lang]?.[r.field];
        // As stored: left alone, so a text to check stays marked until someone changes or confirms it.
        if (was && was.text === r.text) continue;
        await trx
          .insertInto('content_translations')
          .values({
            entity: entity.name,
            entity_id: id,
            field: r.field,
            lang: r.lang,
            text: r.text,
            source: r.english,
            updated_at: now,
            updated_by: staff.id,
          })
          .onConflict((oc) =>
            oc
              .columns(['entity', 'entity_id', 'lang', 'field'])
              .doUpdateSet({ text: r.text, source: r.english, updated_at: now, updated_by: staff.id }),
          )
          .execute();
        (before[r.lang] ??= {})[r.field] = was?.text ?? null;
        (after[r.lang] ??= {})[r.field] = r.text;
        langs.add(r.lang);
        entities.add(entity.name);
        saved += 1;
      }
      if (Object.keys(after).length) await audit(trx, staff, 'translation.import', entity.name, id, before, after);
    }
  });
  translationsChanged(db, { langs: [...langs], entities: [...entities] });
  return { ok: true, saved, langs: [...langs], entities: [...entities] };
}

/** The notice of a done import: how many texts, in which languages. */
export const importedNotice = (r: Extract<ImportResult, { ok: true }>) =>
  MSG.csvImported(r.saved, r.langs.map((l) => LANG_NAME[l]).join(' and '));
