import { listAddresses } from '../../domain/addresses/addresses';
import { profileOf } from '../../domain/accounts/profile';
import { onAccountOffered } from '../../domain/credit/company';
import { quoteOrder } from '../../domain/orders/quote';
import { codesOf, shownCoupons, shownParts } from '../../domain/promotions/titles';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/constants';
import { randomUUID } from 'node:crypto';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { Checkout } from '../components/checkout-page';
import type { CheckoutData } from '../components/checkout-parts';
import { definePage } from '../framework/page';
import { checkoutAction, chosenAddress, clampQty, linesFor, rememberAddress, selfUrl } from '../actions/checkout';
import { checkoutForm } from '../forms/cart';

// SPEC.md §2 Checkout: the page's data here, the form it posts in
// app/actions/checkout.ts, the view in app/components/checkout-page.tsx. The
// price box is the order quote for the address chosen (`?address=`, else the
// one chosen last, else the newest): placing the order quotes the same again.

export default definePage({
  path: '/checkout',
  access: 'customer',
  async load(ctx): Promise<CheckoutData> {
    const user = ctx.user!;
    const { db } = ctx.services;
    const buy = { product: ctx.query.get('product'), variant: ctx.query.get('variant'), qty: clampQty(ctx.query.get('qty')) };
    const { cartId, lines } = await linesFor(ctx, buy);
    const addresses = await listAddresses(db, user.id);
    const selected = chosenAddress(ctx, addresses);
    if (selected && ctx.query.get('address') === selected.id) rememberAddress(ctx, selected.id);
    const { lines: quoted, ...quote } = await quoteOrder(
      db,
      lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      selected?.pincode ?? null,
      new Date(),
      { userId: user.id },
    );
    const quotedLine = (variantId: string) => quoted.find((q) => q.variantId === variantId);
    const perLine = await shownParts(
      db,
      ctx.lang,
      lines.map((l) => quotedLine(l.variantId)?.promotions ?? []),
    );
    const asked = ctx.query.get('payment') as PaymentMethod | null;
    const pm = asked === 'COD' && !quote.cod ? null : asked;
    return {
      user: { username: user.username, mobileNo: user.mobileNo, email: user.email ?? '' },
      cartId,
      // Each line at the quote's price and promotions: the ones the order is charged.
      lines: lines.map((l, n) => ({ ...l, pricePaise: quotedLine(l.variantId)?.unitPaise ?? l.pricePaise, discounts: perLine[n] })),
      quote,
      discountNames: codesOf(quote.promotions),
      coupons: shownCoupons(quote.coupons, translatorFor(ctx.lang)),
      addresses,
      selectedAddress: selected?.id ?? null,
      paymentMethod: pm && (PAYMENT_METHODS as readonly string[]).includes(pm) ? pm : 'UPI',
      ...buy,
      self: selfUrl(buy),
      idempotencyKey: randomUUID(),
      confirm: ctx.query.get('confirm'),
      whatsappOptIn: (await profileOf(db, user.id)).whatsappOptIn,
      onAccount: await onAccountOffered(db, user.id),
    };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Checkout')} | Mitti Biotech`,
      description: t('Choose a delivery address and a payment method, and place your order.'),
      noindex: true,
    };
  },
  form: checkoutForm,
  action: checkoutAction,
  Component: ({ data }) => <Checkout data={data} />,
});
