import { listClients, type ClientCompany } from '../../domain/content/clients';
import { company } from '../../domain/content/company';
import { loadContentPage, type ContentPage } from '../../domain/content/page-view';
import { SECTIONED, sectionLinks } from '../../domain/content/sections';
import { tk } from '../../domain/i18n/translate';
import { langOf, type Shown } from '../../domain/translations/store';
import { ClientList } from '../components/client-list';
import { MarkdownArticle } from '../components/markdown-article';
import type { Crumb } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound, type PageContext } from '../framework/page';

// The static company pages of SPEC.md §2's route list, each a Markdown file in
// content/pages/<slug>.md that staff edit without touching code, shown in the
// visitor's language from the page's stored translations.

export const POLICY_SLUGS = ['privacypolicies', 'shipping', 'return', 'cancellation'];

export const STATIC_SLUGS = [
  'aboutus',
  'innovation',
  'ourproduct',
  'journey',
  'vision',
  'contractmfg',
  'whychooseus',
  'biofertilizer',
  'biopesticide',
  'biostimulants',
  'micronutrients',
  'newsandevents',
  'r_and_d',
  'whyus',
  'AwardsAndRecognization',
  'contactforR&D',
  'vam',
  'social',
  ...POLICY_SLUGS,
];

/** Where a page sits, for its breadcrumb trail. */
const PARENT_CRUMB: Record<string, Crumb> = {
  biofertilizer: { href: '/ourproduct', label: tk('Our Products') },
  biopesticide: { href: '/ourproduct', label: tk('Our Products') },
  biostimulants: { href: '/ourproduct', label: tk('Our Products') },
  micronutrients: { href: '/ourproduct', label: tk('Our Products') },
  vam: { href: '/ourproduct', label: tk('Our Products') },
  journey: { href: '/aboutus', label: tk('About Us') },
  vision: { href: '/aboutus', label: tk('About Us') },
  AwardsAndRecognization: { href: '/aboutus', label: tk('About Us') },
  'contactforR&D': { href: '/r_and_d', label: tk('Contract R&D') },
};

interface Data {
  page: ContentPage;
  slug: string;
  /** Client companies, on the about page. */
  clients: (ClientCompany & Shown)[];
  nav?: { label: string; links: { href: string; label: string }[]; current: string };
}

/** The slug of the page a request reached: its route, not the raw URL (which may be percent-encoded). */
function slugOf(ctx: PageContext): string {
  return (ctx.request.routeOptions.url ?? ctx.path).slice(1);
}

export default definePage<Data>({
  path: STATIC_SLUGS.map((s) => `/${s}`),
  async load(ctx) {
    const slug = slugOf(ctx);
    const page = await loadContentPage(ctx.services.db, slug, ctx.lang);
    if (!page) throw pageNotFound();
    const nav = SECTIONED[slug]
      ? { label: SECTIONED[slug].label, links: await sectionLinks(ctx.services.db, slug, ctx.lang), current: `/${slug}` }
      : undefined;
    const clients = slug === 'aboutus' ? await listClients(ctx.services.db, ctx.lang) : [];
    return { page, slug, nav, clients };
  },
  head: ({ page, slug }) => ({ title: `${page.title} | ${company.shortName}`, description: page.description, canonicalPath: `/${slug}` }),
  Component: ({ data: { page, slug, nav, clients } }) => {
    const policy = POLICY_SLUGS.includes(slug);
    const crumbs: Crumb[] = [
      ...(PARENT_CRUMB[slug] ? [PARENT_CRUMB[slug]] : []),
      { href: `/${slug}`, label: page.title, lang: langOf(page, 'title') },
    ];
    return (
      <MarkdownArticle page={page} crumbs={crumbs} nav={nav} cta={!policy} company={company}>
        {slug === 'social' && <SocialLinks />}
        {clients.length > 0 && <ClientList clients={clients} />}
      </MarkdownArticle>
    );
  },
});

function SocialLinks() {
  const t = useT();
  return (
    <section aria-labelledby="social-channels" className="social-channels">
      <h2 id="social-channels">{t('Our channels')}</h2>
      <ul>
        {company.social.map((s) => (
          <li key={s.name}>
            <a className="btn btn-outline" href={s.url} rel="noopener" target="_blank">
              {s.name}
              <span className="sr-only">{' ' + t('(opens in a new tab)')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
