import type { ReactNode } from 'react';
import type { Company } from '../../domain/content/company';
import type { ContentPage } from '../../domain/content/page-view';
import { langOf } from '../../domain/translations/store';
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

/**
 * A company page: heading, optional section navigation, the text, a call to
 * action. On a Hindi or Marathi page, a heading or text without a translation
 * is marked English (lang="en") for screen readers.
 */
export function MarkdownArticle({ page, crumbs, nav, cta, company, children }: ArticleProps) {
  return (
    <>
      <PageHeader title={page.heading} titleLang={langOf(page, 'heading')} crumbs={crumbs} />
      <div className={nav ? 'container-page article-layout has-nav' : 'container-page article-layout'}>
        {nav && <SectionNav label={nav.label} links={nav.links} current={nav.current} />}
        <article className="article-body">
          <Markdown html={page.html} lang={langOf(page, 'body')} />
          {children}
          {cta && <ContactCta company={company} />}
        </article>
      </div>
    </>
  );
}
