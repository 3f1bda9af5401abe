import { company } from '../../domain/content/company';
import { MSG } from '../../domain/messages';
import { listBlogs, type BlogPost } from '../../domain/updates/blogs';
import { listNews, type NewsItem } from '../../domain/updates/news';
import { BlogCard } from '../components/blog-card';
import { NewsCard } from '../components/news-card';
import { NewsSidebar } from '../components/news-sidebar';
import { PageHeader } from '../components/page-header';
import { definePage, pageNotFound } from '../framework/page';

type Data = { section: 'news'; news: NewsItem[] } | { section: 'blog'; blogs: BlogPost[] };

/** SPEC.md §2 Updates: a sidebar toggles between News and Events and Blogs (/updates, /updates/news, /updates/blog). */
export default definePage<Data>({
  path: ['/updates', '/updates/:section'],
  async load(ctx) {
    const section = ctx.params.section ?? 'news';
    if (section === 'news') return { section, news: await listNews(ctx.services.db) };
    if (section === 'blog') return { section, blogs: await listBlogs(ctx.services.db) };
    throw pageNotFound();
  },
  head: (data) =>
    data.section === 'news'
      ? {
          title: `News and Events | ${company.shortName}`,
          description:
            'News from Mitti Biotech: plant expansions, field days, dealer meets, certifications and events on VAM and biological inputs.',
        }
      : {
          title: `Blog: practical guides on VAM and biologicals | ${company.shortName}`,
          description: 'Guides for dealers and farmers on VAM, biofertilizers, seed treatment, micronutrients and storing biologicals.',
        },
  Component: ({ data }) => (
    <>
      <PageHeader
        title={data.section === 'news' ? 'News and Events' : 'Blogs'}
        crumbs={[{ href: '/updates', label: 'Updates' }]}
        lead={
          data.section === 'news'
            ? 'What is happening at our plant, in the field and at dealer meets.'
            : 'Practical guides on VAM, biofertilizers, biopesticides and micronutrients, with doses and crops.'
        }
      />
      <div className="container-page article-layout has-nav">
        <NewsSidebar current={data.section} />
        <div className="min-w-0">
          {data.section === 'news' ? (
            data.news.length === 0 ? (
              <p className="empty-note">{MSG.noNews}</p>
            ) : (
              <div className="grid gap-5 md:grid-cols-2">
                {data.news.map((n) => (
                  <NewsCard key={n.id} item={n} />
                ))}
              </div>
            )
          ) : data.blogs.length === 0 ? (
            <p className="empty-note">{MSG.noBlogs}</p>
          ) : (
            <div className="grid gap-5 md:grid-cols-2">
              {data.blogs.map((b) => (
                <BlogCard key={b.id} post={b} />
              ))}
            </div>
          )}
        </div>
      </div>
    </>
  ),
});
