import type { Db } from '../../db/client';
import type { NewsTable } from '../../db/schema-content';

export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string;
  publishedAt: string;
}

const toNews = (r: NewsTable): NewsItem => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  image: r.image,
  publishedAt: r.published_at,
});

/** Newest first. */
export async function listNews(db: Db): Promise<NewsItem[]> {
  const rows = await db.selectFrom('news').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
  return rows.map(toNews);
}

const safe = (s: string) => /^[A-Za-z0-9_-]{1,200}$/.test(s);

export async function findNewsById(db: Db, id: string): Promise<NewsItem | null> {
  if (!safe(id)) return null;
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toNews(row) : null;
}

export async function findNewsBySlug(db: Db, slug: string): Promise<NewsItem | null> {
  if (!safe(slug)) return null;
  const row = await db.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toNews(row) : null;
}

export const newsPath = (n: Pick<NewsItem, 'slug'>) => `/updates/news/${n.slug}`;
