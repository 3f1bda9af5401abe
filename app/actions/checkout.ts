import { deleteAddress } from '../../domain/addresses/addresses';
import { buyNowLine, changeQuantity, getCart, removeCartItem, type CartLine } from '../../domain/cart/cart';
import { CART_QUANTITY_MAX } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { sendOrderMail } from '../../domain/orders/mail';
import { placeOrder } from '../../domain/orders/orders';
import { setWhatsAppOptIn } from '../../domain/accounts/profile';
import { requestDeliveryCode, verifyOtp } from '../../domain/otp/otp';
import type { CheckoutLine } from '../components/checkout-parts';
import { redirect, type PageContext } from '../framework/page';
import type { FormValues } from '../framework/form';
import type { checkoutForm } from '../forms/cart';

// The checkout's lines and the form it posts back: quantity, delete (cart line
// or address, with a confirmation step without JavaScript) and place order.

/** A Buy Now checkout's product, pack and quantity (product null: the whole cart). */
export interface BuyNow {
  product: string | null;
  variant: string | null;
  qty: number;
}

export function selfUrl({ product, variant, qty }: BuyNow, extra: Record<string, string> = {}) {
  const q = new URLSearchParams();
  if (product) q.set('product', product);
  if (product && variant) q.set('variant', variant);
  if (product && qty !== 1) q.set('qty', String(qty));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return `/checkout${s ? `?${s}` : ''}`;
}

export function clampQty(v: string | null | undefined) {
  const n = Number(v ?? 1);
  return Number.isInteger(n) ? Math.min(Math.max(n, 1), CART_QUANTITY_MAX) : 1;
}

export async function linesFor(ctx: PageContext, { product, variant, qty }: BuyNow) {
  const cart = await getCart(ctx.services.db, ctx.user!.id);
  const fromCart = (i: CartLine): CheckoutLine => ({
    itemId: i.id,
    productId: i.productId,
    title: i.title,
    variantId: i.variantId,
    pack: i.pack,
    image: i.image,
    pricePaise: i.pricePaise,
    quantity: i.quantity,
    stock: i.stock,
  });
  if (!product) return { cartId: cart.id, lines: cart.items.map(fromCart) };
  const inCart = cart.items.find((i) => i.productId === product && (!variant || i.variantId === variant));
  if (inCart) return { cartId: cart.id, lines: [fromCart(inCart)] };
  // Buy Now for a product not in the cart: that pack alone, quantity from the URL.
  const line = await buyNowLine(ctx.services.db, product, qty, variant ?? undefined);
  return { cartId: cart.id, lines: line ? [{ ...fromCart(line), itemId: null }] : [] };
}

export async function checkoutAction(ctx: PageContext, form: FormValues<typeof checkoutForm>) {
  const user = ctx.user!;
  const t = translatorFor(ctx.lang);
  const { db } = ctx.services;
  const buy: BuyNow = { product: form.product || null, variant: form.variant || null, qty: clampQty(form.qty) };
  const keep = { ...(form.address ? { address: form.address } : {}), ...(form.paymentMethod ? { payment: form.paymentMethod } : {}) };
  const back = (extra: Record<string, string> = {}) => selfUrl(buy, { ...keep, ...extra });
  const [intent, target = ''] = form.intent.split(':');
  const targetOf = form.target.split(':');
  try {
    if (intent === 'increment' || intent === 'decrement') {
      if (target.startsWith('buynow')) return redirect(selfUrl({ ...buy, qty: intent === 'increment' ? buy.qty + 1 : buy.qty - 1 }, keep));
      await changeQuantity(db, user.id, form.cart, target, intent);
      return redirect(back());
    }
    if (intent === 'ask') return redirect(back({ confirm: form.target }) + '#confirm');
    if (intent === 'delete') {
      if (targetOf[0] === 'address') {
        await deleteAddress(db, user.id, targetOf[1] ?? '');
        return redirect(selfUrl(buy, form.paymentMethod ? { payment: form.paymentMethod } : {}), {
          type: 'success',
          text: t(MSG.addressDeleted),
        });
      }
      if (targetOf[0] === 'buynow') return redirect('/cart');
      await removeCartItem(db, user.id, targetOf[1] ?? '');
      return redirect(back(), { type: 'success', text: t(MSG.cartItemRemoved) });
    }
    // The delivery-detail form's e-mail code (the island posts here too).
    if (intent === 'send-otp') {
      const { email } = await requestDeliveryCode(
        ctx.services,
        { email: form.email, name: form.name, address: form.deliveryAddress },
        { email: user.email ?? '', ip: ctx.request.ip },
      );
      return redirect(back(), { type: 'info', text: t(MSG.otpSent(email)) });
    }
    if (intent === 'verify-otp') {
      await verifyOtp(ctx.services.db, form.email, form.otp);
      return redirect(back(), { type: 'success', text: t(MSG.otpVerified) });
    }
    if (intent !== 'place') return redirect(back());
    const { lines } = await linesFor(ctx, buy);
    await setWhatsAppOptIn(db, user.id, form.whatsapp === 'on'); // the box beside Place your order
    const { order, replayed } = await placeOrder(db, {
      userId: user.id,
      lines: lines.map((l) => ({ productId: l.productId, variant: l.variantId, quantity: l.quantity })),
      addressId: form.address,
      paymentMethod: form.paymentMethod,
      idempotencyKey: form.idempotencyKey,
      request: { address: form.address, paymentMethod: form.paymentMethod, ...buy },
    });
    if (order.paymentMethod === 'COD') {
      if (!replayed) {
        const err = await sendOrderMail(ctx.services, order, user, ctx.services.config.PUBLIC_URL, 'placed');
        if (err) ctx.request.log.warn({ err, orderId: order.id }, 'order mail not sent');
      }
      return redirect(`/orders/${order.id}`, { type: 'success', text: t(MSG.orderPlacedCod) });
    }
    return redirect(`/orders/${order.id}/pay`, { type: 'success', text: t(MSG.orderPlaced) });
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const text = t(e.kind === 'notFound' && intent !== 'place' ? MSG.cartUpdateFailed : e.message);
    return redirect(back(), { type: 'error', text });
  }
}
