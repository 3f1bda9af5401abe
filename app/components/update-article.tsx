import type { ReactNode } from 'react';
import { company } from '../../domain/content/company';
import { formatDate } from '../../domain/i18n/format';
import type { Lang } from '../../domain/i18n/languages';
import { paragraphs } from '../../domain/updates/text';
import { useI18n } from '../framework/i18n';
import { PageHeader, type Crumb } from './page-header';

// The page of one news item or blog post: header, date, picture, text and up
// to three more cards of the same kind.

/** "18 Jul 2024" in the page's language (a date that does not parse stays as written). */
export function updateDate(iso: string, lang: Lang) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatDate(d, lang);
}

export interface UpdateArticleProps {
  /** The item's title and text in the page's language; `titleLang`/`textLang` 'en' when still in English. */
  title: string;
  titleLang?: 'en';
  textLang?: 'en';
  crumbs: Crumb[];
  publishedAt: string;
  image: string;
  description: string;
  /** After the text, inside the article. */
  footer?: ReactNode;
  more: { id: string; heading: string; cards: ReactNode[] };
}

export function UpdateArticle({ title, titleLang, textLang, crumbs, publishedAt, image, description, footer, more }: UpdateArticleProps) {
  const { t, lang } = useI18n();
  return (
    <>
      <PageHeader title={title} titleLang={titleLang} crumbs={crumbs} />
      <article className="container-page update-article">
        <p className="update-date">
          <time dateTime={publishedAt.slice(0, 10)}>{updateDate(publishedAt, lang)}</time>
        </p>
        <img src={image} alt="" width="640" height="400" className="update-article-image" />
        <div className="prose-page" lang={textLang}>
          {paragraphs(description).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {footer}
      </article>
      {more.cards.length > 0 && (
        <section aria-labelledby={more.id} className="container-page update-more-section">
          <h2 id={more.id} className="careers-heading">
            {t(more.heading)}
          </h2>
          <div className="grid gap-5 md:grid-cols-2 min-[75rem]:grid-cols-3">{more.cards}</div>
        </section>
      )}
    </>
  );
}

/** schema.org data of a news item or blog post (the blog names its author). */
export function articleJsonLd(
  type: 'NewsArticle' | 'BlogPosting',
  a: { headline: string; publishedAt: string; image: string; path: string; withAuthor?: boolean },
  publicUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: a.headline,
    datePublished: a.publishedAt,
    image: [publicUrl + a.image],
    mainEntityOfPage: publicUrl + a.path,
    ...(a.withAuthor ? { author: { '@type': 'Organization', name: company.name } } : {}),
    publisher: { '@type': 'Organization', name: company.name, logo: { '@type': 'ImageObject', url: `${publicUrl}/brand/logo.svg` } },
  };
}
