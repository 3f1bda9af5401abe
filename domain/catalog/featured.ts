import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';
import { imagesOf, mainImageUrl } from './images';

export interface FeaturedProduct extends Shown {
  id: string;
  title: string;
  description: string;
  image: string;
  pricePaise: number;
  categoryName: string;
}

/** The featured products of the home carousel (the four featured biofertilizers), in catalogue order, in `lang`. */
export async function listFeaturedProducts(db: Db, lang: Lang = 'en'): Promise<FeaturedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.title', 'products.description', 'products.price_paise', 'categories.name as category_name'])
    .where('products.featured', '=', 1)
    .where('products.archived_at', 'is', null)
    .orderBy('products.position')
    .execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [images, texts] = await Promise.all([
    imagesOf(db, ids),
    inLanguage(db, lang, 'product', rows, { title: 'title', description: 'description' }),
  ]);
  return texts.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image: mainImageUrl(images.get(r.id)),
    pricePaise: Number(r.price_paise),
    categoryName: r.category_name,
    ...(r.english ? { english: r.english } : {}),
  }));
}
