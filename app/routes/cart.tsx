import { changeQuantity, getCart, removeCartItem, type Cart } from '../../domain/cart/cart';
import { CART_ACTIONS, type CartAction } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { CartLineItem } from '../components/cart-line';
import { ConfirmDeletePanel } from '../components/confirm-delete-panel';
import { CartSummary } from '../components/cart-summary';
import { PinCheck } from '../components/pin-check';
import { deliveryForVisitor } from '../actions/delivery';
import { chosenAddress } from '../actions/checkout';
import { listAddresses } from '../../domain/addresses/addresses';
import { quoteOrder, type OrderQuote } from '../../domain/orders/quote';
import { codesOf, shownCoupons, shownParts, type ShownCoupon, type ShownPromotion } from '../../domain/promotions/titles';
import { CouponBox } from '../components/cart-coupon';
import { couponIntent, isCouponIntent } from '../actions/coupon';
import { useT } from '../framework/i18n';
import { definePage, redirect, type PageContext } from '../framework/page';
import { cartLineForm } from '../forms/cart';

// SPEC.md §2 Cart: three states (logged out, empty, populated); − and + and
// delete post back here, so the cart works without JavaScript; so do the
// coupon box's Apply and Remove. The promotions on each line and the price
// box are the order quote's: what the checkout will charge.

type CartData =
  | { state: 'visitor' }
  | { state: 'empty' }
  | {
      state: 'filled';
      cart: Cart & { id: string };
      confirm: Cart['items'][number] | null;
      delivery: Awaited<ReturnType<typeof deliveryForVisitor>>;
      /** The price box: the order quote the checkout starts with (its address, else the PIN asked about). */
      quote: Omit<OrderQuote, 'lines'>;
      deliverTo: string | null;
      /** What promotions take off each line (by cart line id), named in the page's language. */
      discounts: Record<string, ShownPromotion[]>;
      discountNames: string;
      coupons: ShownCoupon[];
    };

const failure = (e: unknown, t: (text: string) => string) => {
  if (!(e instanceof DomainError)) throw e;
  return redirect('/cart', { type: 'error', text: t(e.kind === 'notFound' ? MSG.cartUpdateFailed : e.message) });
};

export default definePage({
  path: '/cart',
  async load(ctx: PageContext): Promise<CartData> {
    if (!ctx.user) return { state: 'visitor' };
    const cart = await getCart(ctx.services.db, ctx.user.id, ctx.lang);
    if (!cart.id || !cart.items.length) return { state: 'empty' };
    const ask = ctx.query.get('confirm');
    // The price box follows the address the checkout will start with; without one, the PIN asked about.
    const address = chosenAddress(ctx, await listAddresses(ctx.services.db, ctx.user.id));
    let delivery = await deliveryForVisitor(ctx, cart.totalPaise, address?.pincode);
    const pin = address?.pincode ?? delivery?.result?.pin ?? null;
    const { lines, ...quote } = await quoteOrder(
      ctx.services.db,
      cart.items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })),
      pin,
      new Date(),
      { userId: ctx.user.id },
    );
    // The PIN box's charge for what the customer pays, promotions taken off.
    if (delivery?.result && quote.discountPaise > 0)
      delivery = await deliveryForVisitor(ctx, quote.itemsPaise - quote.discountPaise, address?.pincode);
    const perLine = await shownParts(
      ctx.services.db,
      ctx.lang,
      cart.items.map((i) => lines.find((l) => l.variantId === i.variantId)?.promotions ?? []),
    );
    const place = address
      ? `${translatorFor(ctx.lang)(address.city)}, ${translatorFor(ctx.lang)(address.state)} ${address.pincode}`
      : quote.delivery?.serviceable
        ? `${quote.delivery.district}, ${quote.delivery.state} ${quote.delivery.pin}`
        : null;
    return {
      state: 'filled',
      cart: { ...cart, id: cart.id },
      confirm: cart.items.find((i) => i.id === ask) ?? null,
      delivery,
      quote,
      deliverTo: place,
      discounts: Object.fromEntries(cart.items.map((i, n) => [i.id, perLine[n]])),
      // The codes by name beside the discount; the offers are named on their lines.
      discountNames: codesOf(quote.promotions),
      coupons: shownCoupons(quote.coupons, translatorFor(ctx.lang)),
    };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('My Cart')} | Mitti Biotech`, description: t('Your cart at Mitti Biotech.'), noindex: true };
  },
  form: cartLineForm,
  async action(ctx, form) {
    if (!ctx.user) return redirect('/login?next=%2Fcart');
    const t = translatorFor(ctx.lang);
    const { db } = ctx.services;
    const item = form.item;
    const intent = form.intent;
    if (isCouponIntent(intent)) return couponIntent(ctx, intent, form.code, (await getCart(db, ctx.user.id)).items, '/cart');
    if ((CART_ACTIONS as readonly string[]).includes(intent) || intent === 'set') {
      try {
        await changeQuantity(db, ctx.user.id, form.cart, item, intent === 'set' ? { set: form.quantity } : (intent as CartAction));
      } catch (e) {
        return failure(e, t);
      }
      return redirect(`/cart#line-${encodeURIComponent(item)}`);
    }
    if (intent === 'ask') return redirect(`/cart?confirm=${encodeURIComponent(item)}#confirm`);
    if (intent === 'delete') {
      try {
        await removeCartItem(db, ctx.user.id, item);
      } catch (e) {
        return failure(e, t);
      }
      return redirect('/cart', { type: 'success', text: t(MSG.cartItemRemoved) });
    }
    return redirect('/cart', { type: 'error', text: t(MSG.cartUpdateFailed) });
  },
  Component: ({ data }) => <CartPage data={data} />,
});

