import { blogPath, type BlogPost } from '../../domain/updates/blogs';
import { excerpt, formatDate } from '../../domain/updates/text';

/** A blog post in the Updates list; its Link opens the full post. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = post.link || blogPath(post);
  return (
    <article className="card update-card" data-testid="blog-card">
      <img src={post.image} alt="" width="640" height="400" loading="lazy" className="update-card-image" />
      <div className="update-card-body">
        <p className="update-date">
          <time dateTime={post.publishedAt.slice(0, 10)}>{formatDate(post.publishedAt)}</time>
        </p>
        <H className="update-card-title">
          <a href={href}>{post.heading}</a>
        </H>
        <p>{excerpt(post.description)}</p>
        <p className="mt-auto">
          <a href={href} className="update-more" aria-label={`Read more: ${post.heading}`}>
            Read more
          </a>
        </p>
      </div>
    </article>
  );
}
