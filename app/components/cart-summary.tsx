import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { DeliveryCharge } from './order-parts';

/** The price details box: Total Product Price, Delivery Charges (for the PIN code known, if any), Order Total. */
export function CartSummary({
  totalPaise,
  shippingPaise,
  count,
  placeOrderHref = '/checkout',
}: {
  totalPaise: number;
  shippingPaise: number | null;
  count: number;
  placeOrderHref?: string;
}) {
  const t = useT();
  return (
    <aside className="card price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title" className="price-details-title">
        {t('Price Details')}{' '}
        <span className="text-muted">({count === 1 ? t('{count} item', { count }) : t('{count} items', { count })})</span>
      </h2>
      <dl className="price-rows">
        <div>
          <dt>{t(LABEL.totalProductPrice)}</dt>
          <dd data-testid="total-product-price">{formatInr(totalPaise)}</dd>
        </div>
        <div>
          <dt>{t(LABEL.deliveryCharges)}</dt>
          <DeliveryCharge shippingPaise={shippingPaise} />
        </div>
        <div className="price-total">
          <dt>{t(LABEL.orderTotal)}</dt>
          <dd data-testid="order-total">{formatInr(totalPaise + (shippingPaise ?? 0))}</dd>
        </div>
      </dl>
      {placeOrderHref && (
        <a href={placeOrderHref} className="btn btn-accent w-full">
          {t(LABEL.placeOrder)}
        </a>
      )}
    </aside>
  );
}
