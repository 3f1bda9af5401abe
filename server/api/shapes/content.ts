import type { ClientCompany } from '../../../domain/content/clients';
import { blogPath, type BlogPost } from '../../../domain/updates/blogs';
import { newsPath, type NewsItem } from '../../../domain/updates/news';
import type { TeamMember } from '../../../domain/updates/team';
import { absoluteUrl } from './url';

// News, blog posts, the team and client companies as SPEC.md §7's client reads them.

export const toApiNews = (n: NewsItem, base: string) => ({
  _id: n.id,
  title: n.title,
  description: n.description,
  image: absoluteUrl(base, n.image),
  slug: n.slug,
  link: newsPath(n),
  publishedAt: n.publishedAt,
});

export const toApiBlog = (b: BlogPost, base: string) => ({
  _id: b.id,
  heading: b.heading,
  description: b.description,
  image: absoluteUrl(base, b.image),
  Link: b.link || blogPath(b),
  slug: b.slug,
  publishedAt: b.publishedAt,
});

export const toApiTeamMember = (t: TeamMember, base: string) => ({
  _id: t.id,
  image: absoluteUrl(base, t.image),
  name: t.name,
  position: t.position,
});

export const toApiClient = (c: ClientCompany, base: string) => ({
  _id: c.id,
  image: absoluteUrl(base, c.image),
  company_name: c.companyName,
  description: c.description,
});
