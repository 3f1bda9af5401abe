import { company } from '../../domain/content/company';
import { galleryItems, type GalleryItem } from '../../domain/content/gallery';
import { loadContentPage, type ContentPage } from '../../domain/content/page-view';
import { langOf } from '../../domain/translations/store';
import { ContactCta } from '../components/contact-cta';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  page: ContentPage;
  items: GalleryItem[];
}

/** /gallery: the pictures of public/images/content with the captions of the gallery page's text, in the visitor's language. */
export default definePage<Data>({
  path: '/gallery',
  async load(ctx) {
    const page = await loadContentPage(ctx.services.db, 'gallery', ctx.lang);
    if (!page) throw pageNotFound();
    return { page, items: galleryItems(page.markdown) };
  },
  head: ({ page }) => ({
    title: `${page.title} | ${company.shortName}`,
    description: page.description,
    image: '/images/content/gallery-1.svg',
  }),
  Component: ({ data: { page, items } }) => {
    // The intro and closing paragraphs of the page; its list becomes the figures below.
    // The pictures' descriptions (alt) are the shop's own, translated with the interface texts.
    const t = useT();
    const bodyLang = langOf(page, 'body');
    const [intro, outro = ''] = page.html.split(/<ul>[\s\S]*?<\/ul>/);
    return (
      <>
        <PageHeader
          title={page.heading}
          titleLang={langOf(page, 'heading')}
          crumbs={[{ href: '/gallery', label: page.title, lang: langOf(page, 'title') }]}
        />
        <div className="container-page py-6">
          <div className="article-body">
            <Markdown html={intro} lang={bodyLang} />
          </div>
          <ul className="gallery-grid">
            {items.map((item, i) => (
              <li key={item.src}>
                <figure className="card gallery-figure">
                  <img src={item.src} alt={t(item.alt)} width="640" height="400" loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
                  <figcaption lang={bodyLang}>
                    <strong>{item.title}</strong> — {item.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="article-body">
            <Markdown html={outro} lang={bodyLang} />
            <ContactCta company={company} />
          </div>
        </div>
      </>
    );
  },
});
