import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './languages';
import { translator, type Dictionary, type Translate } from './translate';

// The translations: locales/<lang>/*.json beside the code, one file per area
// (messages, pages, mail, products, …), each an object of English text →
// translation that a translator edits. Read once at start (server only).

export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

/** Every file of one language merged (files are areas; a key stands in one of them). */
export function loadDictionary(lang: Lang, dir = LOCALES_DIR): Dictionary {
  const merged: Record<string, string> = {};
  let files: string[] = [];
  try {
    files = readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json'));
  } catch {
    return merged;
  }
  for (const file of files.sort()) {
    const part = JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(part)) if (typeof value === 'string' && value) merged[key] = value;
  }
  return merged;
}

const dictionaries = new Map<Lang, Dictionary>();
const translators = new Map<Lang, Translate>();

export function dictionaryOf(lang: Lang): Dictionary {
  let d = dictionaries.get(lang);
  if (!d) dictionaries.set(lang, (d = lang === 'en' ? {} : loadDictionary(lang)));
  return d;
}

/** `t` for a language: English passes through; Hindi and Marathi from locales/. */
export function translatorFor(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = translator(lang === 'en' ? null : dictionaryOf(lang), lang)));
  return t;
}
