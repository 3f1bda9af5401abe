import { withOwnPrices, type WithOwnPrice } from '../../domain/companies/shown-prices';
import { findCategory, listCategories, listProducts, parseProductType, type Category, type Product } from '../../domain/catalog/products';
import type { ProductType } from '../../domain/constants';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { ProductRow } from '../components/product-row';
import { CatalogLayout, categoryInPath, lenient } from '../components/catalog-layout';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound } from '../framework/page';
import { langOf } from '../../domain/translations/store';

interface Data {
  categories: Category[];
  category: Category | null;
  type: ProductType | undefined;
  products: (Product | WithOwnPrice<Product>)[];
}

/** Our Products (B2B): every product as a row, filtered by category (/b2b/{slug}) and form (?type=). */
export default definePage<Data>({
  path: ['/b2b', '/b2b/:section'],
  async load(ctx) {
    const { db } = ctx.services;
    const moved = categoryInPath(ctx, '/b2b', 'category', ['type']);
    if (moved) return moved;
    const section = ctx.params.section;
    const category = section ? await findCategory(db, section, ctx.lang) : null;
    if (section && (!category || category.slug !== section)) throw pageNotFound();
    const type = lenient(() => parseProductType(ctx.query.get('type') ?? undefined));
    const [categories, products] = await Promise.all([
      listCategories(db, ctx.lang),
      listProducts(db, { categoryId: category?.id, type }, { reviews: false, lang: ctx.lang }),
    ]);
    // A dealer's rows show their own prices (the page is theirs: it is never shared).
    return { categories, category, type, products: await withOwnPrices(db, ctx.user?.id, products) };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${d.category ? d.category.name : t('Our Products')}${d.type ? ` (${t(d.type)})` : ''} | Mitti Biotech`,
      description: d.category
        ? d.category.blurb
        : t(
            'VAM mycorrhiza, biofertilizers, biopesticides, biostimulants and micronutrients for dealers, businesses and farmers, with bulk and contract manufacturing.',
          ),
      canonicalPath: d.category ? `/b2b/${d.category.slug}` : '/b2b',
    };
  },
  Component: ({ data }) => <B2b data={data} />,
});

function B2b({ data }: { data: Data }) {
  const t = useT();
  return (
    <CatalogLayout
      heading={data.category ? data.category.name : t('Our Products')}
      headingLang={data.category ? langOf(data.category, 'name') : undefined}
      leadLang={data.category ? langOf(data.category, 'blurb') : undefined}
      lead={
        data.category
          ? data.category.blurb
          : t(
              'Biological inputs made to FCO 1985 and CIB&RC standards, sold to dealers, businesses and farmers across India. Bulk and private-label supply on request.',
            )
      }
      filter={{ action: '/b2b', categoryParam: 'category', by: 'slug' }}
      categories={data.categories}
      category={data.category}
      type={data.type}
      count={data.products.length}
      empty={<p className="empty-state">{t(MSG.noProductsForCategory)}</p>}
    >
      <div className="product-rows">
        {data.products.map((p) => (
          <ProductRow key={p.id} product={p} />
        ))}
      </div>
    </CatalogLayout>
  );
}
