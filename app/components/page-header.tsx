import type { ReactNode } from 'react';
import { useT } from '../framework/i18n';

export interface Crumb {
  href: string;
  label: string;
  /** 'en' for a record's text still in English on a Hindi or Marathi page. */
  lang?: 'en';
}

/**
 * The top of a company page: breadcrumb trail, the page's one h1 and an optional
 * lead; `titleLang`/`leadLang` 'en' when they are a record's text still in English.
 */
export function PageHeader({
  title,
  crumbs = [],
  lead,
  titleLang,
  leadLang,
}: {
  title: string;
  crumbs?: Crumb[];
  lead?: ReactNode;
  titleLang?: 'en';
  leadLang?: 'en';
}) {
  const t = useT();
  return (
    <header className="page-header">
      <div className="container-page">
        <nav aria-label={t('Breadcrumb')}>
          <ol className="breadcrumb">
            <li>
              <a href="/">{t('Home')}</a>
            </li>
            {crumbs.map((c) => (
              <li key={c.href}>
                <a href={c.href} lang={c.lang}>
                  {t(c.label)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-title" lang={titleLang}>
          {title}
        </h1>
        {lead && (
          <p className="page-lead" lang={leadLang}>
            {lead}
          </p>
        )}
      </div>
    </header>
  );
}
