import type { Db } from '../../db/client';
import { PRICE_SORTS, PRODUCT_TYPES, type PriceSort, type ProductType } from '../constants';
import { badRequest, notFound } from '../errors';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import type { Shown } from '../translations/store';
import { imagesOf, MAIN_IMAGE_NAME, type ProductImage } from './images';
import { categoriesIn, productsIn } from './localize';
import { lotsOf } from './lots';
import { tiersOf, variantsOf, type PriceTier, type Variant } from './variants';

export type { ProductImage } from './images';
export type { PriceTier, Variant } from './variants';

// The catalogue as the shop shows it: categories, products with their images
// and reviews, filtered by category and form and sorted by price on the server,
// in the visitor's language (English unless asked; see localize.ts).

export interface Category extends Shown {
  id: string;
  slug: string;
  name: string;
  color: string;
  blurb: string;
}

export interface ProductReview {
  name: string;
  rating: number;
  review: string;
  createdAt: string;
}

export interface Product extends Shown {
  id: string;
  slug: string;
  code: string;
  title: string;
  description: string;
  category: Category;
  form: string;
  technicalName: string;
  packagingType: string;
  packagingAvailable: string;
  purpose: string;
  phRange: string;
  cfuCount: string;
  modeOfAction: string;
  crops: string;
  dosage: string;
  pricePaise: number;
  stock: number;
  /** A discount to show, in percent; 0 when there is none. */
  offerPercent: number;
  averageRating: number;
  reviewCount: number;
  images: ProductImage[];
  reviews: ProductReview[];
  /** The packs on sale, smallest first (its price is `pricePaise`). */
  variants: Variant[];
  /** Less per pack for many packs of a size in a line. */
  tiers: PriceTier[];
  /** Months from manufacture to expiry, and how to keep it. */
  shelfLifeMonths: number;
  storageAdvice: string;
}

export interface ProductFilter {
  categoryId?: string;
  type?: ProductType;
  sort?: PriceSort;
}

/** Shown when a product has no image, so `images` is never empty. */
export const PLACEHOLDER_IMAGE: ProductImage = { name: MAIN_IMAGE_NAME, url: '/brand/mark.svg', alt: '' };

export async function listCategories(db: Db, lang: Lang = 'en'): Promise<Category[]> {
  const rows = await db.selectFrom('categories').select(['id', 'slug', 'name', 'color', 'blurb']).orderBy('position').execute();
  return categoriesIn(db, lang, rows);
}

/** A category by its id or its slug, or null. */
export async function findCategory(db: Db, idOrSlug: string, lang: Lang = 'en'): Promise<Category | null> {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'name', 'color', 'blurb'])
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row ? ((await categoriesIn(db, lang, [row]))[0] ?? null) : null;
}

/** A product type from a query value (any letter case), undefined for none; 400 when unknown. */
export function parseProductType(value: string | undefined): ProductType | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const found = PRODUCT_TYPES.find((t) => t.toLowerCase() === v.toLowerCase());
  if (!found) throw badRequest(MSG.unknownProductType, 'type');
  return found;
}

/** A price sort from a query value, undefined for none; 400 when unknown. */
export function parsePriceSort(value: string | undefined): PriceSort | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  const found = PRICE_SORTS.find((s) => s === v);
  if (!found) throw badRequest(MSG.unknownPriceSort, 'priceRange');
  return found;
}

function productQuery(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.slug',
      'products.code',
      'products.title',
      'products.description',
      'products.form',
      'products.technical_name',
      'products.packaging_type',
      'products.packaging_available',
      'products.purpose',
      'products.ph_range',
      'products.cfu_count',
      'products.mode_of_action',
      'products.crops',
      'products.dosage',
      'products.price_paise',
      'products.stock',
      'products.offer_percent',
      'products.average_rating',
      'products.review_count',
      'products.position',
      'products.shelf_life_months',
      'products.storage_advice',
      'categories.id as category_id',
      'categories.slug as category_slug',
      'categories.name as category_name',
      'categories.color as category_color',
      'categories.blurb as category_blurb',
    ])
    .where('products.archived_at', 'is', null); // archived products have left the shop
}

type Row = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

