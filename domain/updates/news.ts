import type { Db } from '../../db/client';
import type { NewsTable } from '../../db/schema-content';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';

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

/** A news item as a page in some language shows it (`english`: its fields without a translation). */
export type ShownNews = NewsItem & Shown;

/** News in a language: title and text from their translations, English where there is none. */
export const newsIn = (db: Db, lang: Lang, items: readonly NewsItem[]): Promise<ShownNews[]> =>
  inLanguage(db, lang, 'news', items, { title: 'title', description: 'description' });

/** Newest first. */
export async function listNews(db: Db, lang: Lang = 'en'): Promise<ShownNews[]> {
  const rows = await db.selectFrom('news').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
  return newsIn(db, lang, rows.map(toNews));
}

const safe = (s: string) => /^[A-Za-z0-9_-]{1,200}$/.test(s);

export async function findNewsById(db: Db, id: string, lang: Lang = 'en'): Promise<ShownNews | null> {
  if (!safe(id)) return null;
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await newsIn(db, lang, [toNews(row)]))[0] : null;
}

export async function findNewsBySlug(db: Db, slug: string, lang: Lang = 'en'): Promise<ShownNews | null> {
  if (!safe(slug)) return null;
  const row = await db.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? (await newsIn(db, lang, [toNews(row)]))[0] : null;
}

export const newsPath = (n: Pick<NewsItem, 'slug'>) => `/updates/news/${n.slug}`;

/** News older than this is not called "latest". */
export const LATEST_NEWS_MAX_AGE_DAYS = 365;

export interface LatestNews {
  /** The newest items, newest first. */
  items: ShownNews[];
  /** The newest of them is less than a year old: it may be called "latest news"; otherwise just "news". */
  current: boolean;
}

/** The newest `limit` news items by date (in a language), and whether they are recent enough to be called the latest. */
export async function latestNews(db: Db, lang: Lang = 'en', now: Date = new Date(), limit = 3): Promise<LatestNews> {
  const rows = await db.selectFrom('news').selectAll().orderBy('published_at', 'desc').orderBy('id').limit(limit).execute();
  const items = await newsIn(db, lang, rows.map(toNews));
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
