import {
  findCategory,
  listCategories,
  listProducts,
  parsePriceSort,
  parseProductType,
  type Category,
  type Product,
} from '../../domain/catalog/products';
import { PRODUCT_TYPES, type PriceSort, type ProductType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { ProductCard } from '../components/product-card';
import { Island } from '../framework/island';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { FilterForm } from '../islands/filter-form';

interface Data {
  categories: Category[];
  category: Category | null;
  type: ProductType | undefined;
  sort: PriceSort | undefined;
  products: Product[];
  next: string;
}

const lenient = <T,>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

/** Products by category as shop cards, with form and price sort applied on the server (all in the URL). */
export default definePage<Data>({
  path: ['/categoriwise_product', '/categoriwise_product/:categoryId'],
  async load(ctx) {
    const { db } = ctx.services;
    // The filter form sends ?categoryId=…: keep the category in the path.
    if (ctx.query.has('categoryId')) {
      const id = ctx.query.get('categoryId') ?? '';
      const qs = new URLSearchParams();
      for (const k of ['type', 'priceRange']) {
        const v = ctx.query.get(k);
        if (v) qs.set(k, v);
      }
      const s = qs.toString();
      return redirect(`/categoriwise_product${id ? `/${encodeURIComponent(id)}` : ''}${s ? `?${s}` : ''}`);
    }
    const category = ctx.params.categoryId ? await findCategory(db, ctx.params.categoryId) : null;
    if (ctx.params.categoryId && !category) throw pageNotFound();
    const type = lenient(() => parseProductType(ctx.query.get('type') ?? undefined));
    const sort = lenient(() => parsePriceSort(ctx.query.get('priceRange') ?? undefined));
    const [categories, products] = await Promise.all([
      listCategories(db),
      listProducts(db, { categoryId: category?.id, type, sort }, { reviews: false }),
    ]);
    const qs = ctx.query.toString();
    return { categories, category, type, sort, products, next: ctx.path + (qs ? `?${qs}` : '') };
  },
  head: (d) => ({
    title: `Buy ${d.category ? d.category.name : 'biofertilizers, biopesticides and more'} online | Mitti Biotech`,
    description: d.category
      ? `${d.category.name} from Mitti Biotech with prices in rupees: ${d.category.blurb}`
      : 'Shop biofertilizers, biopesticides, biostimulants and micronutrients online, with prices in rupees and delivery across India.',
    canonicalPath: d.category ? `/categoriwise_product/${d.category.id}` : '/categoriwise_product',
  }),
  Component: ({ data }) => (
    <div className="container-page catalog-page">
      <div className="catalog-head">
        <h1 className="page-title">{data.category ? data.category.name : 'Shop all products'}</h1>
        {data.category && <p className="catalog-lead">{data.category.blurb}</p>}
      </div>
      <div className="catalog-layout">
        <aside aria-label="Filters" className="catalog-filters">
          <Island
            name="filter-form"
            component={FilterForm}
            props={{
              action: '/categoriwise_product',
              categoryParam: 'categoryId',
              categories: data.categories.map((c) => ({ value: c.id, label: c.name })),
              category: data.category?.id ?? '',
              types: PRODUCT_TYPES.map((t) => ({ value: t, label: t })),
              type: data.type ?? '',
              sorts: [
                { value: 'asc', label: 'Price: low to high' },
                { value: 'desc', label: 'Price: high to low' },
              ],
              sort: data.sort ?? '',
            }}
          />
        </aside>
        <section aria-label="Products" className="catalog-results">
          <p className="result-count" role="status">
            {data.products.length} {data.products.length === 1 ? 'product' : 'products'}
          </p>
          {data.products.length === 0 ? (
            <p className="empty-state" role="alert">
              {MSG.noDataForCategory}
            </p>
          ) : (
            <div className="product-grid">
              {data.products.map((p) => (
                <ProductCard key={p.id} product={p} next={data.next} />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  ),
});