async function assemble(db: Db, rows: Row[], withReviews: boolean): Promise<Product[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [images, variants, tiers] = await Promise.all([imagesOf(db, ids), variantsOf(db, ids), tiersOf(db, ids)]);
  const reviews = withReviews
    ? await db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select(['reviews.product_id', 'users.username', 'reviews.rating', 'reviews.text', 'reviews.updated_at'])
        .where('reviews.product_id', 'in', ids)
        .orderBy('reviews.updated_at', 'desc')
        .orderBy('reviews.id')
        .execute()
    : [];
  const reviewsOf = new Map<string, ProductReview[]>();
  for (const r of reviews) {
    const list = reviewsOf.get(r.product_id) ?? [];
    list.push({ name: r.username, rating: Number(r.rating), review: r.text, createdAt: r.updated_at });
    reviewsOf.set(r.product_id, list);
  }
  return rows.map((r) => {
    const own = images.get(r.id) ?? [];
    return {
      id: r.id,
      slug: r.slug,
      code: r.code,
      title: r.title,
      description: r.description,
      category: { id: r.category_id, slug: r.category_slug, name: r.category_name, color: r.category_color, blurb: r.category_blurb },
      form: r.form,
      technicalName: r.technical_name,
      packagingType: r.packaging_type,
      packagingAvailable: r.packaging_available,
      purpose: r.purpose,
      phRange: r.ph_range,
      cfuCount: r.cfu_count,
      modeOfAction: r.mode_of_action,
      crops: r.crops,
      dosage: r.dosage,
      pricePaise: Number(r.price_paise),
      stock: Number(r.stock),
      offerPercent: Number(r.offer_percent),
      averageRating: Math.round(Number(r.average_rating) * 10) / 10,
      reviewCount: Number(r.review_count),
      images: own.length ? own : [PLACEHOLDER_IMAGE],
      reviews: reviewsOf.get(r.id) ?? [],
      variants: variants.get(r.id) ?? [],
      tiers: tiers.get(r.id) ?? [],
      shelfLifeMonths: Number(r.shelf_life_months),
      storageAdvice: r.storage_advice,
    };
  });
}

/**
 * Products, filtered and sorted on the server. An unknown category is a 400
 * (use findCategory first where an unknown category should be a 404 page).
 */
export async function listProducts(db: Db, filter: ProductFilter = {}, opts: { reviews?: boolean; lang?: Lang } = {}): Promise<Product[]> {
  let q = productQuery(db);
  if (filter.categoryId) {
    const category = await findCategory(db, filter.categoryId);
    if (!category) throw badRequest(MSG.unknownCategory, 'categoryId');
    q = q.where('products.category_id', '=', category.id);
  }
  if (filter.type) q = q.where('products.form', '=', filter.type);
  if (filter.sort) q = q.orderBy('products.price_paise', filter.sort);
  q = q.orderBy('products.position').orderBy('products.id');
  return productsIn(db, opts.lang ?? 'en', await assemble(db, await q.execute(), opts.reviews ?? true));
}

/** Products by id, in the order asked (unknown ids left out). */
export async function productsByIds(db: Db, ids: string[], lang: Lang = 'en'): Promise<Product[]> {
  if (!ids.length) return [];
  const found = await productsIn(db, lang, await assemble(db, await productQuery(db).where('products.id', 'in', ids).execute(), false));
  const byId = new Map(found.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product with its images and reviews; 404 when there is none with this id. */
export async function getProduct(db: Db, id: string, lang: Lang = 'en'): Promise<Product> {
  const row = await productQuery(db).where('products.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MSG.productNotFound);
  const [product] = await productsIn(db, lang, await assemble(db, [row], true));
  const lots = await lotsOf(
    db,
    product.variants.map((v) => v.id),
  );
  for (const v of product.variants) {
    const next = lots.get(v.id)?.[0];
    v.nextLot = next ? { batch: next.batch, manufacturedOn: next.manufacturedOn, expiresOn: next.expiresOn } : null;
  }
  return product;
}

/** A text field of the spec shown as bullets: split on ". " (SPEC.md §2), and on Hindi's full stop "।". */
export function toBullets(text: string): string[] {
  return text
    .split(/(?<!\b(?:spp|sp|var|viz|e\.g|i\.e|min|max|approx|no|nos|wt|vol))\.\s+|।\s*/i)
    .map((s) => s.trim().replace(/[.।]$/, ''))
    .filter(Boolean);
}
