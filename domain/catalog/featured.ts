import type { Db } from '../../db/client';

export interface FeaturedProduct {
  id: string;
  title: string;
  description: string;
  image: string;
  pricePaise: number;
  categoryName: string;
}

/** The featured products of the home carousel (the four featured biofertilizers), in catalogue order. */
export async function listFeaturedProducts(db: Db): Promise<FeaturedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.title', 'products.description', 'products.price_paise', 'categories.name as category_name'])
    .where('products.featured', '=', 1)
    .orderBy('products.position')
    .execute();
  if (!rows.length) return [];
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'name', 'position'])
    .where(
      'product_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('position')
    .execute();
  const mainImage = (id: string) => {
    const own = images.filter((i) => i.product_id === id);
    return (own.find((i) => i.name === 'Product_Main_Image') ?? own[0])?.url ?? '';
  };
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image: mainImage(r.id),
    pricePaise: Number(r.price_paise),
    categoryName: r.category_name,
  }));
}
