import type { Db } from '../../db/client';
import type { BlogsTable } from '../../db/schema-content';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';

export interface BlogPost {
  id: string;
  slug: string;
  heading: string;
  description: string;
  image: string;
  link: string;
  publishedAt: string;
}

const toBlog = (r: BlogsTable): BlogPost => ({
  id: r.id,
  slug: r.slug,
  heading: r.heading,
  description: r.description,
  image: r.image,
  link: r.link,
  publishedAt: r.published_at,
});

/** A blog post as a page in some language shows it (`english`: its fields without a translation). */
export type ShownBlogPost = BlogPost & Shown;

const blogsIn = (db: Db, lang: Lang, posts: readonly BlogPost[]): Promise<ShownBlogPost[]> =>
  inLanguage(db, lang, 'blog', posts, { heading: 'heading', description: 'description' });

/** Newest first, in a language (English where a post has no translation). */
export async function listBlogs(db: Db, lang: Lang = 'en'): Promise<ShownBlogPost[]> {
  const rows = await db.selectFrom('blogs').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
  return blogsIn(db, lang, rows.map(toBlog));
}

export async function findBlogBySlug(db: Db, slug: string, lang: Lang = 'en'): Promise<ShownBlogPost | null> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(slug)) return null;
  const row = await db.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? (await blogsIn(db, lang, [toBlog(row)]))[0] : null;
}

export const blogPath = (b: Pick<BlogPost, 'slug'>) => `/updates/blog/${b.slug}`;
