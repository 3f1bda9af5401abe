import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/client';
import { blogPath } from '../updates/blogs';
import { newsPath } from '../updates/news';

/** One address of the public site, for sitemap.xml. */
export interface SiteUrl {
  path: string;
  lastmod?: string;
}

const root = resolve(new URL('../../content/pages', import.meta.url).pathname);

/** Paths of every Markdown page in content/pages: /aboutus, /aboutus/journey, /contactforR&D … */
export function contentPaths(): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root).sort()) {
    const full = join(root, entry);
    if (entry.endsWith('.md')) out.push(`/${entry.slice(0, -3)}`);
    else if (statSync(full).isDirectory()) {
      for (const f of readdirSync(full).sort()) if (f.endsWith('.md')) out.push(`/${entry}/${f.slice(0, -3)}`);
    }
  }
  return out;
}

/** Pages that are not Markdown files (their modules render other data). */
const OTHER_PAGES = [
  '/',
  '/contact',
  '/b2b',
  '/categoriwise_product',
  '/career',
  '/updates',
  '/updates/news',
  '/updates/blog',
  '/News_details',
  '/crops',
  '/calculator',
];

/** Every public page, product, job and news item, for search engines. */
export async function siteUrls(db: Db): Promise<SiteUrl[]> {
  const pages = [...OTHER_PAGES, ...contentPaths()];
  const [categories, products, jobs, news, blogs, crops, problems] = await Promise.all([
    db.selectFrom('categories').select('slug').orderBy('position').execute(),
    db.selectFrom('products').select(['id', 'created_at']).where('archived_at', 'is', null).orderBy('position').orderBy('id').execute(),
    db.selectFrom('jobs').select(['id', 'posted_at']).orderBy('posted_at', 'desc').execute(),
    db.selectFrom('news').select(['slug', 'published_at']).orderBy('published_at', 'desc').execute(),
    db.selectFrom('blogs').select(['slug', 'published_at']).orderBy('published_at', 'desc').execute(),
    db.selectFrom('crops').select('slug').orderBy('position').execute(),
    db.selectFrom('problems').select('slug').orderBy('position').execute(),
  ]);
  const urls: SiteUrl[] = [...new Set(pages)].map((path) => ({ path }));
  for (const c of categories) urls.push({ path: `/b2b/${c.slug}` });
  for (const p of products) urls.push({ path: `/product_details/${p.id}`, lastmod: p.created_at });
  for (const j of jobs) urls.push({ path: `/jobdetails/${j.id}`, lastmod: j.posted_at });
  for (const n of news) urls.push({ path: newsPath(n), lastmod: n.published_at });
  for (const b of blogs) urls.push({ path: blogPath(b), lastmod: b.published_at });
  for (const c of crops) urls.push({ path: `/crops/${c.slug}` });
  for (const p of problems) urls.push({ path: `/problems/${p.slug}` });
  return urls;
}
