import { company } from '../../domain/content/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { langOf } from '../../domain/translations/store';
import { findNewsById, findNewsBySlug, listNews, newsPath, type ShownNews } from '../../domain/updates/news';
import { paragraphs } from '../../domain/updates/text';
import { NewsCard } from '../components/news-card';
import { PageHeader } from '../components/page-header';
import { UpdateArticle, articleJsonLd } from '../components/update-article';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  item: ShownNews | null;
  more: ShownNews[];
}

/**
 * A news item: /updates/news/{slug}, and the spec's /News_details (the latest
 * item, or ?id=…; /News_details/{id} too). The canonical address is the slug's.
 */
export default definePage<Data>({
  path: ['/updates/news/:slug', '/News_details', '/News_details/:id'],
  async load(ctx) {
    const { db } = ctx.services;
    const all = await listNews(db, ctx.lang);
    let item: ShownNews | null;
    if (ctx.params.slug) item = await findNewsBySlug(db, ctx.params.slug, ctx.lang);
    else {
      const id = ctx.params.id ?? ctx.query.get('id');
      item = id ? await findNewsById(db, id, ctx.lang) : (all[0] ?? null);
      if (!id && !item) return { item: null, more: [] };
    }
    if (!item) throw pageNotFound();
    return { item, more: all.filter((n) => n.id !== item.id).slice(0, 3) };
  },
  head: ({ item }, ctx) => {
    const t = translatorFor(ctx.lang);
    return item
      ? {
          title: `${item.title} | ${company.shortName}`,
          description: paragraphs(item.description)[0]?.slice(0, 160) ?? item.title,
          canonicalPath: newsPath(item),
          image: item.image,
          ogType: 'article',
          jsonLd: [
            articleJsonLd(
              'NewsArticle',
              { headline: item.title, publishedAt: item.publishedAt, image: item.image, path: newsPath(item) },
              ctx.services.config.PUBLIC_URL,
            ),
          ],
        }
      : { title: `${t('News and Events')} | ${company.shortName}`, description: t(MSG.noNews), canonicalPath: '/updates/news' };
  },
  Component: ({ data: { item, more } }) => {
    const t = useT();
    if (!item) {
      return (
        <>
          <PageHeader title={t('News and Events')} crumbs={[{ href: '/updates', label: tk('Updates') }]} />
          <div className="container-page py-8">
            <p className="empty-note">{t(MSG.noNews)}</p>
          </div>
        </>
      );
    }
    return (
      <UpdateArticle
        title={item.title}
        titleLang={langOf(item, 'title')}
        textLang={langOf(item, 'description')}
        crumbs={[
          { href: '/updates', label: tk('Updates') },
          { href: '/updates/news', label: tk('News and Events') },
        ]}
        publishedAt={item.publishedAt}
        image={item.image}
        description={item.description}
        more={{
          id: 'more-news',
          heading: tk('More news and events'),
          cards: more.map((n) => <NewsCard key={n.id} item={n} headingLevel={3} />),
        }}
      />
    );
  },
});
