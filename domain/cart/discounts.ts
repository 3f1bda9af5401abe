import type { Db } from '../../db/client';
import { applyCoupon, removeCoupon, type Applied } from '../promotions/coupons';
import type { PromotionOutcome } from '../promotions/rules';
import { discountsFor } from '../promotions/store';
import type { Cart, CartLine } from './cart';

// The promotions on a customer's cart: the same rules the order quote applies
// (domain/promotions), read straight from the cart's lines at their prices
// today, and the coupon codes applied to it.

type Priced = Pick<CartLine, 'variantId' | 'productId' | 'pack' | 'quantity' | 'pricePaise'> & { categoryId?: string };

const asked = (items: readonly Priced[]) =>
  items.map((i) => ({
    variantId: i.variantId,
    productId: i.productId,
    categoryId: i.categoryId,
    pack: i.pack,
    quantity: i.quantity,
    unitPaise: i.pricePaise,
  }));

/** What promotions take off the cart's lines now (aligned with cart.items), and the state of each code applied. */
export const cartDiscounts = (db: Db, userId: string, cart: Cart, now = new Date()): Promise<PromotionOutcome> =>
  discountsFor(db, { userId, lines: asked(cart.items), now });

/** Applies a code to the customer's cart when it takes something off these lines (the cart's, or a Buy Now line's). */
export const applyCouponTo = (db: Db, userId: string, code: unknown, lines: readonly Priced[]): Promise<Applied> =>
  applyCoupon(db, userId, code, asked(lines));

export { removeCoupon };
