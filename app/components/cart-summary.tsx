import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';
import { FreeDeliveryLine } from './cart-coupon';
import { OrderTotals, PackCount } from './order-totals';

/**
 * The price details box: Total Product Price, the promotions' Discount,
 * Delivery Charges and Order Total, as the checkout will charge them (the
 * order quote for the address checkout starts with, or the PIN code asked
 * about), how many packs, and how far the order is from free delivery.
 */
export function CartSummary({
  totalPaise,
  discountPaise = 0,
  discountNames = '',
  shippingPaise,
  freeDelivery = null,
  count,
  deliverTo = null,
  placeOrderHref = '/checkout',
}: {
  /** The products, tiers taken off (before promotions). */
  totalPaise: number;
  discountPaise?: number;
  discountNames?: string;
  shippingPaise: number | null;
  /** How much more ships free, and from what amount (the zone's); null when not known. */
  freeDelivery?: { morePaise: number | null; thresholdPaise: number } | null;
  /** Packs in all (the checkout counts the same). */
  count: number;
  /** Where the delivery charge is for ("Bidar, Karnataka 585401"); null when no PIN is known. */
  deliverTo?: string | null;
  placeOrderHref?: string;
}) {
  const t = useT();
  return (
    <aside className="card price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title" className="price-details-title">
        {t('Price Details')}{' '}
        <span className="text-muted" data-testid="pack-count">
          (<PackCount count={count} />)
        </span>
      </h2>
      <OrderTotals
        productsPaise={totalPaise}
        discountPaise={discountPaise}
        discountNames={discountNames}
        shippingPaise={shippingPaise}
        look={{ rows: 'price-rows', total: 'price-total' }}
      />
      {freeDelivery && <FreeDeliveryLine {...freeDelivery} />}
      {deliverTo && (
        <p className="field-hint" data-testid="summary-deliver-to">
          {t('For delivery to {place}', { place: deliverTo })}
        </p>
      )}
      {placeOrderHref && (
        <a href={placeOrderHref} className="btn btn-accent w-full">
          {t(LABEL.placeOrder)}
        </a>
      )}
    </aside>
  );
}
