import { company } from '../../domain/content/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { listBlogs, type ShownBlogPost } from '../../domain/updates/blogs';
import { latestNews, listNews, type LatestNews, type ShownNews } from '../../domain/updates/news';
import { BlogCard } from '../components/blog-card';
import { NewsCard } from '../components/news-card';
import { NewsSidebar } from '../components/news-sidebar';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

type Data = ({ section: 'news'; news: ShownNews[] } | { section: 'blog'; blogs: ShownBlogPost[] }) & { latest: LatestNews };

/** SPEC.md §2 Updates: a sidebar toggles between News and Events and Blogs (/updates, /updates/news, /updates/blog). */
export default definePage<Data>({
  path: ['/updates', '/updates/:section'],
  async load(ctx) {
    const section = ctx.params.section ?? 'news';
    const latest = await latestNews(ctx.services.db, ctx.lang);
    if (section === 'news') return { section, news: await listNews(ctx.services.db, ctx.lang), latest };
    if (section === 'blog') return { section, blogs: await listBlogs(ctx.services.db, ctx.lang), latest };
    throw pageNotFound();
  },
  head: (data, ctx) => {
    const t = translatorFor(ctx.lang);
    return data.section === 'news'
      ? {
          title: `${t('News and Events')} | ${company.shortName}`,
          description: t(
            'News from Mitti Biotech: plant expansions, field days, dealer meets, certifications and events on VAM and biological inputs.',
          ),
        }
      : {
          title: `${t('Blog: practical guides on VAM and biologicals')} | ${company.shortName}`,
          description: t('Guides for dealers and farmers on VAM, biofertilizers, seed treatment, micronutrients and storing biologicals.'),
        };
  },
  Component: ({ data }) => <Updates data={data} />,
});

function Updates({ data }: { data: Data }) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={data.section === 'news' ? t('News and Events') : t('Blogs')}
        crumbs={[{ href: '/updates', label: tk('Updates') }]}
        lead={
          data.section === 'news'
            ? t('What is happening at our plant, in the field and at dealer meets.')
            : t('Practical guides on VAM, biofertilizers, biopesticides and micronutrients, with doses and crops.')
        }
      />
      <div className="container-page article-layout has-nav">
        <NewsSidebar current={data.section} latest={data.latest} />
        <div className="min-w-0">
          {data.section === 'news' ? (
            data.news.length === 0 ? (
              <p className="empty-note">{t(MSG.noNews)}</p>
            ) : (
              <div className="grid gap-5 md:grid-cols-2">
                {data.news.map((n) => (
                  <NewsCard key={n.id} item={n} />
                ))}
              </div>
            )
          ) : data.blogs.length === 0 ? (
            <p className="empty-note">{t(MSG.noBlogs)}</p>
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
  );
}
