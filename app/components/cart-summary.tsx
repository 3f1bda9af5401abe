import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';
import { OrderTotals, PackCount } from './order-totals';

/**
 * The price details box: Total Product Price, Delivery Charges and Order
 * Total, as the checkout will charge them (the order quote for the address
 * checkout starts with, or the PIN code asked about), and how many packs.
 */
export function CartSummary({
  totalPaise,
  shippingPaise,
  count,
  deliverTo = null,
  placeOrderHref = '/checkout',
}: {
  /** The products, tiers taken off. */
  totalPaise: number;
  shippingPaise: number | null;
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
      <OrderTotals productsPaise={totalPaise} shippingPaise={shippingPaise} look={{ rows: 'price-rows', total: 'price-total' }} />
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
