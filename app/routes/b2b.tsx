import { findCategory, listCategories, listProducts, parseProductType, type Category, type Product } from '../../domain/catalog/products';
import { PRODUCT_TYPES, type ProductType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { ProductRow } from '../components/product-row';
import { Island } from '../framework/island';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { FilterForm } from '../islands/filter-form';

interface Data {
  categories: Category[];
  category: Category | null;
  type: ProductType | undefined;
  products: Product[];
}

/** Our Products (B2B): every product as a row, filtered by category (/b2b/{slug}) and form (?type=). */
export default definePage<Data>({
  path: ['/b2b', '/b2b/:section'],
  async load(ctx) {
    const { db } = ctx.services;
    // The no-JavaScript filter form sends ?category=slug: move it into the path.
    if (ctx.query.has('category')) {
      const slug = ctx.query.get('category') ?? '';
      const qs = new URLSearchParams();
      const type = ctx.query.get('type');
      if (type) qs.set('type', type);
      const s = qs.toString();
      return redirect(`/b2b${slug ? `/${encodeURIComponent(slug)}` : ''}${s ? `?${s}` : ''}`);
    }
    const section = ctx.params.section;
    const category = section ? await findCategory(db, section) : null;
    if (section && (!category || category.slug !== section)) throw pageNotFound();
    let type: ProductType | undefined;
    try {
      type = parseProductType(ctx.query.get('type') ?? undefined);
    } catch {
      type = undefined;
    }
    const [categories, products] = await Promise.all([
      listCategories(db),
      listProducts(db, { categoryId: category?.id, type }, { reviews: false }),
    ]);
    return { categories, category, type, products };
  },
  head: (d) => ({
    title: `${d.category ? `${d.category.name}` : 'Our Products'}${d.type ? ` (${d.type})` : ''} | Mitti Biotech`,
    description: d.category
      ? d.category.blurb
      : 'VAM mycorrhiza, biofertilizers, biopesticides, biostimulants and micronutrients for dealers, businesses and farmers, with bulk and contract manufacturing.',
    canonicalPath: d.category ? `/b2b/${d.category.slug}` : '/b2b',
  }),
  Component: ({ data }) => (
    <div className="container-page catalog-page">
      <div className="catalog-head">
        <h1 className="page-title">{data.category ? data.category.name : 'Our Products'}</h1>
        <p className="catalog-lead">
          {data.category
            ? data.category.blurb
            : 'Biological inputs made to FCO 1985 and CIB&RC standards, sold to dealers, businesses and farmers across India. Bulk and private-label supply on request.'}
        </p>
      </div>
      <div className="catalog-layout">
        <aside aria-label="Filters" className="catalog-filters">
          <Island
            name="filter-form"
            component={FilterForm}
            props={{
              action: '/b2b',
              categoryParam: 'category',
              categories: data.categories.map((c) => ({ value: c.slug, label: c.name })),
              category: data.category?.slug ?? '',
              types: PRODUCT_TYPES.map((t) => ({ value: t, label: t })),
              type: data.type ?? '',
            }}
          />
        </aside>
        <section aria-label="Products" className="catalog-results">
          <p className="result-count" role="status">
            {data.products.length} {data.products.length === 1 ? 'product' : 'products'}
          </p>
          {data.products.length === 0 ? (
            <p className="empty-state">{MSG.noProductsForCategory}</p>
          ) : (
            <div className="product-rows">
              {data.products.map((p) => (
                <ProductRow key={p.id} product={p} />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  ),
});
