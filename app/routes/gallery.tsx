import { company } from '../../domain/content/company';
import { galleryItems, type GalleryItem } from '../../domain/content/gallery';
import { loadContentPage, type ContentPage } from '../../domain/content/pages';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { ContactCta } from '../components/contact-cta';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  page: ContentPage;
  items: GalleryItem[];
}

/** /gallery: the pictures of public/images/content with the captions of content/pages/gallery.md. */
export default definePage<Data>({
  path: '/gallery',
  async load(ctx) {
    const page = await loadContentPage(ctx.services.db, 'gallery', ctx.lang);
    if (!page) throw pageNotFound();
    return { page, items: galleryItems(page.markdown) };
  },
  head: ({ page }, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(page.title)} | ${company.shortName}`, description: t(page.description), image: '/images/content/gallery-1.svg' };
  },
  Component: ({ data: { page, items } }) => {
    // The intro and closing paragraphs of the page; its list becomes the figures below.
    const t = useT();
    const [intro, outro = ''] = page.html.split(/<ul>[\s\S]*?<\/ul>/);
    return (
      <>
        <PageHeader title={t(page.heading)} crumbs={[{ href: '/gallery', label: page.title }]} />
        <div className="container-page py-6">
          <div className="article-body">
            <Markdown html={intro} />
          </div>
          <ul className="gallery-grid">
            {items.map((item, i) => (
              <li key={item.src}>
                <figure className="card gallery-figure">
                  <img src={item.src} alt={t(item.alt)} width="640" height="400" loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
                  <figcaption>
                    <strong>{t(item.title)}</strong> — {t(item.caption)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="article-body">
            <Markdown html={outro} />
            <ContactCta company={company} />
          </div>
        </div>
      </>
    );
  },
});
