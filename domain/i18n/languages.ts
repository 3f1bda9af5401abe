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

/** The cookie that remembers a visitor's choice in the switcher (absent: English). */
export const LANG_COOKIE = 'lang';
/** The query parameter of a switcher link: `/hi/cart?lang=hi` remembers Hindi, then shows `/hi/cart`. */
export const LANG_CHOICE_PARAM = 'lang';

/**
 * The first segments of the page routes that carry a language ('' for the home
 * page): `/product_page/:id` → 'product_page'. The back office is left out.
 */
export function pageSegmentsOf(paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const first = p.split('/')[1] ?? '';
    if (first !== 'admin') out.add(first);
  }
  return [...out].sort();
}

/**
 * `href` as it stands in a page in `lang`: an internal link to a page gains the
 * language's prefix ('/cart' → '/hi/cart'); anything else stays as it is (other
 * sites, '/api/…', pictures, assets, files such as '/orders/1/invoice.pdf', an
 * address already in a language, a relative or '#' link). `segments` are the
 * pages' first segments (pageSegmentsOf). The attribute may be HTML-escaped.
 */
export function localizeHref(lang: Lang, href: string, segments: ReadonlySet<string>): string {
  if (lang === DEFAULT_LANG || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  if (/^\/(hi|mr)(\/|$)/.test(path)) return href;
  const parts = path.split('/');
  if (!segments.has((parts[1] ?? '').replace(/&amp;/g, '&'))) return href;
  if (/\.\w+$/.test(parts[parts.length - 1])) return href; // a file, not a page
  return localizedPath(lang, path) + (end === -1 ? '' : href.slice(end));
}
