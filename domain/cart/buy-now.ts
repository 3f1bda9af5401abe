import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { buyerPrices } from '../catalog/buyer-prices';
import { imagesOf, mainImageUrl } from '../catalog/images';
import { withTitlesIn } from '../catalog/localize';
import { packOnSale, tierPrice, tiersOf } from '../catalog/variants';
import type { Lang } from '../i18n/languages';
import type { CartLine } from './cart';

// "Buy Now" leaves the cart as it is: the pack goes to checkout on a line of
// its own, priced as the cart would price it (tier, or the buyer's own price).

type Executor = Kysely<Database> | Transaction<Database>;

/** "Buy Now" for a pack that is not in the cart: a line of its own (id ''), or null for an unknown product or pack. */
export async function buyNowLine(
  db: Executor,
  productId: string,
  quantity: number,
  variantId?: string,
  lang: Lang = 'en',
  userId: string | null = null,
): Promise<CartLine | null> {
  const pack = await packOnSale(db, productId, variantId || null);
  if (!pack) return null;
  const own = (await buyerPrices(db, userId, [pack.id])).get(pack.id)?.pricePaise;
  const [images, tiers, product] = await Promise.all([
    imagesOf(db, [pack.productId]).then((m) => m.get(pack.productId) ?? []),
    tiersOf(db, [pack.productId]).then((m) => m.get(pack.productId) ?? []),
    db.selectFrom('products').select('category_id').where('id', '=', pack.productId).executeTakeFirstOrThrow(),
  ]);
  const { unitPaise, percentOff } = tierPrice(pack.pricePaise, quantity, tiers, own);
  const [line] = await withTitlesIn(db, lang, [
    {
      id: '',
      productId: pack.productId,
      title: pack.title,
      variantId: pack.id,
      pack: pack.pack,
      quantity,
      pricePaise: unitPaise,
      listPaise: pack.pricePaise,
      percentOff,
      stock: pack.stock,
      image: mainImageUrl(images),
      categoryId: product.category_id,
      images,
    },
  ]);
  return line;
}
