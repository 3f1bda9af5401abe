import { HTML_LANG, LANG_CHOICE_PARAM, LANGUAGE_NAMES, LANGUAGES, localizedPath, type Lang } from '../../domain/i18n/languages';
import { useI18n } from '../framework/i18n';
import { useSite } from '../framework/site';

/**
 * The address of this page in `lang`, marked as a choice: the server remembers
 * it in a cookie and shows the clean address ('/hi/cart?lang=hi' → '/hi/cart').
 */
export function switchHref(lang: Lang, path: string, query: string): string {
  const params = new URLSearchParams(query);
  params.set(LANG_CHOICE_PARAM, lang);
  return `${localizedPath(lang, path)}?${params}`;
}

/** The same page in each language, each named in itself; plain links, so it works without JavaScript. */
function LanguageLinks({ className }: { className: string }) {
  const site = useSite();
  const { lang } = useI18n();
  return (
    <ul className={className}>
      {LANGUAGES.map((l) => (
        <li key={l}>
          <a
            href={switchHref(l, site.path, site.query)}
            lang={HTML_LANG[l]}
            hrefLang={HTML_LANG[l]}
            aria-current={l === lang ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's switcher: a menu from 992 px (the compact menu holds the links below that). */
export function HeaderLanguageMenu() {
  const { lang, t } = useI18n();
  return (
    <details className="menu lang-menu hidden lg:block">
      <summary className="menu-button" aria-label={`${t('Language')}: ${LANGUAGE_NAMES[lang]}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8 8 0 0 1 18.9 8M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16m2.95-8H5.08a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8M12 19.96A14 14 0 0 1 10.09 16h3.82A14 14 0 0 1 12 19.96M14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8 8 0 0 1-4.33 3.56M16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4z"
          />
        </svg>
        <span lang={HTML_LANG[lang]}>{LANGUAGE_NAMES[lang]}</span>
      </summary>
      <nav aria-label={t('Language')} className="menu-list">
        <LanguageLinks className="lang-list" />
      </nav>
    </details>
  );
}

/** In the compact (hamburger) menu and in the footer: the three links in a row. */
export function LanguageRow({ label }: { label: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t(label)} className="lang-row">
      <span aria-hidden="true" className="lang-row-title">
        {t('Language')}
      </span>
      <LanguageLinks className="lang-row-list" />
    </nav>
  );
}
