import { company } from '../../domain/content/company';
import { tk } from '../../domain/i18n/translate';
import { langOf } from '../../domain/translations/store';
import { blogPath, findBlogBySlug, listBlogs, type ShownBlogPost } from '../../domain/updates/blogs';
import { paragraphs } from '../../domain/updates/text';
import { BlogCard } from '../components/blog-card';
import { UpdateArticle, articleJsonLd } from '../components/update-article';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';
import { rich } from '../ui/rich';

interface Data {
  post: ShownBlogPost;
  more: ShownBlogPost[];
}

/** A blog post at /updates/blog/{slug} (where the seeded blogs' Link points). */
export default definePage<Data>({
  path: '/updates/blog/:slug',
  async load(ctx) {
    const post = await findBlogBySlug(ctx.services.db, ctx.params.slug ?? '', ctx.lang);
    if (!post) throw pageNotFound();
    const more = (await listBlogs(ctx.services.db, ctx.lang)).filter((b) => b.id !== post.id).slice(0, 3);
    return { post, more };
  },
  head: ({ post }, ctx) => {
    return {
      title: `${post.heading} | ${company.shortName}`,
      description: paragraphs(post.description)[0]?.slice(0, 160) ?? post.heading,
      canonicalPath: blogPath(post),
      image: post.image,
      ogType: 'article',
      jsonLd: [
        articleJsonLd(
          'BlogPosting',
          { headline: post.heading, publishedAt: post.publishedAt, image: post.image, path: blogPath(post), withAuthor: true },
          ctx.services.config.PUBLIC_URL,
        ),
      ],
    };
  },
  Component: ({ data: { post, more } }) => (
    <UpdateArticle
      title={post.heading}
      titleLang={langOf(post, 'heading')}
      textLang={langOf(post, 'description')}
      crumbs={[
        { href: '/updates', label: tk('Updates') },
        { href: '/updates/blog', label: tk('Blogs') },
      ]}
      publishedAt={post.publishedAt}
      image={post.image}
      description={post.description}
      footer={<AskAgronomists />}
      more={{
        id: 'more-blogs',
        heading: tk('More from the blog'),
        cards: more.map((b) => <BlogCard key={b.id} post={b} headingLevel={3} />),
      }}
    />
  ),
});

function AskAgronomists() {
  const t = useT();
  return (
    <p className="mt-6">
      {rich(t('Questions about a product or dose? {contact}.'), { contact: <a href="/contact">{t('Contact our agronomists')}</a> })}
    </p>
  );
}
