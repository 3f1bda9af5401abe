import { toBullets, type Product } from '../../domain/catalog/products';
import { CURRENCY } from '../../domain/constants';
import { formatInr, toRupees } from '../../domain/money';
import { translator, type Translate } from '../../domain/i18n/translate';
import type { Head } from '../framework/page';

const english = translator(null);

/** Unique title, description, canonical URL, Open Graph and JSON-LD Product for a product page (the product in the page's language, `t` its interface texts). */
export function productHead(p: Product, base: string, canonicalPath: string, titleSuffix = '', t: Translate = english): Head {
  const text = p.description;
  const first = toBullets(text)[0] ?? text;
  const description = t('{product} ({form}, {category}) from {price}. Packs: {packs}. {first}.', {
    product: p.title,
    form: p.form,
    category: p.category.name,
    price: formatInr(p.pricePaise),
    packs: p.packagingAvailable,
    first,
  }).slice(0, 300);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description,
    image: p.images.map((i) => base + i.url),
    sku: p.code,
    mpn: p.code,
    category: p.category.name,
    brand: { '@type': 'Brand', name: 'Mitti Biotech' },
    offers: {
      '@type': 'Offer',
      url: `${base}/product_page/${p.id}`,
      priceCurrency: CURRENCY,
      price: toRupees(p.pricePaise).toFixed(2),
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (p.reviewCount > 0) {
    jsonLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: p.averageRating,
      reviewCount: p.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
    jsonLd.review = p.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.name },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
      reviewBody: r.review || undefined,
    }));
  }
  return {
    title: t('{product} – {category} | Mitti Biotech', { product: p.title + titleSuffix, category: p.category.name }),
    description,
    canonicalPath,
    image: p.images[0].url,
    ogType: 'product',
    jsonLd: [jsonLd],
  };
}
