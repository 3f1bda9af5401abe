import { langOf } from '../../domain/translations/store';
import { blogPath, type ShownBlogPost } from '../../domain/updates/blogs';
import { excerpt } from '../../domain/updates/text';
import { useI18n } from '../framework/i18n';
import { updateDate } from './update-article';

/** A blog post in the Updates list; its Link opens the full post. */
export function BlogCard({ post, headingLevel = 2 }: { post: ShownBlogPost; headingLevel?: 2 | 3 }) {
  const { t, lang } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = post.link || blogPath(post);
  return (
    <article className="card update-card" data-testid="blog-card">
      <img src={post.image} alt="" width="640" height="400" loading="lazy" className="update-card-image" />
      <div className="update-card-body">
        <p className="update-date">
          <time dateTime={post.publishedAt.slice(0, 10)}>{updateDate(post.publishedAt, lang)}</time>
        </p>
        <H className="update-card-title" lang={langOf(post, 'heading')}>
          <a href={href}>{post.heading}</a>
        </H>
        <p lang={langOf(post, 'description')}>{excerpt(post.description)}</p>
        <p className="mt-auto">
          <a href={href} className="update-more" aria-label={t('Read more: {title}', { title: post.heading })}>
            {t('Read more')}
          </a>
        </p>
      </div>
    </article>
  );
}
