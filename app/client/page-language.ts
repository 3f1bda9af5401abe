import { DEFAULT_LANG, isLang, localizeHref } from '../../domain/i18n/languages';
import { translator } from '../../domain/i18n/translate';
import type { I18n } from '../framework/i18n';

// The page's language in the browser (decision 024): a page in Hindi or
// Marathi carries <script type="application/json" id="i18n"> with its language,
// the first segments of the page addresses and the translations its islands
// can show. English pages carry none.

interface PageLanguage extends I18n {
  segments: ReadonlySet<string>;
}

let current: PageLanguage | null = null;

export function pageLanguage(): PageLanguage {
  if (current) return current;
  let data: { lang?: unknown; pages?: string[]; dict?: Record<string, string> } = {};
  try {
    data = JSON.parse(document.getElementById('i18n')?.textContent || '{}');
  } catch {
    // unreadable: English
  }
  const lang = isLang(data.lang) ? data.lang : DEFAULT_LANG;
  current = { lang, t: translator(lang === DEFAULT_LANG ? null : (data.dict ?? {}), lang), segments: new Set(data.pages ?? []) };
  return current;
}

/** A page's address in the page's language ('/cart' → '/hi/cart' on a Hindi page); anything else unchanged. */
export function pageHref(href: string): string {
  const { lang, segments } = pageLanguage();
  return localizeHref(lang, href, segments);
}
