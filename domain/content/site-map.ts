import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/client';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { blogPath } from '../updates/blogs';
import { newsPath } from '../updates/news';

/** One address of the public site, for sitemap.xml: its languages, each with its last change when known. */
export interface SiteUrl {
  path: string;
  langs: { lang: Lang; lastmod?: string }[];
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

/** Kinds of record with a page of their own, whose Hindi and Marathi pages change with their translations. */
const TRANSLATED_PAGES = ['page', 'news', 'blog', 'job'] as const;

/** entity → id → lang → when its newest translation in that language was saved. */
async function translationDates(db: Db): Promise<Map<string, Map<string, Map<Lang, string>>>> {
  const rows = await db
    .selectFrom('content_translations')
    .select((eb) => ['entity', 'entity_id', 'lang', eb.fn.max('updated_at').as('updated_at')])
    .where('entity', 'in', TRANSLATED_PAGES as unknown as string[])
    .where('text', '!=', '')
    .groupBy(['entity', 'entity_id', 'lang'])
    .execute();
  const out = new Map<string, Map<string, Map<Lang, string>>>();
  for (const r of rows) {
    const byId = out.get(r.entity) ?? new Map<string, Map<Lang, string>>();
    const byLang = byId.get(r.entity_id) ?? new Map<Lang, string>();
    byLang.set(r.lang as Lang, String(r.updated_at));
    byId.set(r.entity_id, byLang);
    out.set(r.entity, byId);
  }
  return out;
}

const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * A record's page in every language, each dated by its own last change: the
 * English's, and for Hindi and Marathi the later of the English's and the
 * newest translation's (a field without a translation shows the English).
 */
function recordUrl(path: string, english: string | undefined, translated: Map<Lang, string> | undefined): SiteUrl {
  return { path, langs: LANGUAGES.map((lang) => ({ lang, lastmod: lang === 'en' ? english : later(english, translated?.get(lang)) })) };
}

const everywhere = (path: string, lastmod?: string): SiteUrl => ({ path, langs: LANGUAGES.map((lang) => ({ lang, lastmod })) });

/** Every public page, product, job and news item, for search engines, read afresh from the database. */
export async function siteUrls(db: Db): Promise<SiteUrl[]> {
  const [categories, products, jobs, news, blogs, crops, problems, edited, dates] = await Promise.all([
    db.selectFrom('categories').select('slug').orderBy('position').execute(),
    db.selectFrom('products').select(['id', 'created_at']).where('archived_at', 'is', null).orderBy('position').orderBy('id').execute(),
    db.selectFrom('jobs').select(['id', 'posted_at']).orderBy('posted_at', 'desc').execute(),
    db.selectFrom('news').select(['id', 'slug', 'published_at']).orderBy('published_at', 'desc').execute(),
    db.selectFrom('blogs').select(['id', 'slug', 'published_at']).orderBy('published_at', 'desc').execute(),
    db.selectFrom('crops').select('slug').orderBy('position').execute(),
    db.selectFrom('problems').select('slug').orderBy('position').execute(),
    db.selectFrom('page_texts').select(['slug', 'updated_at']).execute(),
    translationDates(db),
  ]);
  const editedAt = new Map(edited.map((e) => [e.slug, e.updated_at]));
  const of = (entity: string, id: string) => dates.get(entity)?.get(id);
  const urls: SiteUrl[] = OTHER_PAGES.map((path) => everywhere(path));
  for (const path of contentPaths()) {
    if (OTHER_PAGES.includes(path)) continue; // /career: its openings and team are there in every language
    const slug = path.slice(1);
    urls.push(recordUrl(path, editedAt.get(slug), of('page', slug)));
  }
  for (const c of categories) urls.push(everywhere(`/b2b/${c.slug}`));
  for (const p of products) urls.push(everywhere(`/product_details/${p.id}`, p.created_at));
  for (const j of jobs) urls.push(recordUrl(`/jobdetails/${j.id}`, j.posted_at, of('job', j.id)));
  for (const n of news) urls.push(recordUrl(newsPath(n), n.published_at, of('news', n.id)));
  for (const b of blogs) urls.push(recordUrl(blogPath(b), b.published_at, of('blog', b.id)));
  for (const c of crops) urls.push(everywhere(`/crops/${c.slug}`));
  for (const p of problems) urls.push(everywhere(`/problems/${p.slug}`));
  return urls;
}
