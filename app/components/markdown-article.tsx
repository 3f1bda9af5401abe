import type { ReactNode } from 'react';
import type { Company } from '../../domain/content/company';
import type { ContentPage } from '../../domain/content/pages';
import { useT } from '../framework/i18n';
import { ContactCta } from './contact-cta';
import { Markdown } from './markdown';
import { PageHeader, type Crumb } from './page-header';
import { SectionNav, type SectionLink } from './section-nav';

export interface ArticleProps {
  page: ContentPage;
  crumbs: Crumb[];
  /** The section navigation, for pages that have sections. */
  nav?: { label: string; links: SectionLink[]; current: string };
  /** Policies end without the sales call to action. */
  cta: boolean;
  company: Company;
  children?: ReactNode;
}

/** A company page from content/pages: heading, optional section navigation, the text, a call to action. */
export function MarkdownArticle({ page, crumbs, nav, cta, company, children }: ArticleProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(page.heading)} crumbs={crumbs} />
      <div className={nav ? 'container-page article-layout has-nav' : 'container-page article-layout'}>
        {nav && <SectionNav label={nav.label} links={nav.links} current={nav.current} />}
        <article className="article-body">
          <Markdown html={page.html} />
          {children}
          {cta && <ContactCta company={company} />}
        </article>
      </div>
    </>
  );
}
