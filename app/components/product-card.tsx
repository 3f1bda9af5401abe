import type { Product } from '../../domain/catalog/products';
import type { WithOwnPrice } from '../../domain/companies/shown-prices';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { AddToCart } from './add-to-cart';
import { Stars } from './stars';
import { imageSources } from '../../domain/catalog/image-sources';
import { langOf } from '../../domain/translations/store';

/** The category as a small badge in its label colour. */
export function CategoryBadge({ category }: { category: Product['category'] }) {
  return (
    <span className="category-badge" style={{ backgroundColor: category.color }} lang={langOf(category, 'name')}>
      {category.name}
    </span>
  );
}

/** The packshot, square, with its size fixed so nothing shifts while it loads. */
export function ProductImage({ product, size = 320, eager = false }: { product: Product; size?: number; eager?: boolean }) {
  const t = useT();
  const sources = imageSources(product.images[0].url);
  const img = (
    <img
      src={product.images[0].url}
      alt={product.images[0].alt ? t(product.images[0].alt) : t('{product} pack', { product: product.title })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="product-img"
    />
  );
  if (!sources) return img;
  // An uploaded photo: AVIF where the browser takes it, the size the layout needs.
  const sizes = `${size}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A product in a grid: image, category, title, form, rating, price and Add to Cart. */
export function ProductCard({
  product,
  next,
  headingLevel = 2,
}: {
  product: Product | WithOwnPrice<Product>;
  next: string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const own = 'ownPrice' in product ? product.ownPrice : undefined;
  const t = useT();
  const href = `/product_details/${product.id}`;
  return (
    <article className="product-card card">
      <a href={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} />
      </a>
      <div className="product-card-body">
        <div className="product-card-meta">
          <CategoryBadge category={product.category} />
          <span className="form-chip">{t(product.form)}</span>
        </div>
        <H className="product-card-title">
          <a href={href} lang={langOf(product, 'title')}>
            {product.title}
          </a>
        </H>
        {product.reviewCount > 0 && <Stars value={product.averageRating} count={product.reviewCount} size={16} />}
        <p className="product-card-pack">{t('Packs: {packs}', { packs: product.packagingAvailable })}</p>
        <p className="product-price">
          {own ? <strong data-testid="own-price">{formatInr(own.pricePaise)}</strong> : formatInr(product.pricePaise)}
          <span className="price-unit">{' ' + t('per pack')}</span>
          {own && (
            <span className="price-unit">
              {' · '}
              {t('Your price: {list}', { list: own.list })} · <s>{formatInr(product.pricePaise)}</s>
            </span>
          )}
        </p>
        <AddToCart productId={product.id} inStock={product.stock > 0} next={next} />
      </div>
    </article>
  );
}
