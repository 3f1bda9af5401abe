import type { Cart } from '../../../domain/cart/cart';
import { toRupees } from '../../../domain/money';
import { apiImage } from './url';

/** The cart in the shape the existing client reads: {_id, user, items[{_id, quantity, product}], total}. */
export function cartJson(cart: Cart, userId: string, base: string) {
  return {
    status: true,
    _id: cart.id,
    user: userId,
    items: cart.items.map((i) => ({
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
    })),
    total: toRupees(cart.totalPaise),
    count: cart.items.length,
  };
}
