// Translation by the English text itself: the English of SPEC.md stays the
// source and the key, so a message thrown deep in the domain is translated where
// it is shown. Shared by the server and the browser (no file access here).

export type Dictionary = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
export type Translate = (text: string, params?: Params) => string;

/** Marks a text for translation where it is defined (labels in data); it is translated where it is shown. */
export const tk = <S extends string>(text: S): S => text;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * English text with `{name}` placeholders filled in. The template is the key a
 * translator sees, so a message built with it can be translated after the fact.
 */
export function fmt(template: string, params: Params): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  regex: RegExp;
  names: string[];
  translated: string;
  /** How much fixed text the template has: with two matching, the one with more wins. */
  literal: number;
}

/** Templates of a dictionary (keys with placeholders) as regexes that recognise their filled-in English. */
function patternsOf(dict: Dictionary): Pattern[] {
  const out: Pattern[] = [];
  for (const [key, translated] of Object.entries(dict)) {
    if (!key.includes('{')) continue;
    const names: string[] = [];
    const source = key
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return escapeRegExp(part);
        names.push(m[1]);
        return '(.+?)';
      })
      .join('');
    if (names.length) out.push({ regex: new RegExp(`^${source}$`, 's'), names, translated, literal: key.replace(PLACEHOLDER, '').length });
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
 * is matched against its templates ("{field} can be at most {max} characters."),
 * so messages filled in before they reached the page are translated too; the
 * filled-in values are translated when the dictionary knows them. A text the
 * dictionary lacks stays English.
 */
export function translator(dict: Dictionary | null | undefined): Translate {
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
      const values: Record<string, string> = {};
      // A value is translated too, and may itself be a filled-in template ("{item}: only {quantity} in stock").
      p.names.forEach((name, i) => (values[name] = m[i + 1].length < text.length ? lookup(m[i + 1]) : m[i + 1]));
      result = fmt(p.translated, values);
      break;
    }
    if (seen.size < 5000) seen.set(text, result);
    return result;
  };
  return (text, params) => {
    if (!params) return lookup(text);
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) values[k] = typeof v === 'string' ? (dict[v] ?? v) : v;
    return fmt(dict[text] ?? withoutContext(text), values);
  };
}
