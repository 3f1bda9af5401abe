import type { Product } from '../../domain/catalog/products';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { EnquiryDialog } from '../islands/enquiry-dialog';
import { CategoryBadge, ProductImage } from './product-card';
import { langOf } from '../../domain/translations/store';
import { rich } from '../ui/rich';
import type { WithOwnPrice } from '../../domain/companies/shown-prices';

/** A product as a row of the Our Products list: image, title, description, Know More and Enquire Now. */
export function ProductRow({ product }: { product: Product | WithOwnPrice<Product> }) {
  const t = useT();
  // A dealer's own price first, the list price struck through, as on the shop's cards.
  const own = 'ownPrice' in product ? product.ownPrice : undefined;
  const href = `/product_details/${product.id}`;
  return (
    <article className="product-row card">
      <a href={href} className="product-row-image" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} size={200} />
      </a>
      <div className="product-row-body">
        <div className="product-card-meta">
          <CategoryBadge category={product.category} />
          <span className="form-chip">{t(product.form)}</span>
          {own ? (
            <span className="product-row-price">
              {rich(t('from {price}'), { price: <strong data-testid="own-price">{formatInr(own.pricePaise)}</strong> })}
              {' · '}
              {t('Your price: {list}', { list: own.list })} · <s>{formatInr(product.pricePaise)}</s>
            </span>
          ) : (
            <span className="product-row-price">{t('from {price}', { price: formatInr(product.pricePaise) })}</span>
          )}
        </div>
        <h2 className="product-card-title">
          <a href={href} lang={langOf(product, 'title')}>
            {product.title}
          </a>
        </h2>
        <p className="product-row-tech" lang={langOf(product, 'technicalName')}>
          {product.technicalName}
        </p>
        <p className="product-row-desc" lang={langOf(product, 'description')}>
          {product.description}
        </p>
        <div className="product-row-actions">
          <a href={href} className="btn btn-primary" aria-label={t('Know More about {product}', { product: product.title })}>
            {t(LABEL.knowMore)}
          </a>
          <Island
            component={EnquiryDialog}
            props={{ productName: product.title, idPrefix: `enq-${product.id}`, action: href, fallbackHref: `${href}?enquire=1#enquiry` }}
          />
        </div>
      </div>
    </article>
  );
}
