import {
  findCategory,
  listCategories,
  listProducts,
  parsePriceSort,
  parseProductType,
  type Category,
  type Product,
} from '../../domain/catalog/products';
import type { PriceSort, ProductType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { ProductCard } from '../components/product-card';
import { CatalogLayout, categoryInPath, lenient } from '../components/catalog-layout';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  categories: Category[];
  category: Category | null;
  type: ProductType | undefined;
  sort: PriceSort | undefined;
  products: Product[];
  next: string;
}

/** Products by category as shop cards, with form and price sort applied on the server (all in the URL). */
export default definePage<Data>({
  path: ['/categoriwise_product', '/categoriwise_product/:categoryId'],
  async load(ctx) {
    const { db } = ctx.services;
    const moved = categoryInPath(ctx, '/categoriwise_product', 'categoryId', ['type', 'priceRange']);
    if (moved) return moved;
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
    <CatalogLayout
      heading={data.category ? data.category.name : 'Shop all products'}
      lead={data.category?.blurb}
      filter={{
        action: '/categoriwise_product',
        categoryParam: 'categoryId',
        by: 'id',
        sorts: [
          { value: 'asc', label: 'Price: low to high' },
          { value: 'desc', label: 'Price: high to low' },
        ],
        sort: data.sort ?? '',
      }}
      categories={data.categories}
      category={data.category}
      type={data.type}
      count={data.products.length}
      empty={
        <p className="empty-state" role="alert">
          {MSG.noDataForCategory}
        </p>
      }
    >
      <div className="product-grid">
        {data.products.map((p) => (
          <ProductCard key={p.id} product={p} next={data.next} />
        ))}
      </div>
    </CatalogLayout>
  ),
});
