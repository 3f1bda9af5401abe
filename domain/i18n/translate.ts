import { DEFAULT_LANG, type Lang } from './languages';
import { formatParts, parseMessage, readingsOf, type Params } from './message-format';

// Translation by the English text itself: the English of SPEC.md stays the
// source and the key, so a message thrown deep in the domain is translated where
// it is shown. A text may be an ICU plural (message-format.ts). Shared by the
// server and the browser (no file access here).

export type Dictionary = Readonly<Record<string, string>>;
export type { Params };
export type Translate = (text: string, params?: Params) => string;

/** Marks a text for translation where it is defined (labels in data); it is translated where it is shown. */
export const tk = <S extends string>(text: S): S => text;

const PLACEHOLDER = /\{(\w+)\}/g;

/** `template` filled in for `lang`: `{name}` by its value, a plural by the branch its count takes there. */
const fill = (template: string, params: Params, lang: Lang): string =>
  template.includes('plural')
    ? formatParts(parseMessage(template), params, lang)
    : template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * English text with `{name}` placeholders (and plurals) filled in. The template
 * is the key a translator sees, so a message built with it can be translated
 * after the fact.
 */
export const fmt = (template: string, params: Params): string => fill(template, params, DEFAULT_LANG);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  regex: RegExp;
  /** The argument each group captures; a plural's count is read back as a number. */
  names: string[];
  counts: Record<string, number>;
  plurals: Set<string>;
  translated: string;
  /** How much fixed text the template has: with two matching, the one with more wins. */
  literal: number;
}

/** Templates of a dictionary (keys with placeholders), each reading of a plural its own, as regexes that recognise their filled-in English. */
function patternsOf(dict: Dictionary): Pattern[] {
  const out: Pattern[] = [];
  for (const [key, translated] of Object.entries(dict)) {
    if (!key.includes('{')) continue;
    const parts = parseMessage(key);
    const plurals = new Set(parts.flatMap((p) => (typeof p !== 'string' && 'plural' in p ? [p.arg] : [])));
    for (const reading of readingsOf(parts)) {
      const names: string[] = [];
      let literal = 0;
      const source = reading.parts
        .map((p) => {
          if (typeof p === 'string') return ((literal += p.length), escapeRegExp(p));
          names.push('hash' in p ? p.hash : p.arg);
          return 'hash' in p ? '(-?[\\d,]+(?:\\.\\d+)?)' : '(.+?)';
        })
        .join('');
      if (names.length || Object.keys(reading.counts).length)
        out.push({ regex: new RegExp(`^${source}$`, 's'), names, counts: reading.counts, plurals, translated, literal });
    }
  }
  // The most specific first: "Delivery by {date} to {place}" before "Delivery {charge}".
  return out.sort((x, y) => y.literal - x.literal);
}

/**
 * A short English text that means two things ("Home": the home page, or a home
 * address) is keyed with its context in brackets, `t('Home [address type]')`,
 * so each meaning has its own translation; shown untranslated (in English), the
 * bracket is dropped.
 */
const CONTEXT = / \[[a-z ]+\]$/;
export const withoutContext = (text: string): string => text.replace(CONTEXT, '');

const identity: Translate = (text, params) => (params ? fmt(withoutContext(text), params) : withoutContext(text));

/**
 * `t(english, params?)` for one language. An English text not in the dictionary
 * is matched against its templates ("{field} can be at most {max} characters.",
 * each reading of a plural), so messages filled in before they reached the page
 * are translated too; the filled-in values are translated when the dictionary
 * knows them. A text the dictionary lacks stays English (with English plurals).
 */
export function translator(dict: Dictionary | null | undefined, lang: Lang = DEFAULT_LANG): Translate {
  if (!dict) return identity;
  let patterns: Pattern[] | null = null;
  const seen = new Map<string, string>();
  const lookup = (text: string): string => {
    const exact = dict[text];
    if (exact !== undefined) return exact;
    const cached = seen.get(text);
    if (cached !== undefined) return cached;
    patterns ??= patternsOf(dict);
    let result = withoutContext(text);
    for (const p of patterns) {
      const m = p.regex.exec(text);
      if (!m) continue;
      const values: Record<string, string | number> = { ...p.counts };
      // A value is translated too, and may itself be a filled-in template ("{item}: only {quantity} in stock").
      p.names.forEach((name, i) => {
        const v = m[i + 1];
        if (p.plurals.has(name)) values[name] ??= Number(v.replace(/,/g, ''));
        else values[name] ??= v.length < text.length ? lookup(v) : v;
      });
      result = fill(p.translated, values, lang);
      break;
    }
    if (seen.size < 5000) seen.set(text, result);
    return result;
  };
  return (text, params) => {
    if (!params) return lookup(text);
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) values[k] = typeof v === 'string' ? (dict[v] ?? v) : v;
    const translated = dict[text];
    return translated === undefined ? fill(withoutContext(text), values, DEFAULT_LANG) : fill(translated, values, lang);
  };
}
