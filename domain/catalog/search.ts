import type { Db } from '../../db/client';
import { SEARCH_TEXT_MAX } from '../constants';
import type { Lang } from '../i18n/languages';
import type { Shown } from '../translations/store';
import { formNames, SEARCHED, translatedTexts } from './search-texts';
import { farmerWordMeans, hasDevanagari, phoneticKey } from './phonetic';
import { editDistance, lowerBound, matchQuality } from './word-match';

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
//
// Each product is indexed in English and in its Hindi and Marathi texts (its,
// its category's and its crops' rows of content_translations), with the crops
// it suits in all three; the index is made again after they change (call
// invalidateSearchIndex after saving translations). Every word
// also has a phonetic key (phonetic.ts), so a word typed in Devanagari or in
// Latin transliteration ("माइकोराइज़ा", "maikoraiza") meets the product's
// word in either script: a key that is the same counts as a whole word, one
// within the misspelling allowance as a misspelling. A farmer's word no
// product text contains ("khad", "जैविक") stands for its English meanings.

const INDEX_TTL_MS = 30_000;
const STOPWORDS = new Set(['a', 'an', 'and', 'for', 'of', 'the', 'in', 'on', 'with', 'to', 'per', 'by']);

export interface SearchHit extends Shown {
  id: string;
  /** The title in the language asked for (English where it has none). */
  title: string;
}

interface Entry {
  id: string;
  /** The title in English and in the languages it is translated to. */
  titles: Partial<Record<Lang, string>> & { en: string };
  /** The title in English, Hindi and Marathi, normalised, and each as its words' keys. */
  titleNorms: string[];
  titleKeys: string[];
  position: number;
}

interface Posting {
  title: Set<number>;
  other: Set<number>;
}

interface Index {
  builtAt: number;
  entries: Entry[];
  /** Words with Latin letters (or digits only), and words in Devanagari. */
  vocab: Map<string, Posting>;
  devanagari: Map<string, Posting>;
  /** Phonetic key → the products with a word of that key; the keys sorted (for beginnings) and by length (for misspellings). */
  keys: Map<string, Posting>;
  sortedKeys: string[];
  keysByLength: Map<number, string[]>;
}

const indexes = new WeakMap<Db, Index>();

/** Lower case, no accents, Latin and Devanagari letters and digits only (no nukta, Devanagari digits as 0–9), single spaces. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u093C\u200C\u200D]/g, '')
      .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x966))
      .toLowerCase()
      // Devanagari letters with their vowel signs (combining marks by design), without the danda and digits.
      // eslint-disable-next-line no-misleading-character-class
      .replace(/[^a-z0-9\u0900-\u0963\u0971-\u097F]+/g, ' ')
      .trim()
  );
}

const words = (text: string) => normalise(text).split(' ').filter(Boolean);

// Words' keys outlive an index (transliterating every word again took ~80 ms a rebuild); bounded.
const KEY_CACHE_MAX = 50_000;
const keyCache = new Map<string, string>();
function keyOf(word: string): string {
  let k = keyCache.get(word);
  if (k === undefined) {
    if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
    keyCache.set(word, (k = phoneticKey(word)));
  }
  return k;
}

async function build(db: Db): Promise<Index> {
  const [rows, suited, translated] = await Promise.all([
    db
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
        'categories.id as category_id',
        'categories.name as category',
      ])
      .where('products.archived_at', 'is', null)
      .orderBy('products.position')
      .execute(),
    db
      .selectFrom('product_crops')
      .innerJoin('crops', 'crops.id', 'product_crops.crop_id')
      .select(['product_crops.product_id', 'crops.id as crop_id', 'crops.name'])
      .execute(),
    translatedTexts(db),
  ]);
  const textsOf = (entity: string, id: string) => translated.texts.get(`${entity} ${id}`) ?? [];
  const cropsOf = new Map<string, string[]>();
  for (const s of suited) {
    const names = [s.name, ...textsOf('crop', s.crop_id)];
    cropsOf.set(s.product_id, [...(cropsOf.get(s.product_id) ?? []), ...names]);
  }
  const vocab = new Map<string, Posting>();
  const keys = new Map<string, Posting>();
  const post = (map: Map<string, Posting>, word: string, i: number, where: 'title' | 'other') => {
    let p = map.get(word);
    if (!p) map.set(word, (p = { title: new Set(), other: new Set() }));
    p[where].add(i);
  };
  const add = (word: string, i: number, where: 'title' | 'other') => {
    post(vocab, word, i, where);
    const key = keyOf(word);
    if (key) post(keys, key, i, where);
  };
  const entries = rows.map((r, i) => {
    const inLangs = translated.titles.get(r.id) ?? {};
    const titles = [r.title, ...Object.values(inLangs)];
    for (const title of titles) for (const w of words(title)) add(w, i, 'title');
    const fields = [
      r.technical_name,
      r.crops,
      r.form,
      ...formNames(r.form),
      r.code,
      r.purpose,
      r.description,
      r.category,
      ...textsOf('category', r.category_id),
      ...(cropsOf.get(r.id) ?? []),
      ...textsOf('product', r.id),
    ];
    for (const field of fields) for (const w of words(field)) add(w, i, 'other');
    // "VAM-P01" is also found as "vamp01".
    post(vocab, normalise(r.code).replace(/ /g, ''), i, 'other');
    const titleNorms = titles.map(normalise);
    return {
      id: r.id,
      titles: { ...inLangs, en: r.title },
      titleNorms,
      titleKeys: titleNorms.map((t) => t.split(' ').map(keyOf).join(' ')),
      position: Number(r.position),
    };
  });
  // A word in one script never matches one in the other letter by letter: each script's words apart.
  const latin = new Map<string, Posting>();
  const devanagari = new Map<string, Posting>();
  for (const [word, p] of vocab) (hasDevanagari(word) ? devanagari : latin).set(word, p);
  const sortedKeys = [...keys.keys()].sort();
  const keysByLength = new Map<number, string[]>();
  for (const k of sortedKeys) {
    const same = keysByLength.get(k.length);
    if (same) same.push(k);
    else keysByLength.set(k.length, [k]);
  }
  return { builtAt: Date.now(), entries, vocab: latin, devanagari, keys, sortedKeys, keysByLength };
}

async function indexFor(db: Db): Promise<Index> {
  const current = indexes.get(db);
  if (current && Date.now() - current.builtAt < INDEX_TTL_MS) return current;
  const fresh = await build(db);
  indexes.set(db, fresh);
  return fresh;
}

/**
 * Forget the index so the next search sees catalogue changes at once: after a
 * change to products, categories or crops, or to the translations of one of
 * these kinds (`entity` names the kind of record whose translations changed;
 * other kinds leave the index as it is).
 */
