import { DELIVERY_CHARGE_PAISE } from '../../domain/constants';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';

/** The price details box: Total Product Price, Delivery Charges (free), Order Total. */
export function CartSummary({
  totalPaise,
  count,
  placeOrderHref = '/checkout',
}: {
  totalPaise: number;
  count: number;
  placeOrderHref?: string;
}) {
  return (
    <aside className="card price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title" className="price-details-title">
        Price Details{' '}
        <span className="text-muted">
          ({count} {count === 1 ? 'item' : 'items'})
        </span>
      </h2>
      <dl className="price-rows">
        <div>
          <dt>{LABEL.totalProductPrice}</dt>
          <dd data-testid="total-product-price">{formatInr(totalPaise)}</dd>
        </div>
        <div>
          <dt>{LABEL.deliveryCharges}</dt>
          <dd data-testid="delivery-charges" className="text-leaf">
            {DELIVERY_CHARGE_PAISE === 0 ? 'Free' : formatInr(DELIVERY_CHARGE_PAISE)}
          </dd>
        </div>
        <div className="price-total">
          <dt>{LABEL.orderTotal}</dt>
          <dd data-testid="order-total">{formatInr(totalPaise + DELIVERY_CHARGE_PAISE)}</dd>
        </div>
      </dl>
      {placeOrderHref && (
        <a href={placeOrderHref} className="btn btn-accent w-full">
          {LABEL.placeOrder}
        </a>
      )}
    </aside>
  );
}
