import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';

// The price rows of SPEC.md §2 (Total Product Price, Delivery Charges, Order
// Total), with the promotions' Discount between them when there is one,
// shared by the cart, the checkout's price box (an island: nothing here may
// reach the server's code), the pay page and the order pages. Each amount
// carries its paise in data-paise, so a test reads the very figure.

/** How many packs, said as packs: the cart and the checkout count the same thing. */
export function PackCount({ count }: { count: number }) {
  const t = useT();
  return <>{t('{count, plural, one {# pack} other {# packs}}', { count })}</>;
}

/** The delivery charge: Free, an amount, or "by PIN code" while no PIN is known. */
export function DeliveryCharge({ shippingPaise }: { shippingPaise: number | null }) {
  const t = useT();
  return (
    <dd data-testid="delivery-charges" data-paise={shippingPaise ?? undefined} className={shippingPaise === 0 ? 'text-leaf' : undefined}>
      {shippingPaise === null ? t('By PIN code') : shippingPaise === 0 ? t('Free') : formatInr(shippingPaise)}
    </dd>
  );
}

/** An order's rows as stored: the products before the discount, the discount and the codes that gave it, the delivery charge. */
export const figuresOf = (order: {
  totalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  promotions: { code: string | null; title: string }[];
}) => ({
  productsPaise: order.totalPaise - order.shippingPaise + order.discountPaise,
  discountPaise: order.discountPaise,
  discountNames: order.promotions.flatMap((p) => (p.code ? [p.code] : [])).join(', '),
  shippingPaise: order.shippingPaise,
});

/** Products (and how many packs), the discount, delivery charges (free, a charge, or unknown until a PIN code is known) and the order total. */
export function OrderTotals({
  productsPaise,
  discountPaise = 0,
  discountNames = '',
  shippingPaise,
  count,
  look = { rows: 'order-totals', total: 'order-totals-grand' },
}: {
  /** Before the discount. */
  productsPaise: number;
  discountPaise?: number;
  /** The codes and offers that gave it ("KHARIF10, Kharif sale"), in the page's language. */
  discountNames?: string;
  shippingPaise: number | null;
  /** Packs in all. */
  count?: number;
  /** The list's and the total row's classes (the cart's price box has its own look). */
  look?: { rows: string; total: string };
}) {
  const t = useT();
  const total = productsPaise - discountPaise + (shippingPaise ?? 0);
  return (
    <dl className={look.rows}>
      <div>
        <dt>
          {t(LABEL.totalProductPrice)}
          {count !== undefined && (
            <span className="text-muted" data-testid="pack-count">
              {' ('}
              <PackCount count={count} />)
            </span>
          )}
        </dt>
        <dd data-testid="total-product-price" data-paise={productsPaise}>
          {formatInr(productsPaise)}
        </dd>
      </div>
      {discountPaise > 0 && (
        <div className="order-totals-discount">
          <dt>
            {t('Discount')}
            {discountNames && <span className="text-muted"> ({discountNames})</span>}
          </dt>
          <dd data-testid="discount" data-paise={discountPaise} className="text-leaf">
            −{formatInr(discountPaise)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t(LABEL.deliveryCharges)}</dt>
        <DeliveryCharge shippingPaise={shippingPaise} />
      </div>
      <div className={look.total}>
        <dt>{t(LABEL.orderTotal)}</dt>
        <dd data-testid="order-total" data-paise={total}>
          {formatInr(total)}
        </dd>
      </div>
    </dl>
  );
}
