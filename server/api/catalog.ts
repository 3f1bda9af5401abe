import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProduct, listCategories, listProducts, parsePriceSort, parseProductType, type Product } from '../../domain/catalog/products';
import { cleanQuery, searchProducts } from '../../domain/catalog/search';
import { withOwnPrices } from '../../domain/companies/shown-prices';
import { keepPrivate } from '../plugins/shared-pages';
import type { Services } from '../services';
import { apiLanguage, apiTranslator } from './language';
import { toApiCategory, toApiProduct } from './shapes/catalog';
import { getProductSchema, listCategoriesSchema, listProductsSchema, searchSchema } from './schemas/catalog';

// SPEC.md §7 catalogue calls, open to visitors (a token, when sent, is accepted:
// a dealer's token gets their own prices beside the list prices, and such an
// answer is theirs alone, never kept in the shared cache).

/**
 * The search text from the raw URL: the existing client sends it without URL
 * encoding, so "1% WP" or "N&P" must survive. Everything after `search=` up to
 * the next `&name=` is the text; valid %XX escapes and "+" are decoded.
 */
export function rawSearchText(url: string): string {
  const qs = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const m = /(?:^|&)search=(.*?)(?=&[A-Za-z_][\w-]*=|$)/s.exec(qs);
  if (!m) return '';
  const raw = m[1].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/(%[0-9A-Fa-f]{2})+/g, (seq) => {
      try {
        return decodeURIComponent(seq);
      } catch {
        return seq;
      }
    });
  }
}

export function catalogApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const base = services.config.PUBLIC_URL;
  const open = { access: 'public' } as const;
  /** The products with the caller's own prices; an answer holding any is not kept for others. */
  const priced = async <P extends Product>(request: FastifyRequest, products: P[]) => {
    const shown = await withOwnPrices(db, request.user?.id, products);
    if (shown.some((p) => 'ownPrice' in p || p.variants.some((v) => 'ownPrice' in v))) keepPrivate(request, services.pages);
    return shown;
  };

  api.get('/api/get/all/products', { config: open, schema: listProductsSchema }, async (request) => {
    const { categoryId, type, priceRange } = request.query;
    const products = await listProducts(
      db,
      { categoryId: categoryId || undefined, type: parseProductType(type), sort: parsePriceSort(priceRange) },
      { lang: apiLanguage(request) },
    );
    const t = apiTranslator(request);
    return (await priced(request, products)).map((p) => toApiProduct(p, base, t));
  });

  api.get('/api/get/product/:id', { config: open, schema: getProductSchema }, async (request) => {
    const [p] = await priced(request, [await getProduct(db, request.params.id, apiLanguage(request))]);
    return toApiProduct(p, base, apiTranslator(request));
  });

  api.get('/api/getall/categories', { config: open, schema: listCategoriesSchema }, async (request) =>
    (await listCategories(db, apiLanguage(request))).map(toApiCategory),
  );

  api.get('/api/search/products', { config: open, schema: searchSchema }, async (request) => {
    const hits = await searchProducts(db, cleanQuery(rawSearchText(request.url)), undefined, apiLanguage(request));
    return hits.map((h) => ({ _id: h.id, title: h.title }));
  });
}
