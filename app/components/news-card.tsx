import { newsPath, type NewsItem } from '../../domain/updates/news';
import { excerpt, formatDate } from '../../domain/updates/text';

/** A news item in the Updates list: picture, date, title, first lines and a link to read it all. */
export function NewsCard({ item, headingLevel = 2 }: { item: NewsItem; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = newsPath(item);
  return (
    <article className="card update-card" data-testid="news-card">
      <img src={item.image} alt="" width="640" height="400" loading="lazy" className="update-card-image" />
      <div className="update-card-body">
        <p className="update-date">
          <time dateTime={item.publishedAt.slice(0, 10)}>{formatDate(item.publishedAt)}</time>
        </p>
        <H className="update-card-title">
          <a href={href}>{item.title}</a>
        </H>
        <p>{excerpt(item.description)}</p>
        <p className="mt-auto">
          <a href={href} className="update-more" aria-label={`Read more: ${item.title}`}>
            Read more
          </a>
        </p>
      </div>
    </article>
  );
}
