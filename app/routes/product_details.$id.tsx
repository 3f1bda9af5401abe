import { getProduct, toBullets } from '../../domain/catalog/products';
import { withOwnPrices } from '../../domain/companies/shown-prices';
import { findOwnReview } from '../../domain/catalog/reviews';
import { GALLERY_MAX_IMAGES } from '../../domain/constants';
import { createEnquiry } from '../../domain/enquiries/enquiries';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatDate } from '../../domain/i18n/format';
import { LABEL, MSG } from '../../domain/messages';
import { PackForm, packChoiceOf } from '../components/pack-form';
import { PackPrice } from '../components/pack-price';
import { BestBefore, LabelFacts } from '../components/label-facts';
import { deliverySentenceFor } from '../../domain/content/delivery-terms';
import { PinCheck } from '../components/pin-check';
import { deliveryForVisitor } from '../actions/delivery';
import { EnquiryFields } from '../components/enquiry-fields';
import { CategoryBadge } from '../components/product-card';
import { productHead } from '../components/product-seo';
import { Stars } from '../components/stars';
import { SpecList } from '../components/spec-list';
import { useI18n } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { EnquiryDialog } from '../islands/enquiry-dialog';
import { GalleryZoom } from '../islands/gallery-zoom';
import { RatingDialog } from '../islands/rating-dialog';
import { productEnquiryForm } from '../forms/leads';
import { ActionErrors } from '../ui/form-errors';
import { WhatsAppButtons } from '../components/whatsapp-buttons';
import { CalculatorForm } from '../components/calculator-form';
import { CropLinks } from '../components/crop-parts';
import { cropsOfProduct } from '../../domain/crops/crops';
import { langOf } from '../../domain/translations/store';
import { waitingPacksOf } from '../../domain/reminders/alerts';
import { NotifyMe } from '../components/notify-me';
import { currentCertifiedBatches } from '../../domain/catalog/certificates';
import { CertificateLinks } from '../components/certificate-links';

