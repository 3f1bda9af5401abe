import type { Cart } from '../../../domain/cart/cart';
import type { Translate } from '../../../domain/i18n/translate';
import { toRupees } from '../../../domain/money';
import type { PromotionOutcome } from '../../../domain/promotions/rules';
import { apiImage } from './url';

const NO_DISCOUNTS: PromotionOutcome = { lines: [], used: [], coupons: [], discountPaise: 0 };

/**
 * The cart in the shape the existing client reads: {_id, user, items[{_id, quantity, product}], total};
 * with the promotions added beside (`discount`, `totalAfterDiscount`, `coupons`, each item's `discount`), `total` as it was.
 */
export function cartJson(cart: Cart, userId: string, base: string, offers: PromotionOutcome = NO_DISCOUNTS, t: Translate = (s) => s) {
  return {
    status: true,
    _id: cart.id,
    user: userId,
    items: cart.items.map((i, n) => ({
      _id: i.id,
      quantity: i.quantity,
      product: {
        _id: i.productId,
        title: i.title,
        price: toRupees(i.pricePaise),
        images: i.images.map((img) => apiImage(base, img)),
        // The category's id: the original client breaks on an object here.
        Category: i.categoryId,
        stock: i.stock,
      },
      lineTotal: toRupees(i.pricePaise * i.quantity),
      variant: i.variantId,
      pack: i.pack,
      listPrice: toRupees(i.listPaise),
      percentOff: i.percentOff,
      discount: toRupees(offers.lines[n]?.discountPaise ?? 0),
    })),
    total: toRupees(cart.totalPaise),
    count: cart.items.length,
    discount: toRupees(offers.discountPaise),
    totalAfterDiscount: toRupees(cart.totalPaise - offers.discountPaise),
    coupons: offers.coupons.map((c) => ({
      code: c.code,
      applied: c.applied,
      discount: toRupees(c.discountPaise),
      message: c.message ? t(c.message) : null,
    })),
  };
}
