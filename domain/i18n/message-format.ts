import { LOCALE_OF, type Lang } from './languages';

// The few ICU MessageFormat forms the shop's texts use: `{name}` arguments and
// plurals, `{count, plural, =0 {No packs} one {# pack} other {# packs}}`, where
// `#` is the count written for the language (Latin digits, Indian grouping).
// Nothing else of ICU (no select, no apostrophe quoting: an apostrophe is just
// an apostrophe in "pack's"). Shared by the server and the browser, so small.

export type Params = Readonly<Record<string, string | number>>;

/** A plural's branch: its selector ('=0', 'one', 'other', …) and message. */
export interface Branch {
  key: string;
  parts: Part[];
}
/** Text, an argument `{name}`, the count `#` of the plural around it, or a plural. */
export type Part = string | { arg: string } | { hash: string } | { arg: string; plural: Branch[]; source: string };

const PLURAL_START = /\{(\w+),\s*plural,\s*/y;
const ARG = /\{(\w+)\}/y;
const SELECTOR = /\s*(=\d+|[a-z]+)\s*\{/y;

/** Reads a message from `from` up to the `}` that closes it (or the end); answers its parts and where it stopped. */
function parseFrom(text: string, from: number, hashArg: string | null): [Part[], number] {
  const parts: Part[] = [];
  let i = from;
  let literal = '';
  const flush = () => literal && (parts.push(literal), (literal = ''));
  while (i < text.length) {
    const c = text[i];
    if (c === '}' && hashArg !== null) break;
    if (c === '#' && hashArg) {
      flush();
      parts.push({ hash: hashArg });
      i++;
      continue;
    }
    if (c === '{') {
      PLURAL_START.lastIndex = ARG.lastIndex = i;
      const plural = PLURAL_START.exec(text);
      if (plural) {
        const branches: Branch[] = [];
        let j = PLURAL_START.lastIndex;
        for (;;) {
          SELECTOR.lastIndex = j;
          const selector = SELECTOR.exec(text);
          if (!selector) break;
          const [branch, end] = parseFrom(text, SELECTOR.lastIndex, plural[1]);
          branches.push({ key: selector[1], parts: branch });
          j = end + 1;
        }
        while (text[j] === ' ') j++;
        if (text[j] === '}' && branches.some((b) => b.key === 'other')) {
          flush();
          parts.push({ arg: plural[1], plural: branches, source: text.slice(i, j + 1) });
          i = j + 1;
          continue;
        }
      }
      const arg = ARG.exec(text);
      if (arg) {
        flush();
        parts.push({ arg: arg[1] });
        i = ARG.lastIndex;
        continue;
      }
    }
    literal += c;
    i++;
  }
  flush();
  return [parts, i];
}

const parsed = new Map<string, Part[]>();
/** The parts of a message (remembered: the same few hundred texts come back). */
export function parseMessage(text: string): Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    parts = parseFrom(text, 0, null)[0];
    if (parsed.size < 5000) parsed.set(text, parts);
  }
  return parts;
}

/** Every argument a message takes, plurals marked "name, plural": what a translation must keep. */
export function argumentsOf(parts: Part[], out = new Set<string>()): Set<string> {
  for (const p of parts) {
    if (typeof p === 'string' || 'hash' in p) continue;
    if ('plural' in p) {
      out.add(`${p.arg}, plural`);
      for (const b of p.plural) argumentsOf(b.parts, out);
    } else out.add(p.arg);
  }
  return out;
}

const rules = new Map<Lang, Intl.PluralRules>();
const numbers = new Map<Lang, Intl.NumberFormat>();
const countOf = (v: string | number) => (typeof v === 'number' ? v : Number(v.replace(/,/g, '')));

/** The branch a count takes in a language: an exact `=n` first, then the language's category, then `other`. */
export function branchFor(branches: Branch[], value: string | number, lang: Lang): Branch {
  const n = countOf(value);
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(LOCALE_OF[lang])));
  const category = Number.isFinite(n) ? r.select(n) : 'other';
  return branches.find((b) => b.key === `=${n}`) ?? branches.find((b) => b.key === category) ?? branches.find((b) => b.key === 'other')!;
}

/** The message with its arguments filled in for `lang`; an argument without a value stays as written. */
export function formatParts(parts: Part[], params: Params, lang: Lang, count?: string | number): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if ('hash' in p) {
      let f = numbers.get(lang);
      if (!f) numbers.set(lang, (f = new Intl.NumberFormat(LOCALE_OF[lang], { maximumFractionDigits: 2 })));
      out += typeof count === 'number' ? f.format(count) : String(count);
    } else if (!(p.arg in params)) out += 'plural' in p ? p.source : `{${p.arg}}`;
    else if ('plural' in p) out += formatParts(branchFor(p.plural, params[p.arg], lang).parts, params, lang, params[p.arg]);
    else out += String(params[p.arg]);
  }
  return out;
}

/**
 * Each way a message can read once filled in: one per combination of plural
 * branches, with the count a branch implies without `#` (`=0 {No packs}`: 0;
 * `one {a pack}`: 1). Used to recognise a message filled in before it reached
 * the page.
 */
export function readingsOf(parts: Part[]): { parts: Part[]; counts: Record<string, number> }[] {
  let out: { parts: Part[]; counts: Record<string, number> }[] = [{ parts: [], counts: {} }];
  for (const p of parts) {
    if (typeof p === 'string' || !('plural' in p)) {
      out.forEach((r) => r.parts.push(p));
      continue;
    }
    out = out.flatMap((r) =>
      p.plural.flatMap((b) =>
        readingsOf(b.parts).map((inner) => {
          const implied = b.key.startsWith('=') ? Number(b.key.slice(1)) : b.key === 'one' ? 1 : undefined;
          const counts = { ...r.counts, ...inner.counts, ...(implied === undefined ? {} : { [p.arg]: implied }) };
          return { parts: [...r.parts, ...inner.parts], counts };
        }),
      ),
    );
  }
  return out;
}
