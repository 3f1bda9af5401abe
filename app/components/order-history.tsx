import type { OrderView } from '../../domain/orders/views';
import { useI18n } from '../framework/i18n';
import { rich } from '../ui/rich';
import { orderTime } from './order-parts';

/** Every change of an order's status, oldest first: the customer's order page and the back office show it (staff see who made each). */
export function OrderHistory({ history, actors = false }: { history: OrderView['history']; actors?: boolean }) {
  const { t, lang } = useI18n();
  if (!history.length) return null;
  return (
    <ol className="order-history">
      {history.map((h, i) => (
        <li key={i}>
          <time dateTime={h.at}>{orderTime(h.at, lang)}</time> <strong>{t(h.status)}</strong>
          {/* A note that only repeats the status ("Confirmed: Confirmed") is not said twice. */}
          {h.note && t(h.note) !== t(h.status) ? `: ${t(h.note)}` : ''}
          {actors && <span className="text-sm text-muted"> ({h.actor})</span>}
        </li>
      ))}
    </ol>
  );
}

/** The carrier and tracking number of a shipped order, linked where the carrier has a tracking page. */
export function Shipment({ order }: { order: Pick<OrderView, 'carrier' | 'trackingNumber' | 'trackingUrl'> }) {
  const t = useI18n().t;
  if (!order.carrier || !order.trackingNumber) return null;
  return (
    <span className="order-shipment">
      {rich(t('{carrier}, tracking number {number}'), {
        carrier: order.carrier,
        number: order.trackingUrl ? (
          <a href={order.trackingUrl} rel="noopener noreferrer" target="_blank">
            {order.trackingNumber}
          </a>
        ) : (
          <strong>{order.trackingNumber}</strong>
        ),
      })}
    </span>
  );
}
