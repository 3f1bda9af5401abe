import type { Db } from '../../db/client';
import { SEARCH_TEXT_MAX } from '../constants';

// Product search for the header's suggestions and the /search page. The
// catalogue is small, so it is held as an in-memory index, rebuilt when it is
// older than INDEX_TTL_MS (or when invalidated after a catalogue change).
//
// Ranking, best first:
//   0. the title starts with the query;
//   1. every query word is a title word (or, while typing, its beginning);
//   2. every query word is in the title allowing a small misspelling;
//   3. every query word is found in the title or another field (technical
//      name, crops, category, form, code, purpose, description).
// Case and accents are ignored, words may come in any order, and words of
// five letters or more forgive one misspelt letter (two from seven letters);
// shorter words match a spelling that sounds the same (zink: zinc).

const INDEX_TTL_MS = 30_000;
const STOPWORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the', 'in', 'on', 'with', 'to', 'per', 'by']);

export interface SearchHit {
  id: string;
  title: string;
}

interface Entry {
  id: string;
  title: string;
  titleNorm: string;
  position: number;
}

interface Posting {
  title: Set<number>;
  other: Set<number>;
}

interface Index {
  builtAt: number;
  entries: Entry[];
  vocab: Map<string, Posting>;
}

const indexes = new WeakMap<Db, Index>();

/** Lower case, no accents, letters and digits only, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (text: string) => normalise(text).split(' ').filter(Boolean);

async function build(db: Db): Promise<Index> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.title',
      'products.position',
      'products.technical_name',
      'products.crops',
      'products.form',
      'products.code',
      'products.purpose',
      'products.description',
      'categories.name as category',
    ])
    .where('products.archived_at', 'is', null)
    .orderBy('products.position')
    .execute();
  const vocab = new Map<string, Posting>();
  const add = (word: string, i: number, where: 'title' | 'other') => {
    let p = vocab.get(word);
    if (!p) vocab.set(word, (p = { title: new Set(), other: new Set() }));
    p[where].add(i);
  };
  const entries = rows.map((r, i) => {
    for (const w of words(r.title)) add(w, i, 'title');
    for (const field of [r.technical_name, r.crops, r.form, r.code, r.purpose, r.description, r.category]) {
      for (const w of words(field)) add(w, i, 'other');
    }
    // "VAM-P01" is also found as "vamp01".
    add(normalise(r.code).replace(/ /g, ''), i, 'other');
    return { id: r.id, title: r.title, titleNorm: normalise(r.title), position: Number(r.position) };
  });
  return { builtAt: Date.now(), entries, vocab };
}

async function indexFor(db: Db): Promise<Index> {
  const current = indexes.get(db);
  if (current && Date.now() - current.builtAt < INDEX_TTL_MS) return current;
  const fresh = await build(db);
  indexes.set(db, fresh);
  return fresh;
}

/** Forget the index so the next search sees catalogue changes at once. */
export function invalidateSearchIndex(db: Db) {
  indexes.delete(db);
}

/** How many misspelt letters a query word of this length may have. */
export const allowedTypos = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Optimal string alignment distance (a swap of two letters counts once), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** A word as it sounds, for spellings that differ by a letter people swap by ear: zink → zinc, sulpher → sulfer. */
const byEar = (w: string) => w.replace(/ph/g, 'f').replace(/k/g, 'c');

/** 3 = the same word, 2 = the word begins with it, 1 = a small misspelling of it, 0 = no match. */
function matchQuality(token: string, word: string, typing: boolean): number {
  if (word === token) return 3;
  if (word.startsWith(token) && (token.length >= 2 || typing)) return 2;
  if (token.length >= 3 && byEar(token) === byEar(word)) return 1;
  const k = allowedTypos(token.length);
  if (!k) return 0;
  if (editDistance(token, word, k) <= k) return 1;
  // A misspelt word still being typed: compare with the word's beginning.
  if (typing && word.length > token.length && editDistance(token, word.slice(0, token.length), k) <= k) return 1;
  return 0;
}

/** Search text as it may arrive from the header (any case, extra spaces, punctuation). */
export function cleanQuery(text: string): string {
  return text.slice(0, SEARCH_TEXT_MAX).trim();
}

/** Products matching the text, best first. Blank text finds nothing. */
export async function searchProducts(db: Db, text: string, limit?: number): Promise<SearchHit[]> {
  const query = normalise(cleanQuery(text));
  if (!query) return [];
  const all = query.split(' ');
  const meaningful = all.filter((t) => !STOPWORDS.has(t));
  const tokens = meaningful.length ? meaningful : all;
  const index = await indexFor(db);
  const n = index.entries.length;
  const last = tokens.length - 1;

  // For each query word: the best title and other-field match per product.
  const titleQ = tokens.map(() => new Array<number>(n).fill(0));
  const otherQ = tokens.map(() => new Array<number>(n).fill(0));
  tokens.forEach((token, t) => {
    const typing = t === last;
    for (const [word, posting] of index.vocab) {
      const q = matchQuality(token, word, typing);
      if (!q) continue;
      for (const i of posting.title) if (q > titleQ[t][i]) titleQ[t][i] = q;
      for (const i of posting.other) if (q > otherQ[t][i]) otherQ[t][i] = q;
    }
  });

  const scored: { entry: Entry; tier: number; score: number }[] = [];
  index.entries.forEach((entry, i) => {
    const inTitle = tokens.map((_, t) => titleQ[t][i]);
    const anywhere = tokens.map((_, t) => Math.max(titleQ[t][i], otherQ[t][i]));
    if (anywhere.some((q) => q === 0)) return;
    let tier: number;
    if (entry.titleNorm.startsWith(query)) tier = 0;
    else if (inTitle.every((q) => q >= 2)) tier = 1;
    else if (inTitle.every((q) => q >= 1)) tier = 2;
    else tier = 3;
    const score = inTitle.reduce((s, q) => s + q * 2, 0) + anywhere.reduce((s, q) => s + q, 0);
    scored.push({ entry, tier, score });
  });
  scored.sort((a, b) => a.tier - b.tier || b.score - a.score || a.entry.position - b.entry.position);
  const hits = scored.map(({ entry }) => ({ id: entry.id, title: entry.title }));
  return limit ? hits.slice(0, limit) : hits;
}
