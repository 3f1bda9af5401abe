import type { Db } from '../../db/client';
import type { StaffRole } from '../constants';
import { entitiesFor } from './editing';
import { entityNamed } from './entities';
import { recordStates, type RecordState } from './status';
import { OTHER_LANGS, type OtherLang } from './store';

// What is left to translate, as the back office counts it: the list of
// records to do (filtered by language and by missing or to check), the small
// mark on each item of the English lists, and the dashboard's figures.

export type WorkState = 'missing' | 'stale';
export const WORK_STATES: readonly WorkState[] = ['missing', 'stale'];

export interface WorkFilter {
  lang?: OtherLang;
  state?: WorkState;
}

const langsOf = (f: WorkFilter) => (f.lang ? [f.lang] : OTHER_LANGS);
const statesOf = (f: WorkFilter) => (f.state ? [f.state] : WORK_STATES);

/** Whether a record has texts left to do under the filter. */
export const hasWork = (s: RecordState, f: WorkFilter = {}) =>
  langsOf(f).some((lang) => statesOf(f).some((state) => s[state][lang].length));

export interface WorkKind {
  entity: string;
  label: string;
  records: RecordState[];
  /** Records of this kind in all. */
  of: number;
}

/** Per kind of record this role edits: the records that miss a translation or have one to check. */
export async function worklist(db: Db, role: StaffRole, filter: WorkFilter = {}): Promise<WorkKind[]> {
  const out: WorkKind[] = [];
  for (const e of entitiesFor(role)) {
    const states = await recordStates(db, e);
    out.push({ entity: e.name, label: e.label, records: states.filter((s) => hasWork(s, filter)), of: states.length });
  }
  return out;
}

export interface Mark {
  missing: number;
  stale: number;
}

/** The mark of each listed record (none when all is translated and current): two queries for the whole list. */
export async function translationMarks(db: Db, entity: string, ids: readonly string[]): Promise<Record<string, Mark>> {
  const e = entityNamed(entity);
  if (!e || !ids.length) return {};
  const out: Record<string, Mark> = {};
  for (const s of await recordStates(db, e, [...new Set(ids)])) {
    const missing = OTHER_LANGS.reduce((n, l) => n + s.missing[l].length, 0);
    const stale = OTHER_LANGS.reduce((n, l) => n + s.stale[l].length, 0);
    if (missing || stale) out[s.id] = { missing, stale };
  }
  return out;
}

export type WorkCounts = Record<OtherLang, Mark>;

/** Texts (one field of one record) this role edits that miss a translation or have one to check, per language. */
export async function translationWork(db: Db, role: StaffRole): Promise<WorkCounts> {
  const counts: WorkCounts = { hi: { missing: 0, stale: 0 }, mr: { missing: 0, stale: 0 } };
  for (const e of entitiesFor(role)) {
    for (const s of await recordStates(db, e)) {
      for (const lang of OTHER_LANGS) {
        counts[lang].missing += s.missing[lang].length;
        counts[lang].stale += s.stale[lang].length;
      }
    }
  }
  return counts;
}
