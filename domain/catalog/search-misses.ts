import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { SEARCH_MISS_TERM_MAX, SEARCH_MISSES_MAX } from '../constants';
import type { Lang } from '../i18n/languages';
import { normalise } from './search';

// The searches that found nothing, for staff: what farmers look for and the
// shop does not (yet) answer. One row a normalised term and language, with a
// count and when it was last searched; no one's identity, and a text that
// looks like an e-mail address or a phone number is not kept at all.

export interface SearchMiss {
  term: string;
  lang: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** The term kept for a search text, or null when it is blank or may be someone's personal data. */
export function missTerm(text: string): string | null {
  if (/@/.test(text) || /\d[\d\s-]{6,}\d/.test(text)) return null;
  const term = normalise(text).slice(0, SEARCH_MISS_TERM_MAX).trim();
  return term || null;
}

/** Counts one search that found nothing; keeps at most SEARCH_MISSES_MAX terms, forgetting the least recent. */
export async function recordSearchMiss(db: Db, text: string, lang: Lang, now = new Date()): Promise<void> {
  const term = missTerm(text);
  if (!term) return;
  const at = now.toISOString();
  await db
    .insertInto('search_misses')
    .values({ term, lang, count: 1, first_seen: at, last_seen: at })
    .onConflict((oc) => oc.columns(['term', 'lang']).doUpdateSet({ count: sql`search_misses.count + 1`, last_seen: at }))
    .execute();
  const total = await db
    .selectFrom('search_misses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const over = Number(total?.n ?? 0) - SEARCH_MISSES_MAX;
  if (over <= 0) return;
  const oldest = await db.selectFrom('search_misses').select(['term', 'lang']).orderBy('last_seen').orderBy('count').limit(over).execute();
  for (const o of oldest) await db.deleteFrom('search_misses').where('term', '=', o.term).where('lang', '=', o.lang).execute();
}

/** The searches that found nothing, most often searched first (then most recent). */
export async function listSearchMisses(db: Db, limit = 200): Promise<SearchMiss[]> {
  const rows = await db
    .selectFrom('search_misses')
    .selectAll()
    .orderBy('count', 'desc')
    .orderBy('last_seen', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.term, lang: r.lang, count: Number(r.count), firstSeen: r.first_seen, lastSeen: r.last_seen }));
}
