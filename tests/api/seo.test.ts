import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../domain/content/site-map';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: 'https://shop.example.in', PAYMENT_PROVIDER: 'offline' });
  });
  afterAll(() => t.close());

  it('sitemap.xml lists every page, product, job and news item with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith('https://shop.example.in/')).toBe(true);
    const paths = locs.map((l) => l.slice('https://shop.example.in'.length));

    for (const p of [
      '/',
      '/contact',
      '/enquirenow',
      '/gallery',
      '/aboutus',
      '/aboutus/journey',
      '/explore/values',
      '/contactforR&D',
      '/privacypolicies',
      '/b2b',
      '/b2b/biofertilizers',
      '/career',
      '/updates',
    ])
      expect(paths, p).toContain(p);
    for (const p of contentPaths()) expect(paths).toContain(p);
    // The & of a path is escaped in the XML.
    expect(res.body).toContain('<loc>https://shop.example.in/contactforR&amp;D</loc>');

    const db = t.services.db;
    const [products, jobs, news] = await Promise.all([
      db.selectFrom('products').select('id').execute(),
      db.selectFrom('jobs').select('id').execute(),
      db.selectFrom('news').select('slug').execute(),
    ]);
    expect(products.length).toBeGreaterThan(20);
    expect(jobs.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    for (const p of products) expect(paths).toContain(`/product_details/${p.id}`);
    for (const j of jobs) expect(paths).toContain(`/jobdetails/${j.id}`);
    for (const n of news) expect(paths).toContain(`/updates/news/${n.slug}`);
    const blogs = await db.selectFrom('blogs').select('slug').execute();
    for (const b of blogs) expect(paths).toContain(`/updates/blog/${b.slug}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('sitemap.xml follows the catalogue: a new product appears', async () => {
    const product = await t.services.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
    await t.services.db
      .insertInto('products')
      .values({ ...product, id: 'p-sitemap-new', slug: 'sitemap-new', code: 'SITEMAP-NEW' })
      .execute();
    t.services.pages.invalidate(); // written past the app, as the back office never does: say so
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<loc>https://shop.example.in/product_details/p-sitemap-new</loc>');
  });

  it('robots.txt allows the site, keeps private pages out and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/cart', '/checkout', '/my_orders', '/manage_add', '/api/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });

  it('has a sitemap per language, each with only its own addresses and the same alternates, all named in robots.txt', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const all = locs((await t.app.inject('/sitemap.xml')).body);
    const each = { en: [] as string[], hi: [] as string[], mr: [] as string[] };
    for (const lang of ['en', 'hi', 'mr'] as const) {
      const res = await t.app.inject(`/sitemap-${lang}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.body).toContain('hreflang="x-default"');
      each[lang] = locs(res.body);
      expect(robots).toContain(`Sitemap: https://shop.example.in/sitemap-${lang}.xml`);
    }
    expect(each.hi.every((u) => u.startsWith(`https://shop.example.in/hi/`))).toBe(true);
    expect(each.mr.every((u) => u.startsWith(`https://shop.example.in/mr/`))).toBe(true);
    expect(each.en.some((u) => u.startsWith(`https://shop.example.in/hi/`) || u.startsWith(`https://shop.example.in/mr/`))).toBe(false);
    expect([...each.en, ...each.hi, ...each.mr].sort()).toEqual([...all].sort());
    expect(each.hi).toContain(`https://shop.example.in/hi/crops/tomato`);
  });
});
