import type { Product } from '../../domain/catalog/products';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { Island } from '../framework/island';
import { EnquiryDialog } from '../islands/enquiry-dialog';
import { CategoryBadge, ProductImage } from './product-card';

/** A product as a row of the Our Products list: image, title, description, Know More and Enquire Now. */
export function ProductRow({ product }: { product: Product }) {
  const href = `/product_details/${product.id}`;
  return (
    <article className="product-row card">
      <a href={href} className="product-row-image" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} size={200} />
      </a>
      <div className="product-row-body">
        <div className="product-card-meta">
          <CategoryBadge category={product.category} />
          <span className="form-chip">{product.form}</span>
          <span className="product-row-price">from {formatInr(product.pricePaise)}</span>
        </div>
        <h2 className="product-card-title">
          <a href={href}>{product.title}</a>
        </h2>
        <p className="product-row-tech">{product.technicalName}</p>
        <p className="product-row-desc">{product.description}</p>
        <div className="product-row-actions">
          <a href={href} className="btn btn-primary" aria-label={`${LABEL.knowMore} about ${product.title}`}>
            {LABEL.knowMore}
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
