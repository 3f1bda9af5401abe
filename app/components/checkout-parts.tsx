import type { ReactNode } from 'react';
import type { Address } from '../../domain/addresses/addresses';
import { CART_QUANTITY_MAX, type PaymentMethod } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import type { OrderQuote } from '../../domain/orders/quote';
import type { ShownCoupon, ShownPromotion } from '../../domain/promotions/titles';
import { langOf, type Shown } from '../../domain/translations/store';
import { CHECKOUT_FORM } from '../forms/cart';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { ConfirmDelete } from '../islands/cart-confirm-delete';
import { LineDiscounts, LineTotal } from './cart-line';

// Pieces of the checkout page (app/routes/checkout.tsx): a numbered step, a
// line of the order summary and the delete button with its confirmation.

export { CHECKOUT_FORM };

/** The order as it would be placed now, to the address chosen: the very quote placing it repeats. */
export type CheckoutQuote = Omit<OrderQuote, 'lines'>;

/** A line to buy; its title in the page's language (`english` when it has none). */
export interface CheckoutLine extends Shown {
  /** Cart line id, or null for a Buy Now product that is not in the cart. */
  itemId: string | null;
  productId: string;
  variantId: string;
  pack: string;
  title: string;
  image: string;
  pricePaise: number;
  quantity: number;
  stock: number;
  /** What promotions take off the line (the quote's), named in the page's language. */
  discounts?: ShownPromotion[];
}

export interface CheckoutData {
  user: { username: string; mobileNo: string; email: string };
  /** The customer gets order updates on WhatsApp (the box beside Place your order). */
  whatsappOptIn?: boolean;
  cartId: string | null;
  /** The lines, each at the price of the quote (tier taken off). */
  lines: CheckoutLine[];
  /** Products, discount, delivery charge, total, packs, delivery date and Cash on Delivery to the chosen address. */
  quote: CheckoutQuote;
  /** The codes and offers the discount comes from, in the page's language; the coupon box's codes. */
  discountNames?: string;
  coupons?: ShownCoupon[];
  /** Saved addresses, newest first. */
  addresses: Address[];
  selectedAddress: string | null;
  paymentMethod: PaymentMethod;
  /** "On account" is offered: the customer is one of a company with credit (decision 040). */
  onAccount?: boolean;
  product: string | null;
  variant: string | null;
  qty: number;
  self: string;
  idempotencyKey: string;
  confirm: string | null;
}

export function Step({ n, title, children, id }: { n: number; title: string; children: ReactNode; id: string }) {
  const t = useT();
  return (
    <section className="card checkout-step" aria-labelledby={id}>
      <h2 id={id} className="checkout-step-title">
        <span className="checkout-step-number" aria-hidden="true">
          {n}
        </span>
        <span className="sr-only">{t('Step {n}:', { n }) + ' '}</span>
        {title}
      </h2>
      <div className="checkout-step-body">{children}</div>
    </section>
  );
}

export function CheckoutLineItem({ data, line: l }: { data: CheckoutData; line: CheckoutLine }) {
  const target = l.itemId ? `item:${l.itemId}` : `buynow:${l.productId}`;
  const id = l.itemId ?? `buynow-${l.productId}`;
  const t = useT();
  return (
    <li className="checkout-line" data-testid="checkout-line">
      {l.image ? <img src={l.image} alt="" width="64" height="64" /> : <span className="order-item-noimg" />}
      <div className="checkout-line-body">
        <p className="font-bold" lang={langOf(l, 'title')}>
          {l.title}
        </p>
        <p className="cart-line-pack">{l.pack}</p>
        <p className="text-muted">{t('{price} each', { price: formatInr(l.pricePaise) })}</p>
        <LineDiscounts parts={l.discounts ?? []} />
        {l.quantity > l.stock && <p className="field-error">{t(MSG.orderOutOfStock(l.title, l.stock))}</p>}
        <div className="checkout-line-actions">
          <div className="qty" role="group" aria-label={t('Quantity of {product}', { product: l.title })}>
            <button
              type="submit"
              form={CHECKOUT_FORM}
              name="intent"
              value={`decrement:${l.itemId ?? 'buynow'}`}
              formNoValidate
              className="qty-button"
              aria-label={t('Decrease quantity of {product}', { product: l.title })}
              disabled={!l.itemId && l.quantity <= 1}
            >
              −
            </button>
            <span className="qty-value" data-testid="checkout-quantity">
              {l.quantity}
            </span>
            <button
              type="submit"
              form={CHECKOUT_FORM}
              name="intent"
              value={`increment:${l.itemId ?? 'buynow'}`}
              formNoValidate
              className="qty-button"
              aria-label={t('Increase quantity of {product}', { product: l.title })}
              disabled={l.quantity >= Math.min(l.stock, CART_QUANTITY_MAX)}
            >
              +
            </button>
          </div>
          <DeleteButton
            data={data}
            target={target}
            label={t('Delete {product}', { product: l.title })}
            question={t(MSG.cartDeleteConfirm)}
            key={id}
          />
        </div>
      </div>
      <LineTotal
        className="checkout-line-total"
        grossPaise={l.pricePaise * l.quantity}
        discountPaise={(l.discounts ?? []).reduce((s, d) => s + d.amountPaise, 0)}
      />
    </li>
  );
}

/** Delete with a question first (dialog with JavaScript, a confirmation step without). */
export function DeleteButton({ data, target, label, question }: { data: CheckoutData; target: string; label: string; question: string }) {
  const t = useT();
  const fields: Record<string, string> = { target };
  if (data.product) fields.product = data.product;
  if (data.product && data.variant) fields.variant = data.variant;
  if (data.confirm === target) {
    return (
      <form method="post" action={data.self} className="inline-confirm" id="confirm">
        <span>{question}</span>
        <input type="hidden" name="target" value={target} />
        {data.product && <input type="hidden" name="product" value={data.product} />}
        {data.product && data.variant && <input type="hidden" name="variant" value={data.variant} />}
        <button type="submit" name="intent" value="delete" className="btn btn-primary btn-sm">
          {t('Delete')}
        </button>
        <a href={data.self} className="btn btn-outline btn-sm">
          {t('Cancel')}
        </a>
      </form>
    );
  }
  return (
    <Island
      component={ConfirmDelete}
      props={{ action: data.self, fields, question, label, text: t('Delete'), confirmText: t('Delete'), cancelText: t('Cancel') }}
    />
  );
}