export function invalidateSearchIndex(db: Db, entity?: string) {
  if (entity && !(SEARCHED as readonly string[]).includes(entity)) return;
  indexes.delete(db);
}

/**
 * The index's keys that meet a query word's key: the same key, or while typing
 * a key it begins (2); a key one slip away, from six letters (1). Keys are
 * short (a vowel run is one letter), so they forgive less than words do.
 */
function keyMatches(index: Index, key: string, typing: boolean, found: (key: string, q: number) => void) {
  if (index.keys.has(key)) found(key, 2);
  if (typing && key.length >= 4) {
    for (let i = lowerBound(index.sortedKeys, key); i < index.sortedKeys.length && index.sortedKeys[i].startsWith(key); i++) {
      found(index.sortedKeys[i], 2);
    }
  }
  if (key.length < 6) return;
  for (let length = key.length - 1; length <= key.length + 1; length++) {
    for (const other of index.keysByLength.get(length) ?? []) if (other !== key && editDistance(key, other, 1) <= 1) found(other, 1);
  }
}

/** Search text as it may arrive from the header (any case, extra spaces, punctuation). */
export function cleanQuery(text: string): string {
  return text.slice(0, SEARCH_TEXT_MAX).trim();
}

/** Products matching the text, best first, titled in `lang`. Blank text finds nothing. */
export async function searchProducts(db: Db, text: string, limit?: number, lang: Lang = 'en'): Promise<SearchHit[]> {
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
  const mark = (t: number, posting: Posting, q: number) => {
    for (const i of posting.title) if (q > titleQ[t][i]) titleQ[t][i] = q;
    for (const i of posting.other) if (q > otherQ[t][i]) otherQ[t][i] = q;
  };
  tokens.forEach((token, t) => {
    const typing = t === last;
    if (hasDevanagari(token)) {
      // Letter by letter only the same word or its beginning: misspellings are met by the key below.
      for (const [word, posting] of index.devanagari) {
        if (word === token) mark(t, posting, 3);
        else if (typing && word.startsWith(token)) mark(t, posting, 2);
      }
    } else {
      for (const [word, posting] of index.vocab) {
        const q = matchQuality(token, word, typing);
        if (q) mark(t, posting, q);
      }
    }
    // The same word in the other script or another transliteration.
    const key = phoneticKey(token);
    if (key.length >= 2) keyMatches(index, key, typing, (other, q) => mark(t, index.keys.get(other)!, q));
    // A farmer's word for what the products are ("khad": fertilizer).
    for (const meaning of farmerWordMeans(key)) {
      for (const [word, posting] of index.vocab) if (word.startsWith(meaning)) mark(t, posting, 2);
    }
  });
  const queryKey = all.map(phoneticKey).join(' ');

  const scored: { entry: Entry; tier: number; score: number }[] = [];
  index.entries.forEach((entry, i) => {
    const inTitle = tokens.map((_, t) => titleQ[t][i]);
    const anywhere = tokens.map((_, t) => Math.max(titleQ[t][i], otherQ[t][i]));
    if (anywhere.some((q) => q === 0)) return;
    let tier: number;
    if (entry.titleNorms.some((n) => n.startsWith(query)) || entry.titleKeys.some((k) => k === queryKey || k.startsWith(`${queryKey} `)))
      tier = 0;
    else if (inTitle.every((q) => q >= 2)) tier = 1;
    else if (inTitle.every((q) => q >= 1)) tier = 2;
    else tier = 3;
    const score = inTitle.reduce((s, q) => s + q * 2, 0) + anywhere.reduce((s, q) => s + q, 0);
    scored.push({ entry, tier, score });
  });
  scored.sort((a, b) => a.tier - b.tier || b.score - a.score || a.entry.position - b.entry.position);
  const hits = scored.map(({ entry }): SearchHit => {
    const title = entry.titles[lang];
    return title ? { id: entry.id, title } : { id: entry.id, title: entry.titles.en, english: ['title'] };
  });
  return limit ? hits.slice(0, limit) : hits;
}
