import { deleteAddress, type Address } from '../../domain/addresses/addresses';
import { buyNowLine } from '../../domain/cart/buy-now';
import { changeQuantity, getCart, removeCartItem, type CartLine } from '../../domain/cart/cart';
import { CART_QUANTITY_MAX } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { readPositiveInteger } from '../../domain/decimal-integer';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { sendOrderNotices } from '../../domain/orders/notices';
import { placeOrder } from '../../domain/orders/orders';
import { placeCompanyOrder } from '../../domain/credit/placing';
import { CREDIT_MSG } from '../../domain/credit/texts';
import { setWhatsAppOptIn } from '../../domain/accounts/profile';
import { requestDeliveryCode, verifyOtp } from '../../domain/otp/otp';
import type { CheckoutLine } from '../components/checkout-parts';
import { redirect, type PageContext } from '../framework/page';
import type { FormValues } from '../framework/form';
import type { checkoutForm } from '../forms/cart';
import { couponIntent, isCouponIntent } from './coupon';

// The checkout's lines and the form it posts back: quantity, delete (cart line
// or address, with a confirmation step without JavaScript), the delivery
// address chosen ("Deliver here" without JavaScript) and place order. The
// address chosen is kept in every way back to the checkout: `?address=` in
// each redirect, and a cookie for the ways that cannot carry it (a delete
// posted by an island, the cart's Place Order link, a reload after the island
// changed it), so the price box, the order and its papers follow one address.

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

const CHOSEN_ADDRESS_COOKIE = 'checkout_address';

/**
 * The address the checkout delivers to: the one asked for (`?address=`), else
 * the one chosen last (its cookie), else the newest saved; null without any.
 */
export function chosenAddress(ctx: PageContext, addresses: Address[]): Address | null {
  const wanted = [ctx.query.get('address'), ctx.request.cookies?.[CHOSEN_ADDRESS_COOKIE]];
  for (const id of wanted) {
    const found = id ? addresses.find((a) => a.id === id) : undefined;
    if (found) return found;
  }
  return addresses[0] ?? null; // listAddresses: newest first
}

/** Remembers the address chosen (for the checkout's later visits and the cart's price box). */
export function rememberAddress(ctx: PageContext, id: string) {
  if (ctx.request.cookies?.[CHOSEN_ADDRESS_COOKIE] === id) return;
  ctx.reply.setCookie(CHOSEN_ADDRESS_COOKIE, id, {
    path: '/',
    maxAge: 30 * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: ctx.services.config.secure,
  });
}

/** Where "Save and deliver here" goes: back to the checkout with the new address chosen (elsewhere, `next` as it is). */
export function deliverHere(next: string, addressId: string): string {
  const [path, query = ''] = next.split('#')[0].split('?');
  if (path !== '/checkout') return next;
  const q = new URLSearchParams(query);
  q.delete('confirm');
  q.set('address', addressId);
  return `${path}?${q}`;
}

export function clampQty(v: string | null | undefined) {
  const n = readPositiveInteger(v ?? '1'); // decimal digits only: '0x10' is not 16
  return n === null ? 1 : Math.min(n, CART_QUANTITY_MAX);
}

export async function linesFor(ctx: PageContext, { product, variant, qty }: BuyNow) {
  const cart = await getCart(ctx.services.db, ctx.user!.id, ctx.lang);
  const fromCart = (i: CartLine): CheckoutLine => ({
    itemId: i.id,
    productId: i.productId,
    title: i.title,
    ...(i.english ? { english: i.english } : {}),
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
  const line = await buyNowLine(ctx.services.db, product, qty, variant ?? undefined, ctx.lang, ctx.user?.id ?? null);
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
    if (isCouponIntent(intent)) return couponIntent(ctx, intent, form.code, (await linesFor(ctx, buy)).lines, back());
    // "Deliver here" without JavaScript: the page again, its price box worked out for this address.
    if (intent === 'choose-address') return redirect(back());
    if (intent === 'delete') {
      if (targetOf[0] === 'address') {
        await deleteAddress(db, user.id, targetOf[1] ?? '');
        const { address: kept, ...rest } = keep;
        return redirect(selfUrl(buy, kept && kept !== targetOf[1] ? keep : rest), {
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
      // What the price box showed: another total (the address or a price changed meanwhile) places nothing.
      expectedTotalPaise: form.shownTotal || null,
      placement: placeCompanyOrder,
    });
    if (!replayed) {
      const { mailError: err } = await sendOrderNotices(ctx.services, order.id);
      if (err) ctx.request.log.warn({ err, orderId: order.id }, 'order mail not sent; the outbox tries again');
    }
    // Held for the company's approver or for staff: nothing to pay yet (decision 040).
    if (order.state === 'awaiting_approval' || order.state === 'awaiting_staff_approval') {
      const text = t(order.state === 'awaiting_approval' ? CREDIT_MSG.heldForApproval : CREDIT_MSG.heldForCredit);
      return redirect(`/orders/${order.id}`, { type: 'info', text });
    }
    if (order.paymentMethod === 'On account') return redirect(`/orders/${order.id}`, { type: 'success', text: t(MSG.orderPlaced) });
    if (order.paymentMethod === 'COD') {
      return redirect(`/orders/${order.id}`, { type: 'success', text: t(MSG.orderPlacedCod) });
    }
    return redirect(`/orders/${order.id}/pay`, { type: 'success', text: t(MSG.orderPlaced) });
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const text = t(e.kind === 'notFound' && intent !== 'place' ? MSG.cartUpdateFailed : e.message);
    return redirect(back(), { type: 'error', text });
  }
}
