import { getProduct, toBullets, type Product } from '../../domain/catalog/products';
import { SHIPPING_BUSINESS_DAYS } from '../../domain/constants';
import { PackForm } from '../components/pack-form';
import { PackPrice } from '../components/pack-price';
import { BestBefore } from '../components/label-facts';
import { PinCheck } from '../components/pin-check';
import { deliveryForVisitor } from '../actions/delivery';
import { CategoryBadge, ProductImage } from '../components/product-card';
import { productHead } from '../components/product-seo';
import { SpecList } from '../components/spec-list';
import { Stars } from '../components/stars';
import { definePage } from '../framework/page';

/** The shop page of a product (Shop Now and the sample banner open it): packs, price, stock, Add to Cart and Buy Now. */
export default definePage<{ product: Product; path: string; delivery: Awaited<ReturnType<typeof deliveryForVisitor>> }>({
  path: '/product_page/:id',
  async load(ctx) {
    return { product: await getProduct(ctx.services.db, ctx.params.id), path: ctx.path, delivery: await deliveryForVisitor(ctx) };
  },
  head: (d, ctx) => productHead(d.product, ctx.services.config.PUBLIC_URL, `/product_page/${d.product.id}`, ' – buy online'),
  Component: ({ data: { product: p, path, delivery } }) => {
    const inStock = p.stock > 0;
    return (
      <div className="container-page shop-page">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <a href="/b2b">Our Products</a> <span aria-hidden="true">›</span>{' '}
          <a href={`/categoriwise_product/${p.category.id}`}>{p.category.name}</a>
        </nav>
        <div className="shop-layout">
          <div className="shop-image card">
            <ProductImage product={p} size={480} eager />
          </div>
          <div className="shop-info">
            <div className="product-card-meta">
              <CategoryBadge category={p.category} />
              <span className="form-chip">{p.form}</span>
            </div>
            <h1 className="page-title">{p.title}</h1>
            <p className="product-tech">{p.technicalName}</p>
            {p.reviewCount > 0 && <Stars value={p.averageRating} count={p.reviewCount} />}
            <PackPrice product={p} />
            <BestBefore product={p} />
            <p className="muted">
              Prices include all taxes. Dispatched within {SHIPPING_BUSINESS_DAYS} business days; check delivery to your PIN code below.
            </p>
            <SpecList
              items={[
                { term: 'Packs available', value: p.packagingAvailable },
                { term: 'Packaging', value: p.packagingType },
                { term: 'Product code', value: p.code },
                {
                  term: 'Availability',
                  value: inStock ? `In stock (${p.stock} packs)` : 'Out of stock',
                  className: inStock ? 'in-stock' : 'out-of-stock',
                },
              ]}
            />
            <PackForm product={p} next={path} buyNow />
            <PinCheck action={path} delivery={delivery} />
            <ul className="bullets">
              {toBullets(p.description)
                .slice(0, 3)
                .map((b) => (
                  <li key={b}>{b}</li>
                ))}
            </ul>
            <a href={`/product_details/${p.id}`}>Full details: dosage, crops and mode of action</a>
          </div>
        </div>
      </div>
    );
  },
});
