import { productsByIds, type Product } from '../../domain/catalog/products';
import { cleanQuery, searchProducts } from '../../domain/catalog/search';
import { MSG } from '../../domain/messages';
import { ProductCard } from '../components/product-card';
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
    const products = await productsByIds(
      ctx.services.db,
      hits.map((h) => h.id),
    );
    return { text, products, next: `/search?search=${encodeURIComponent(text)}` };
  },
  head: (d) => ({
    title: d.text ? `Search: ${d.text} | Mitti Biotech` : 'Search products | Mitti Biotech',
    description: 'Search Mitti Biotech biofertilizers, biopesticides, biostimulants and micronutrients by name, organism or crop.',
    noindex: true,
  }),
  Component: ({ data }) => (
    <div className="container-page catalog-page">
      <h1 className="page-title">{data.text ? `Results for “${data.text}”` : 'Search products'}</h1>
      {!data.text ? (
        <p className="empty-state">Type a product, organism or crop in the search box, e.g. “mycorrhiza”, “trichoderma” or “paddy”.</p>
      ) : data.products.length === 0 ? (
        <p className="empty-state">{MSG.noSearchResults}</p>
      ) : (
        <>
          <p className="result-count" role="status">
            {data.products.length} {data.products.length === 1 ? 'product' : 'products'} found
          </p>
          <div className="product-grid product-grid-wide">
            {data.products.map((p) => (
              <ProductCard key={p.id} product={p} next={data.next} />
            ))}
          </div>
        </>
      )}
    </div>
  ),
});
