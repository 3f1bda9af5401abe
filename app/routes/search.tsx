import { productsByIds, type Product } from '../../domain/catalog/products';
import { withOwnPrices } from '../../domain/companies/shown-prices';
import { recordSearchMiss } from '../../domain/catalog/search-misses';
import { cleanQuery, searchProducts } from '../../domain/catalog/search';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { ProductCard } from '../components/product-card';
import { useT } from '../framework/i18n';
import { definePage } from '../framework/page';

interface Data {
  text: string;
  products: Product[];
  next: string;
}

/** The header search's results page (also the no-JavaScript search). */
export default definePage<Data>({
  path: '/search',
  async load(ctx) {
    const text = cleanQuery(ctx.query.get('search') ?? '');
    const hits = await searchProducts(ctx.services.db, text);
    if (text && hits.length === 0) {
      // Staff see what was searched for and not found (/admin/searches). Each such search counts, so
      // this answer is not kept for the next visitor (the shared cache refuses one made under another version).
      if (ctx.request.shared) ctx.request.shared.version = -1;
      try {
        await recordSearchMiss(ctx.services.db, text, ctx.lang);
      } catch (err) {
        ctx.request.log.warn({ err }, 'search miss not recorded');
      }
    }
    const products = await productsByIds(
      ctx.services.db,
      hits.map((h) => h.id),
      ctx.lang,
    );
    return {
      text,
      products: await withOwnPrices(ctx.services.db, ctx.user?.id, products),
      next: `/search?search=${encodeURIComponent(text)}`,
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${d.text ? t('Search: {text}', { text: d.text }) : t('Search products')} | Mitti Biotech`,
      description: t('Search Mitti Biotech biofertilizers, biopesticides, biostimulants and micronutrients by name, organism or crop.'),
      noindex: true,
    };
  },
  Component: ({ data }) => <Search data={data} />,
});

function Search({ data }: { data: Data }) {
  const t = useT();
  return (
    <div className="container-page catalog-page">
      <h1 className="page-title">{data.text ? t('Results for “{text}”', { text: data.text }) : t('Search products')}</h1>
      {!data.text ? (
        <p className="empty-state">
          {t('Type a product, organism or crop in the search box, e.g. “mycorrhiza”, “trichoderma” or “paddy”.')}
        </p>
      ) : data.products.length === 0 ? (
        <p className="empty-state">{t(MSG.noSearchResults)}</p>
      ) : (
        <>
          <p className="result-count" role="status">
            {t('{count, plural, one {# product found} other {# products found}}', { count: data.products.length })}
          </p>
          <div className="product-grid product-grid-wide">
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} next={data.next} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
