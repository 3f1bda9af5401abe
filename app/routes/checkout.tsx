import { listAddresses } from '../../domain/addresses/addresses';
import { profileOf } from '../../domain/accounts/profile';
import { checkPin } from '../../domain/delivery/zones';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/constants';
import { randomUUID } from 'node:crypto';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { Checkout } from '../components/checkout-page';
import type { CheckoutData } from '../components/checkout-parts';
import { definePage } from '../framework/page';
import { checkoutAction, clampQty, linesFor, selfUrl } from '../actions/checkout';
import { checkoutForm } from '../forms/cart';

// SPEC.md §2 Checkout: the page's data here, the form it posts in
// ./checkout-action.ts, the view in app/components/checkout-page.tsx.

export default definePage({
  path: '/checkout',
  access: 'customer',
  async load(ctx): Promise<CheckoutData> {
    const user = ctx.user!;
    const buy = { product: ctx.query.get('product'), variant: ctx.query.get('variant'), qty: clampQty(ctx.query.get('qty')) };
    const { cartId, lines } = await linesFor(ctx, buy);
    const addresses = await listAddresses(ctx.services.db, user.id);
    const wanted = ctx.query.get('address');
    const selected = addresses.find((a) => a.id === wanted) ?? addresses.at(-1) ?? null;
    const selectedAddress = selected?.id ?? null;
    const totalPaise = lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0);
    const delivery = selected ? await checkPin(ctx.services.db, selected.pincode, totalPaise).catch(() => null) : null;
    const asked = ctx.query.get('payment') as PaymentMethod | null;
    const pm = asked === 'COD' && delivery && !delivery.cod ? null : asked;
    return {
      user: { username: user.username, mobileNo: user.mobileNo, email: user.email ?? '' },
      cartId,
      lines,
      totalPaise,
      delivery,
      addresses,
      selectedAddress,
      paymentMethod: pm && (PAYMENT_METHODS as readonly string[]).includes(pm) ? pm : 'UPI',
      ...buy,
      self: selfUrl(buy),
      idempotencyKey: randomUUID(),
      confirm: ctx.query.get('confirm'),
      whatsappOptIn: (await profileOf(ctx.services.db, user.id)).whatsappOptIn,
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
