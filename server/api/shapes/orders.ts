import { toRupees } from '../../../domain/money';
import type { OrderView } from '../../../domain/orders/views';
import { apiImage } from './url';

/** An order as the existing client reads it: `products[].productId` is the product, money in rupees. */
export function toApiOrder(o: OrderView, base: string) {
  return {
    _id: o.id,
    userId: o.userId,
    createdAt: o.createdAt,
    deliveryDate: o.deliveryDate,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    status: o.status,
    total: toRupees(o.totalPaise),
    shipping: toRupees(o.shippingPaise),
    address: o.address,
    canCancel: o.cancelUntil !== null,
    cancelUntil: o.cancelUntil,
    refunds: o.refunds.map((f) => ({ paymentId: f.paymentId, amount: toRupees(f.amountPaise), status: f.status })),
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    history: o.history,
    products: o.lines.map((l) => ({
      productId: {
        _id: l.productId,
        title: l.title,
        description: l.description,
        images: l.images.map((i) => apiImage(base, i)),
      },
      variant: l.variantId,
      pack: l.pack,
      quantity: l.quantity,
      price: toRupees(l.pricePaise),
      status: l.status,
    })),
  };
}