function CartPage({ data }: { data: CartData }) {
  const t = useT();
  return (
    <div className="container-page cart-page">
      <h1 className="page-title">{data.state === 'filled' ? t('My Cart ({count})', { count: data.cart.items.length }) : t('My Cart')}</h1>
      {data.state !== 'visitor' && (
        <p className="field-hint">
          <a href="/quick-order">{t('Know the SKUs? Quick order: type them or upload a CSV file')}</a>
        </p>
      )}
      {data.state === 'visitor' && (
        <section className="card cart-state">
          <img src="/brand/mark.svg" alt="" width="72" height="72" />
          <h2>{t(MSG.cartMissing)}</h2>
          <p>{t('Log in to see the items you added to your cart.')}</p>
          <a href="/login?next=%2Fcart" className="btn btn-primary">
            {t(LABEL.login)}
          </a>
        </section>
      )}
      {data.state === 'empty' && (
        <section className="card cart-state">
          <img src="/brand/mark.svg" alt="" width="72" height="72" />
          <h2>{t(MSG.cartEmpty)}</h2>
          <p>{t('Add biofertilizers, biopesticides and more to it now.')}</p>
          <a href="/categoriwise_product" className="btn btn-primary">
            {t(LABEL.shopNow)}
          </a>
        </section>
      )}
      {data.state === 'filled' && (
        <div className="cart-layout">
          <section aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="sr-only">
              {t('Items in your cart')}
            </h2>
            {data.confirm && (
              <ConfirmDeletePanel
                action="/cart"
                title={t(MSG.cartDeleteTitle)}
                heading="h3"
                fields={{ item: data.confirm.id }}
                textId="confirm-text"
              >
                {t(MSG.cartDeleteConfirm)} <strong>{t(data.confirm.title)}</strong>
              </ConfirmDeletePanel>
            )}
            <ul className="cart-lines">
              {data.cart.items.map((line) => (
                <CartLineItem key={line.id} line={line} cartId={data.cart.id} discounts={data.discounts[line.id]} />
              ))}
            </ul>
          </section>
          <div className="stack">
            <CartSummary
              totalPaise={data.quote.itemsPaise}
              discountPaise={data.quote.discountPaise}
              discountNames={data.discountNames}
              shippingPaise={data.quote.shippingPaise}
              freeDelivery={
                data.quote.delivery?.serviceable
                  ? { morePaise: data.quote.freeDeliveryMorePaise, thresholdPaise: data.quote.delivery.freeAbovePaise }
                  : null
              }
              count={data.quote.packs}
              deliverTo={data.deliverTo}
            />
            <CouponBox action="/cart" coupons={data.coupons} />
            <div className="card price-details">
              <PinCheck action="/cart" delivery={data.delivery} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
