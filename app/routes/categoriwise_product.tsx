import { withOwnPrices } from '../../domain/companies/shown-prices';
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
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { ProductCard } from '../components/product-card';
import { CatalogLayout, categoryInPath, lenient } from '../components/catalog-layout';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';
import { langOf } from '../../domain/translations/store';

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
    const category = ctx.params.categoryId ? await findCategory(db, ctx.params.categoryId, ctx.lang) : null;
    if (ctx.params.categoryId && !category) throw pageNotFound();
    const type = lenient(() => parseProductType(ctx.query.get('type') ?? undefined));
    const sort = lenient(() => parsePriceSort(ctx.query.get('priceRange') ?? undefined));
    const [categories, products] = await Promise.all([
      listCategories(db, ctx.lang),
      listProducts(db, { categoryId: category?.id, type, sort }, { reviews: false, lang: ctx.lang }),
    ]);
    const qs = ctx.query.toString();
    // A dealer's cards show their own prices (the page is theirs: it is never shared).
    return {
      categories,
      category,
      type,
      sort,
      products: await withOwnPrices(db, ctx.user?.id, products),
      next: ctx.path + (qs ? `?${qs}` : ''),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Buy {products} online', { products: d.category ? d.category.name : t('biofertilizers, biopesticides and more') })} | Mitti Biotech`,
      description: d.category
        ? t('{category} from Mitti Biotech with prices in rupees: {blurb}', { category: d.category.name, blurb: d.category.blurb })
        : t(
            'Shop biofertilizers, biopesticides, biostimulants and micronutrients online, with prices in rupees and delivery across India.',
          ),
      canonicalPath: d.category ? `/categoriwise_product/${d.category.id}` : '/categoriwise_product',
    };
  },
  Component: ({ data }) => <Shop data={data} />,
});

const SORTS = [
  { value: 'asc', label: tk('Price: low to high') },
  { value: 'desc', label: tk('Price: high to low') },
];

function Shop({ data }: { data: Data }) {
  const t = useT();
  return (
    <CatalogLayout
      heading={data.category ? data.category.name : t('Shop all products')}
      lead={data.category ? data.category.blurb : undefined}
      headingLang={data.category ? langOf(data.category, 'name') : undefined}
      leadLang={data.category ? langOf(data.category, 'blurb') : undefined}
      filter={{
        action: '/categoriwise_product',
        categoryParam: 'categoryId',
        by: 'id',
        sorts: SORTS.map((s) => ({ value: s.value, label: t(s.label) })),
        sort: data.sort ?? '',
      }}
      categories={data.categories}
      category={data.category}
      type={data.type}
      count={data.products.length}
      empty={
        <p className="empty-state" role="alert">
          {t(MSG.noDataForCategory)}
        </p>
      }
    >
      <div className="product-grid">
        {data.products.map((p) => (
          <ProductCard key={p.id} product={p} next={data.next} />
        ))}
      </div>
    </CatalogLayout>
  );
}