/** A text as bullets; `lang="en"` when it stayed English on a Hindi or Marathi page. */
function Bullets({ text, lang }: { text: string; lang?: 'en' }) {
  return (
    <ul className="bullets" lang={lang}>
      {toBullets(text).map((b, i) => (
        <li key={i}>{b}</li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="detail-section card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Product details: gallery, header data, every section of SPEC.md §2 as bullets, reviews, Enquire Now and Rate Now. */
export default definePage({
  path: '/product_details/:id',
  async load(ctx) {
    const { db } = ctx.services;
    // A dealer sees their own price (computed here, on the server, as the cart charges it).
    const [product] = await withOwnPrices(db, ctx.user?.id, [await getProduct(db, ctx.params.id, ctx.lang)]);
    const ownReview = ctx.user ? await findOwnReview(db, product.id, ctx.user.id) : null;
    const [delivery, crops, deliveryTerms, waiting, certificates] = await Promise.all([
      deliveryForVisitor(ctx),
      cropsOfProduct(db, product.id, ctx.lang),
      deliverySentenceFor(db, ctx.lang),
      ctx.user ? waitingPacksOf(db, ctx.user.id, product.id) : [],
      currentCertifiedBatches(
        db,
        product.variants.map((v) => v.id),
      ),
    ]);
    return {
      product,
      crops: crops.map((c) => ({ slug: c.slug, name: c.name, english: c.english })),
      path: ctx.path,
      loggedIn: !!ctx.user,
      ownReview,
      delivery,
      deliveryTerms,
      showEnquiryForm: ctx.query.get('enquire') === '1',
      choice: packChoiceOf(ctx.query),
      waiting,
      certificates,
    };
  },
  head: (d, ctx) => productHead(d.product, ctx.services.config.PUBLIC_URL, `/product_details/${d.product.id}`, '', translatorFor(ctx.lang)),
  /** The enquiry form without JavaScript posts here. */
  form: productEnquiryForm,
  async action(ctx, form) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    const input = { ...form, productName: form.productName || product.title };
    await createEnquiry(ctx.services, input, { userId: ctx.user?.id ?? null, ip: ctx.request.ip, lang: ctx.lang }, 'product');
    return redirect(`/product_details/${product.id}`, { type: 'success', text: translatorFor(ctx.lang)(MSG.enquirySuccess) });
  },
  Component: ({ data, action }) => {
    const { t, lang } = useI18n();
    const p = data.product;
    const ratingHref = data.loggedIn ? `/ratings/${p.id}` : `/login?next=${encodeURIComponent(`/product_details/${p.id}`)}`;
    const showForm = data.showEnquiryForm || !!action?.errors;
    return (
      <div className="container-page details-page">
        <nav aria-label={t('Breadcrumb')} className="breadcrumb">
          <a href="/b2b">{t('Our Products')}</a> <span aria-hidden="true">›</span>{' '}
          <a href={`/b2b/${p.category.slug}`} lang={langOf(p.category, 'name')}>
            {p.category.name}
          </a>
        </nav>
        <div className="details-top">
          <Island
            component={GalleryZoom}
            props={{
              images: p.images.slice(0, GALLERY_MAX_IMAGES).map((img, i) => ({
                url: img.url,
                alt: i === 0 ? t('{product} pack', { product: p.title }) : t('{product} label', { product: p.title }),
              })),
            }}
          />
          <div className="details-info">
            <h1 className="page-title" lang={langOf(p, 'title')}>
              {p.title}
            </h1>
            <div className="product-card-meta">
              <CategoryBadge category={p.category} />
              <Stars value={p.averageRating} count={p.reviewCount} />
            </div>
            <SpecList
              items={[
                { term: t('Technical name'), value: <span lang={langOf(p, 'technicalName')}>{p.technicalName}</span> },
                { term: t('Product code'), value: p.code },
                { term: t('Product form'), value: t(p.form) },
              ]}
            />
            <PackPrice product={p} />
            <BestBefore product={p} />
            <div className="details-actions">
              <Island
                component={EnquiryDialog}
                props={{
                  productName: p.title,
                  idPrefix: 'enq',
                  action: `/product_details/${p.id}`,
                  fallbackHref: `/product_details/${p.id}?enquire=1#enquiry`,
                  className: 'btn btn-outline',
                }}
              />
              <a href={`/product_page/${p.id}`} className="btn btn-primary">
                {t(LABEL.shopNow)}
              </a>
            </div>
            <PackForm product={p} next={data.path} choice={data.choice} />
            <NotifyMe product={p} loggedIn={data.loggedIn} waiting={data.waiting} />
            <PinCheck action={data.path} delivery={data.delivery} terms={data.deliveryTerms} />
            <WhatsAppButtons product={p} />
          </div>
        </div>

        {showForm && (
          <section id="enquiry" aria-labelledby="enquiry-title" className="detail-section card">
            <h2 id="enquiry-title">{t(LABEL.enquireNow)}</h2>
            <ActionErrors action={action} />
            <form method="post" action={`/product_details/${p.id}`} className="stack enquiry-inline" noValidate>
              <EnquiryFields idPrefix="page-enq" values={{ productName: p.title, ...(action?.values ?? {}) }} errors={action?.errors} />
              <button type="submit" className="btn btn-primary">
                {t('Send enquiry')}
              </button>
            </form>
          </section>
        )}

        <div className="details-sections">
          <Section id="s-packaging" title={t('Packaging and label')}>
            <SpecList
              items={[
                { term: t('Packaging type'), value: <span lang={langOf(p, 'packagingType')}>{p.packagingType}</span> },
                { term: t('Packing available'), value: <span lang={langOf(p, 'packagingAvailable')}>{p.packagingAvailable}</span> },
              ]}
            />
            <LabelFacts product={p} />
            <CertificateLinks batches={data.certificates} />
          </Section>
          <Section id="s-what" title={t('What is the product')}>
            <Bullets text={p.description} lang={langOf(p, 'description')} />
          </Section>
          <Section id="s-fco" title={t('Specification as per FCO Act 1985')}>
            <h3>{t('Purpose')}</h3>
            <Bullets text={p.purpose} lang={langOf(p, 'purpose')} />
            <SpecList
              items={[
                { term: t('pH range'), value: <span lang={langOf(p, 'phRange')}>{p.phRange}</span> },
                { term: t('CFU count'), value: <span lang={langOf(p, 'cfuCount')}>{p.cfuCount}</span> },
              ]}
            />
          </Section>
          <Section id="s-moa" title={t('Mode of action')}>
            <Bullets text={p.modeOfAction} lang={langOf(p, 'modeOfAction')} />
          </Section>
          <Section id="s-crops" title={t('Crops recommended')}>
            <Bullets text={p.crops} lang={langOf(p, 'crops')} />
            <CropLinks crops={data.crops} />
          </Section>
          <Section id="s-dosage" title={t('Method of application and dosage')}>
            <Bullets text={p.dosage} lang={langOf(p, 'dosage')} />
          </Section>
          {data.crops.length > 0 && (
            <Section id="s-calculator" title={t('Dosage calculator')}>
              <p>{t('Work out how much of a product your field needs, the packs to buy, what they cost and when to apply them.')}</p>
              <CalculatorForm
                values={{ product: p.id, crop: '', area: '', unit: 'acre', state: '', method: '' }}
                choices={{ crops: data.crops }}
              />
            </Section>
          )}
          <section aria-labelledby="s-reviews" className="detail-section card reviews">
            <div className="reviews-head">
              <h2 id="s-reviews">{t('Reviews')}</h2>
              <Island
                component={RatingDialog}
                props={{ productId: p.id, productTitle: p.title, href: ratingHref, loggedIn: data.loggedIn, current: data.ownReview }}
              />
            </div>
            <Stars value={p.averageRating} count={p.reviewCount} size={22} />
            {p.reviews.length === 0 ? (
              <p className="muted">{t(MSG.noReviews)}</p>
            ) : (
              <ul className="review-list">
                {p.reviews.map((r, i) => (
                  <li key={i} className="review">
                    <div className="review-head">
                      <strong>{r.name}</strong>
                      <Stars value={r.rating} size={16} />
                      <time dateTime={r.createdAt}>{formatDate(r.createdAt, lang)}</time>
                    </div>
                    {r.review && <p>{r.review}</p>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    );
  },
});
