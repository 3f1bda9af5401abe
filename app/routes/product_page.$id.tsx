import { getProduct, toBullets, type Product } from '../../domain/catalog/products';
import { withOwnPrices, type WithOwnPrice } from '../../domain/companies/shown-prices';
import { SHIPPING_BUSINESS_DAYS } from '../../domain/constants';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { PackForm, packChoiceOf, type PackChoice } from '../components/pack-form';
import { PackPrice } from '../components/pack-price';
import { BestBefore } from '../components/label-facts';
import { deliverySentenceFor } from '../../domain/content/delivery-terms';
import { PinCheck } from '../components/pin-check';
import { deliveryForVisitor } from '../actions/delivery';
import { CategoryBadge, ProductImage } from '../components/product-card';
import { productHead } from '../components/product-seo';
import { SpecList } from '../components/spec-list';
import { Stars } from '../components/stars';
import { useT } from '../framework/i18n';
import { definePage } from '../framework/page';
import { langOf } from '../../domain/translations/store';

/** The shop page of a product (Shop Now and the sample banner open it): packs, price, stock, Add to Cart and Buy Now. */
export default definePage<{
  product: Product | WithOwnPrice<Product>;
  path: string;
  delivery: Awaited<ReturnType<typeof deliveryForVisitor>>;
  deliveryTerms: string;
  choice: PackChoice;
}>({
  path: '/product_page/:id',
  async load(ctx) {
    return {
      product: (await withOwnPrices(ctx.services.db, ctx.user?.id, [await getProduct(ctx.services.db, ctx.params.id, ctx.lang)]))[0],
      path: ctx.path,
      delivery: await deliveryForVisitor(ctx),
      deliveryTerms: await deliverySentenceFor(ctx.services.db, ctx.lang),
      choice: packChoiceOf(ctx.query),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return productHead(d.product, ctx.services.config.PUBLIC_URL, `/product_page/${d.product.id}`, ` – ${t('buy online')}`, t);
  },
  Component: ({ data: { product: p, path, delivery, deliveryTerms, choice } }) => {
    const t = useT();
    const inStock = p.stock > 0;
    return (
      <div className="container-page shop-page">
        <nav aria-label={t('Breadcrumb')} className="breadcrumb">
          <a href="/b2b">{t('Our Products')}</a> <span aria-hidden="true">›</span>{' '}
          <a href={`/categoriwise_product/${p.category.id}`} lang={langOf(p.category, 'name')}>
            {p.category.name}
          </a>
        </nav>
        <div className="shop-layout">
          <div className="shop-image card">
            <ProductImage product={p} size={480} eager />
          </div>
          <div className="shop-info">
            <div className="product-card-meta">
              <CategoryBadge category={p.category} />
              <span className="form-chip">{t(p.form)}</span>
            </div>
            <h1 className="page-title" lang={langOf(p, 'title')}>
              {p.title}
            </h1>
            <p className="product-tech" lang={langOf(p, 'technicalName')}>
              {p.technicalName}
            </p>
            {p.reviewCount > 0 && <Stars value={p.averageRating} count={p.reviewCount} />}
            <PackPrice product={p} />
            <BestBefore product={p} />
            <p className="muted">
              {t('Prices include all taxes. Dispatched within {days} business days; check delivery to your PIN code below.', {
                days: SHIPPING_BUSINESS_DAYS,
              })}
            </p>
            <SpecList
              items={[
                { term: t('Packs available'), value: <span lang={langOf(p, 'packagingAvailable')}>{p.packagingAvailable}</span> },
                { term: t('Packaging'), value: <span lang={langOf(p, 'packagingType')}>{p.packagingType}</span> },
                { term: t('Product code'), value: p.code },
                {
                  term: t('Availability'),
                  value: inStock ? t('In stock ({count, plural, one {# pack} other {# packs}})', { count: p.stock }) : t('Out of stock'),
                  className: inStock ? 'in-stock' : 'out-of-stock',
                },
              ]}
            />
            <PackForm product={p} next={path} buyNow choice={choice} />
            <PinCheck action={path} delivery={delivery} terms={deliveryTerms} />
            <ul className="bullets" lang={langOf(p, 'description')}>
              {toBullets(p.description)
                .slice(0, 3)
                .map((b) => (
                  <li key={b}>{b}</li>
                ))}
            </ul>
            <a href={`/product_details/${p.id}`}>{t('Full details: dosage, crops and mode of action')}</a>
          </div>
        </div>
      </div>
    );
  },
});
