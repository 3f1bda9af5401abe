import type { Db } from '../../db/client';
import type { BlogsTable } from '../../db/schema-content';

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

/** Newest first. */
export async function listBlogs(db: Db): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blogs').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
  return rows.map(toBlog);
}

export async function findBlogBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(slug)) return null;
  const row = await db.selectFrom('blogs').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toBlog(row) : null;
}

export const blogPath = (b: Pick<BlogPost, 'slug'>) => `/updates/blog/${b.slug}`;
