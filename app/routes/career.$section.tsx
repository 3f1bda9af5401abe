import { careerSection } from '../../domain/careers/page';
import { contentSections, type ContentPage } from '../../domain/content/pages';
import { company } from '../../domain/content/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { SectionNav } from '../components/section-nav';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  page: ContentPage;
  sections: ContentPage[];
}

/** /career/{section}: the careers texts in content/pages/career/*.md (culture, perks, life at Mitti). */
export default definePage<Data>({
  path: '/career/:section',
  async load(ctx) {
    const page = await careerSection(ctx.services.db, ctx.params.section ?? '', ctx.lang);
    if (!page) throw pageNotFound();
    return { page, sections: await contentSections(ctx.services.db, 'career', ctx.lang) };
  },
  head: ({ page }, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(page.title)} | ${company.shortName}`, description: t(page.description), canonicalPath: `/${page.slug}` };
  },
  Component: ({ data }) => <CareerSection {...data} />,
});

function CareerSection({ page, sections }: Data) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(page.heading)} crumbs={[{ href: '/career', label: tk('Careers') }]} />
      <div className="container-page article-layout has-nav">
        <SectionNav
          label={tk('Careers')}
          links={[{ href: '/career', label: tk('Current openings') }, ...sections.map((s) => ({ href: `/${s.slug}`, label: s.heading }))]}
          current={`/${page.slug}`}
        />
        <div className="article-body">
          <Markdown html={page.html} />
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
