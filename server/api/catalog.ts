import type { FastifyInstance } from 'fastify';
import { toApiCategory, toApiProduct } from '../../domain/catalog/api-shape';
import { getProduct, listCategories, listProducts, parsePriceSort, parseProductType } from '../../domain/catalog/products';
import { cleanQuery, searchProducts } from '../../domain/catalog/search';
import { badRequest } from '../../domain/errors';
import type { Services } from '../services';

// SPEC.md §7 catalogue calls, open to visitors (a token, when sent, is accepted).

/** One query value as text; empty or absent means "no filter"; a repeated key is a 400. */
export function queryValue(query: unknown, key: string): string {
  const v = (query as Record<string, unknown> | undefined)?.[key];
  if (v == null) return '';
  if (Array.isArray(v)) throw badRequest(`${key} may be given only once.`, key);
  return String(v).trim();
}

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
  const { db } = services;

  app.get('/api/get/all/products', { config: { access: 'public' } }, async (request) => {
    const products = await listProducts(db, {
      categoryId: queryValue(request.query, 'categoryId') || undefined,
      type: parseProductType(queryValue(request.query, 'type')),
      sort: parsePriceSort(queryValue(request.query, 'priceRange')),
    });
    return products.map(toApiProduct);
  });

  app.get('/api/get/product/:id', { config: { access: 'public' } }, async (request) => {
    const { id } = request.params as { id: string };
    return toApiProduct(await getProduct(db, id));
  });

  app.get('/api/getall/categories', { config: { access: 'public' } }, async () => (await listCategories(db)).map(toApiCategory));

  app.get('/api/search/products', { config: { access: 'public' } }, async (request) => {
    const hits = await searchProducts(db, cleanQuery(rawSearchText(request.url)));
    return hits.map((h) => ({ _id: h.id, title: h.title }));
  });
}
