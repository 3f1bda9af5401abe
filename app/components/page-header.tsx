import type { ReactNode } from 'react';
import { useT } from '../framework/i18n';

export interface Crumb {
  href: string;
  label: string;
}

/** The top of a company page: breadcrumb trail, the page's one h1 and an optional lead. */
export function PageHeader({ title, crumbs = [], lead }: { title: string; crumbs?: Crumb[]; lead?: ReactNode }) {
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
                <a href={c.href}>{t(c.label)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-title">{title}</h1>
        {lead && <p className="page-lead">{lead}</p>}
      </div>
    </header>
  );
}
