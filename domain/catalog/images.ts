import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ProductImage {
  name: string;
  url: string;
  /** What it shows, when staff described it ('' for the seeded pictures). */
  alt: string;
}

/** The name of a product's main picture (the gallery shows it first). */
export const MAIN_IMAGE_NAME = 'Product_Main_Image';
/** Any other picture of a product. */
export const OTHER_IMAGE_NAME = 'Product_Image';

/** Every picture of these products in one query, by product id, the main picture first. */
export async function imagesOf(db: Executor, productIds: readonly string[]): Promise<Map<string, ProductImage[]>> {
  const byProduct = new Map<string, ProductImage[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'name', 'url', 'alt'])
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ name: r.name, url: r.url, alt: r.alt });
    byProduct.set(r.product_id, list);
  }
  for (const list of byProduct.values()) mainImageFirst(list);
  return byProduct;
}

/** A product's pictures in gallery order (already in position order): the main picture first. */
export function mainImageFirst(list: ProductImage[]): ProductImage[] {
  return list.sort((a, b) => Number(b.name === MAIN_IMAGE_NAME) - Number(a.name === MAIN_IMAGE_NAME));
}

/** The main picture's URL, or '' when a product has none. */
export const mainImageUrl = (images: readonly ProductImage[] | undefined) =>
  (images?.find((i) => i.name === MAIN_IMAGE_NAME) ?? images?.[0])?.url ?? '';
