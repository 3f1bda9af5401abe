// The shop's languages: English (unprefixed URLs, the spec's texts), Hindi and
// Marathi (/hi/..., /mr/...). Shared by the server and the browser.

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** BCP 47 tags for `<html lang>`, `hreflang` and Intl; Latin digits, as on Indian packs and price tags. */
export const LOCALE_OF: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** '/hi/cart' → { lang: 'hi', path: '/cart' }; '/hi' → { lang: 'hi', path: '/' }; '/cart' → English. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  const m = /^\/(hi|mr)(?=\/|$|\?)(.*)$/.exec(path);
  if (!m) return { lang: DEFAULT_LANG, path };
  const rest = m[2] || '/';
  return { lang: m[1] as Lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The address of `path` in `lang`: English unprefixed, '/hi/cart', and '/hi/' for the home page. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}
