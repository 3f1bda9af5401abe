import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dictionaryOf } from '../../domain/i18n/dictionaries';
import type { Lang } from '../../domain/i18n/languages';
import type { Dictionary } from '../../domain/i18n/translate';

// The part of a language's dictionary the islands can show in the browser:
// the entries whose English text stands in the built scripts (an island's own
// labels, the form rules' messages it checks before posting). Sent with every
// page in that language (decision 024); the texts an island was given by the
// server and translated are added per page by the renderer.

const cache = new Map<string, Dictionary>();

/** A text as a string literal may stand in esbuild's minified output (any quotes, non-ASCII as \uXXXX in either case: esbuild writes \u201C). */
function formsOf(text: string): string[] {
  const escape = (s: string, upper: boolean) =>
    s.replace(/[^\x20-\x7e]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    });
  const json = JSON.stringify(text).slice(1, -1);
  const single = text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  const tick = text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const forms = [`"${json}"`, `'${single}'`, `\`${tick}\``];
  // esbuild writes a character below U+0100 as \xNN ('×' is \xD7), the others as \uNNNN.
  const esbuild = (s: string) =>
    s.replace(/[^\x20-\x7e]/g, (c) => {
      const code = c.charCodeAt(0);
      return code < 0x100
        ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    });
  return [...new Set([...forms, ...forms.map((f) => escape(f, false)), ...forms.map((f) => escape(f, true)), ...forms.map(esbuild)])];
}

export function islandDictionary(lang: Lang, assetsDir: string): Dictionary {
  const key = `${resolve(assetsDir)}|${lang}`;
  let dict = cache.get(key);
  if (dict) return dict;
  let scripts = '';
  try {
    const dir = join(resolve(assetsDir), 'assets');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) scripts += readFileSync(join(dir, file), 'utf8');
  } catch {
    // not built (API-only tests): only the texts the server saw islands translate
  }
  const out: Record<string, string> = {};
  if (scripts) {
    for (const [english, translated] of Object.entries(dictionaryOf(lang))) {
      if (formsOf(english).some((form) => scripts.includes(form))) out[english] = translated;
    }
  }
  cache.set(key, (dict = out));
  return dict;
}
