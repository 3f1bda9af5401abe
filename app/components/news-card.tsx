import { langOf } from '../../domain/translations/store';
import { newsPath, type LatestNews, type ShownNews } from '../../domain/updates/news';
import { excerpt } from '../../domain/updates/text';
import { useI18n } from '../framework/i18n';
import { updateDate } from './update-article';

/** A news item in the Updates list: picture, date, title, first lines and a link to read it all, in the page's language where translated. */
export function NewsCard({ item, headingLevel = 2 }: { item: ShownNews; headingLevel?: 2 | 3 }) {
  const { t, lang } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = newsPath(item);
  return (
    <article className="card update-card" data-testid="news-card">
      <img src={item.image} alt="" width="640" height="400" loading="lazy" className="update-card-image" />
      <div className="update-card-body">
        <p className="update-date">
          <time dateTime={item.publishedAt.slice(0, 10)}>{updateDate(item.publishedAt, lang)}</time>
        </p>
        <H className="update-card-title" lang={langOf(item, 'title')}>
          <a href={href}>{item.title}</a>
        </H>
        <p lang={langOf(item, 'description')}>{excerpt(item.description)}</p>
        <p className="mt-auto">
          <a href={href} className="update-more" aria-label={t('Read more: {title}', { title: item.title })}>
            {t('Read more')}
          </a>
        </p>
      </div>
    </article>
  );
}

/**
 * The newest news, each with its date: called "Latest news" only while the
 * newest is less than a year old, "News" otherwise (no old story passed off as new).
 */
export function LatestNewsList({ latest, headingLevel = 2 }: { latest: LatestNews; headingLevel?: 2 | 3 }) {
  const { t, lang } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  if (latest.items.length === 0) return null;
  return (
    <section aria-labelledby="latest-news-title" className="mt-6" data-testid="latest-news">
      <H id="latest-news-title" className="section-nav-title">
        {latest.current ? t('Latest news') : t('News')}
      </H>
      <ul className="grid gap-3">
        {latest.items.map((n) => (
          <li key={n.id}>
            <p className="update-date">
              <time dateTime={n.publishedAt.slice(0, 10)}>{updateDate(n.publishedAt, lang)}</time>
            </p>
            <a href={newsPath(n)} lang={langOf(n, 'title')}>
              {n.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
