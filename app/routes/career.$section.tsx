import { careerSection } from '../../domain/careers/page';
import { contentSections, type ContentPage } from '../../domain/content/pages';
import { company } from '../../domain/content/company';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { SectionNav } from '../components/section-nav';
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
  head: ({ page }) => ({ title: `${page.title} | ${company.shortName}`, description: page.description, canonicalPath: `/${page.slug}` }),
  Component: ({ data: { page, sections } }) => (
    <>
      <PageHeader title={page.heading} crumbs={[{ href: '/career', label: 'Careers' }]} />
      <div className="container-page article-layout has-nav">
        <SectionNav
          label="Careers"
          links={[{ href: '/career', label: 'Current openings' }, ...sections.map((s) => ({ href: `/${s.slug}`, label: s.heading }))]}
          current={`/${page.slug}`}
        />
        <div className="article-body">
          <Markdown html={page.html} />
          <p className="mt-8">
            <a className="btn btn-primary" href="/career">
              See current openings
            </a>
          </p>
        </div>
      </div>
    </>
  ),
});
