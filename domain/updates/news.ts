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

/** News older than this is not called "latest". */
export const LATEST_NEWS_MAX_AGE_DAYS = 365;

export interface LatestNews {
  /** The newest items, newest first. */
  items: NewsItem[];
  /** The newest of them is less than a year old: it may be called "latest news"; otherwise just "news". */
  current: boolean;
}

/** The newest `limit` news items by date, and whether they are recent enough to be called the latest. */
export async function latestNews(db: Db, now: Date = new Date(), limit = 3): Promise<LatestNews> {
  const items = (await listNews(db)).slice(0, limit);
  return { items, current: isCurrentNews(items[0]?.publishedAt, now) };
}

/** A news item published less than a year before `now` (not after it). */
export function isCurrentNews(publishedAt: string | undefined, now: Date): boolean {
  if (!publishedAt) return false;
  const published = new Date(publishedAt).getTime();
  if (Number.isNaN(published)) return false;
  const age = now.getTime() - published;
  return age >= -86_400_000 && age < LATEST_NEWS_MAX_AGE_DAYS * 86_400_000;
}
