import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteUrls } from '../../domain/content/site-map';
import { HTML_LANG, LANGUAGES, localizedPath, type Lang } from '../../domain/i18n/languages';
import type { Services } from '../services';

// sitemap.xml and robots.txt (issue 5 part 9). Every page stands in the
// sitemap once per language (English, /hi/, /mr/), each entry naming its
// languages and x-default as xhtml:link alternates, as the page's own head does
// (decision 024); a company page, news item, blog post or job is dated in
// Hindi and Marathi by its translation's last change too (domain/content/site-map.ts).
// /sitemap-en.xml, /sitemap-hi.xml and /sitemap-mr.xml hold one language each.
// Built from the database at each request; the shared page cache keeps it until the next write.

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Paths that are private to a customer or carry no content of their own. */
const DISALLOW = [
  '/api/',
  '/cart',
  '/checkout',
  '/my_orders',
  '/my_enquiries',
  '/manage_add',
  '/editadd',
  '/ratings/',
  '/login',
  '/register',
  '/logout',
];

export function seoApi(app: FastifyInstance, services: Services) {
  const base = services.config.PUBLIC_URL;

  /** The sitemap of these languages' addresses, each entry naming its page's languages and x-default as alternates. */
  async function sitemap(langs: readonly Lang[]) {
    const urls = await siteUrls(services.db);
    const loc = (path: string) => xmlEscape(base + encodeURI(decodeURI(path)));
    const body = urls
      .flatMap((u) => {
        const alternates = [
          ...u.langs.map(
            ({ lang }) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${loc(localizedPath(lang, u.path))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(u.path)}"/>`,
        ].join('');
        return u.langs
          .filter(({ lang }) => langs.includes(lang))
          .map(({ lang, lastmod }) => {
            const date = lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : '';
            return `<url><loc>${loc(localizedPath(lang, u.path))}</loc>${date}${alternates}</url>`;
          });
      })
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
  }
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  // Every language in one sitemap, and each language in its own (/sitemap-hi.xml …).
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => xml(reply, await sitemap(LANGUAGES)));
  for (const lang of LANGUAGES)
    app.get(`/sitemap-${lang}.xml`, { config: { access: 'public' } }, async (_request, reply) => xml(reply, await sitemap([lang])));

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    // The private pages in every language ('/hi/cart' too); the API has none.
    const disallow = DISALLOW.flatMap((p) => (p.startsWith('/api/') ? [p] : LANGUAGES.map((l) => localizedPath(l, p))));
    const sitemaps = ['/sitemap.xml', ...LANGUAGES.map((l) => `/sitemap-${l}.xml`)].map((p) => `Sitemap: ${base}${p}`);
    const lines = ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), 'Allow: /', '', ...sitemaps, ''];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
}
