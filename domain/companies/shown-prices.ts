import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { buyerPrices, type BuyerPrice } from '../catalog/buyer-prices';
import { tierPrice, type PriceTier } from '../catalog/line-price';

// The price a logged-in buyer sees on the product page, the listings and the
// catalogue API: their price list's price of one pack where it beats the list
// price (with the quantity tiers for one pack, as the cart works it out), so
// the page shows what the cart will charge. Added beside the list price, never
// instead of it: a visitor's answer and a buyer's differ only by these fields.

type Executor = Kysely<Database> | Transaction<Database>;

export type OwnPrice = BuyerPrice;

interface Priced {
  pricePaise: number;
  tiers: readonly PriceTier[];
  variants: readonly { id: string; pricePaise: number }[];
}

export type WithOwnPrice<P extends Priced> = Omit<P, 'variants'> & {
  /** The first (smallest) pack's own price, as `pricePaise` is its list price. */
  ownPrice?: OwnPrice;
  variants: (P['variants'][number] & { ownPrice?: OwnPrice })[];
};

/** The products with the buyer's own prices where they apply; as they are for a visitor or a buyer without any. */
export async function withOwnPrices<P extends Priced>(
  db: Executor,
  userId: string | null | undefined,
  products: P[],
  now = new Date(),
): Promise<WithOwnPrice<P>[]> {
  // Nothing changes for a visitor or a buyer without prices: the very objects come back.
  if (!userId || !products.length) return products as unknown as WithOwnPrice<P>[];
  const prices = await buyerPrices(
    db,
    userId,
    products.flatMap((p) => p.variants.map((v) => v.id)),
    now,
  );
  if (!prices.size) return products as unknown as WithOwnPrice<P>[];
  return products.map((p) => {
    const variants = p.variants.map((v) => {
      const own = prices.get(v.id);
      const unit = own ? tierPrice(v.pricePaise, 1, p.tiers, own.pricePaise).unitPaise : v.pricePaise;
      return own && unit < v.pricePaise ? { ...v, ownPrice: { pricePaise: unit, list: own.list } } : v;
    });
    const first = variants[0] as (typeof variants)[number] & { ownPrice?: OwnPrice };
    return { ...p, variants, ...(first?.ownPrice ? { ownPrice: first.ownPrice } : {}) };
  });
}
