import { careerSection } from '../../domain/careers/page';
import { contentSections, type ContentPage } from '../../domain/content/page-view';
import { company } from '../../domain/content/company';
import { tk } from '../../domain/i18n/translate';
import { langOf } from '../../domain/translations/store';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { SectionNav } from '../components/section-nav';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  page: ContentPage;
  sections: ContentPage[];
}

/** /career/{section}: the careers texts of content/pages/career/*.md (culture, perks, life at Mitti), in the visitor's language. */
export default definePage<Data>({
  path: '/career/:section',
  async load(ctx) {
    const page = await careerSection(ctx.services.db, ctx.params.section ?? '', ctx.lang);
    if (!page) throw pageNotFound();
    return { page, sections: await contentSections(ctx.services.db, 'career', ctx.lang) };
  },
  head: ({ page }) => ({ title: `${page.title} | ${company.shortName}`, description: page.description, canonicalPath: `/${page.slug}` }),
  Component: ({ data }) => <CareerSection {...data} />,
});

function CareerSection({ page, sections }: Data) {
  const t = useT();
  return (
    <>
      <PageHeader title={page.heading} titleLang={langOf(page, 'heading')} crumbs={[{ href: '/career', label: tk('Careers') }]} />
      <div className="container-page article-layout has-nav">
        <SectionNav
          label={tk('Careers')}
          links={[
            { href: '/career', label: tk('Current openings') },
            ...sections.map((s) => ({ href: `/${s.slug}`, label: s.heading, lang: langOf(s, 'heading') })),
          ]}
          current={`/${page.slug}`}
        />
        <div className="article-body">
          <Markdown html={page.html} lang={langOf(page, 'body')} />
          <p className="mt-8">
            <a className="btn btn-primary" href="/career">
              {t('See current openings')}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
