import type { FastifyInstance } from 'fastify';
import { siteUrls } from '../../domain/content/site-map';
import type { Services } from '../services';

// sitemap.xml and robots.txt (issue 5 part 9).

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

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const urls = await siteUrls(services.db);
    const body = urls
      .map((u) => {
        const lastmod = u.lastmod ? `<lastmod>${xmlEscape(u.lastmod.slice(0, 10))}</lastmod>` : '';
        return `<url><loc>${xmlEscape(base + encodeURI(decodeURI(u.path)))}</loc>${lastmod}</url>`;
      })
      .join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
}
