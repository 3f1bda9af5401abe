import { formSchema } from '../framework/form';

// The buttons of the cart and checkout: which line or address, and what to do.
// Their rules live in the domain (quantity limits, stock, ownership).

/** "+", "−", "Delete" and its confirmation on a cart line; the coupon box's code. */
export const cartLineForm = formSchema(['intent', 'item', 'cart', 'quantity', 'code']);

/** Add to Cart and Buy Now, from any product. */
export const addToCartForm = formSchema(['product', 'variant', 'quantity', 'buyNow', 'next']);

/** Every control of the checkout belongs to this form (by its `form` attribute). */
export const CHECKOUT_FORM = 'checkout-form';

/** Every button of the checkout, and its delivery-code and place-order fields (shownTotal: the total in paise the price box showed). */
export const checkoutForm = formSchema([
  'intent',
  'target',
  'cart',
  'product',
  'variant',
  'qty',
  'address',
  'paymentMethod',
  'idempotencyKey',
  'email',
  'name',
  'deliveryAddress',
  'otp',
  'whatsapp',
  'shownTotal',
  'code',
]);
