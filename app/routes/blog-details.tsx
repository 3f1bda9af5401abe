import { company } from '../../domain/content/company';
import { blogPath, findBlogBySlug, listBlogs, type BlogPost } from '../../domain/updates/blogs';
import { formatDate, paragraphs } from '../../domain/updates/text';
import { BlogCard } from '../components/blog-card';
import { PageHeader } from '../components/page-header';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  post: BlogPost;
  more: BlogPost[];
}

/** A blog post at /updates/blog/{slug} (where the seeded blogs' Link points). */
export default definePage<Data>({
  path: '/updates/blog/:slug',
  async load(ctx) {
    const post = await findBlogBySlug(ctx.services.db, ctx.params.slug ?? '');
    if (!post) throw pageNotFound();
    const more = (await listBlogs(ctx.services.db)).filter((b) => b.id !== post.id).slice(0, 3);
    return { post, more };
  },
  head: ({ post }, ctx) => ({
    title: `${post.heading} | ${company.shortName}`,
    description: paragraphs(post.description)[0]?.slice(0, 160) ?? post.heading,
    canonicalPath: blogPath(post),
    image: post.image,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.heading,
        datePublished: post.publishedAt,
        image: [ctx.services.config.PUBLIC_URL + post.image],
        mainEntityOfPage: ctx.services.config.PUBLIC_URL + blogPath(post),
        author: { '@type': 'Organization', name: company.name },
        publisher: { '@type': 'Organization', name: company.name, logo: { '@type': 'ImageObject', url: `${ctx.services.config.PUBLIC_URL}/brand/logo.svg` } },
      },
    ],
  }),
  Component: ({ data: { post, more } }) => (
    <>
      <PageHeader
        title={post.heading}
        crumbs={[
          { href: '/updates', label: 'Updates' },
          { href: '/updates/blog', label: 'Blogs' },
        ]}
      />
      <article className="container-page update-article">
        <p className="update-date">
          <time dateTime={post.publishedAt.slice(0, 10)}>{formatDate(post.publishedAt)}</time>
        </p>
        <img src={post.image} alt="" width="640" height="400" className="update-article-image" />
        <div className="prose-page">
          {paragraphs(post.description).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <p className="mt-6">
          Questions about a product or dose? <a href="/contact">Contact our agronomists</a>.
        </p>
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-blogs" className="container-page update-more-section">
          <h2 id="more-blogs" className="careers-heading">
            More from the blog
          </h2>
          <div className="update-list update-list-3">
            {more.map((b) => (
              <BlogCard key={b.id} post={b} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  ),
});
