import { company } from '../../domain/content/company';
import { loadContentPage, type ContentPage } from '../../domain/content/page-view';
import { SECTIONED, orderedSections, sectionLinks } from '../../domain/content/sections';
import { langOf } from '../../domain/translations/store';
import { MarkdownArticle } from '../components/markdown-article';
import { definePage, pageNotFound, redirect } from '../framework/page';

// /aboutus/{section}, /innovation/{section} and /explore/{section}: one
// Markdown file each in content/pages/<parent>/<section>.md, in the visitor's
// language from its stored translations. An unknown section is a 404.

interface Data {
  parent: string;
  page: ContentPage;
  links: { href: string; label: string; lang?: 'en' }[];
}

export default definePage<Data>({
  path: ['/aboutus/:section', '/innovation/:section', '/explore/:section', '/explore'],
  async load(ctx) {
    const parent = ctx.path.split('/')[1];
    const section = ctx.params.section;
    if (!section) {
      // /explore has no page of its own: its first section stands in.
      const first = (await orderedSections(ctx.services.db, parent, ctx.lang))[0];
      if (!first) throw pageNotFound();
      return redirect(`/${first.slug}`);
    }
    if (!SECTIONED[parent]) throw pageNotFound();
    const page = await loadContentPage(ctx.services.db, `${parent}/${section}`, ctx.lang);
    if (!page) throw pageNotFound();
    return { parent, page, links: await sectionLinks(ctx.services.db, parent, ctx.lang) };
  },
  head: ({ page }) => ({ title: `${page.title} | ${company.shortName}`, description: page.description, canonicalPath: `/${page.slug}` }),
  Component: ({ data: { parent, page, links } }) => {
    const meta = SECTIONED[parent];
    const crumbs = [
      ...(meta.hasIndex ? [{ href: `/${parent}`, label: meta.label }] : []),
      { href: `/${page.slug}`, label: page.title, lang: langOf(page, 'title') },
    ];
    return (
      <MarkdownArticle page={page} crumbs={crumbs} nav={{ label: meta.label, links, current: `/${page.slug}` }} cta company={company} />
    );
  },
});
