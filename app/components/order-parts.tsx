import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/constants';
import { documentPath } from '../../domain/invoices/paths';
import { dateFormat } from '../../domain/i18n/format';
import type { Lang } from '../../domain/i18n/languages';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { paymentStateOf } from '../../domain/orders/payment-state';
import { lineName, type OrderAddress, type OrderView } from '../../domain/orders/views';
import { langOf } from '../../domain/translations/store';
import { useT } from '../framework/i18n';

export { DeliveryCharge, OrderTotals } from './order-totals';

// Pieces shared by the checkout, My Orders and the order pages.

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

export const orderDate = (iso: string, lang: Lang = 'en') => dateFormat(lang, DATE).format(new Date(iso));
export const orderTime = (iso: string, lang: Lang = 'en') => dateFormat(lang, TIME).format(new Date(iso));
export { orderRef } from '../../domain/order-ref';

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <span className={`order-badge order-badge-${status.toLowerCase()}`}>{t(status)}</span>;
}

/** How a payment's state reads after its method ("UPI · paid"; a cancelled order says what became of the money). */
export function PaymentState({ order }: { order: Pick<OrderView, 'paymentMethod' | 'paymentStatus' | 'status' | 'refunds'> }) {
  const t = useT();
  const method = t(PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod);
  const state = paymentStateOf(order);
  const css = state.replace(/[^a-z]+/gi, '-').toLowerCase();
  return (
    <span data-testid="payment-state">
      {method} · <span className={`pay-state pay-state-${css}`}>{t(state)}</span>
    </span>
  );
}

export function AddressBlock({ address }: { address: OrderAddress | null }) {
  const t = useT();
  if (!address) return <p className="text-muted">{t('Address not available')}</p>;
  return (
    <address className="not-italic">
      <strong>{address.name}</strong>, {address.mobile}
      <br />
      {address.address}, {address.locality}
      {address.landmark ? t(', near {landmark}', { landmark: address.landmark }) : ''}
      <br />
      {t(address.city)}, {t(address.state)} {address.pincode}
      {address.gstin && (
        <>
          <br />
          {address.businessName}, GSTIN <span data-testid="address-gstin">{address.gstin}</span>
        </>
      )}
    </address>
  );
}

/** Links to the order's GST invoice and credit note, for its customer (or, under /admin, for staff). */
export function OrderDocuments({ order, admin = false }: { order: Pick<OrderView, 'id' | 'documents'>; admin?: boolean }) {
  const t = useT();
  if (!order.documents.length) return null;
  return (
    <ul className="order-documents" data-testid="order-documents">
      {order.documents.map((d) => (
        <li key={d.kind}>
          <a href={(admin ? '/admin' : '') + documentPath(order.id, d.kind)} download>
            {t(d.kind === 'invoice' ? LABEL.taxInvoice : LABEL.creditNote)} {d.number} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

export function OrderItems({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <ul className="order-items">
      {order.lines.map((l) => (
        <li key={`${l.productId}-${l.pack}`} className="order-item">
          {l.images[0] ? <img src={l.images[0].url} alt="" width="56" height="56" loading="lazy" /> : <span className="order-item-noimg" />}
          <span className="order-item-title">
            <a href={`/product_details/${l.productId}`} lang={langOf(l, 'title')}>
              {lineName(l)}
            </a>
            <span className="text-muted">
              {' '}
              × {l.quantity} @ {formatInr(l.pricePaise)}
            </span>
            {l.batches.length > 0 && (
              <span className="order-item-batch text-muted" data-testid="order-batch">
                {t('Batch {batches}', { batches: l.batches.join(', ') })}
              </span>
            )}
          </span>
          <span className="order-item-total">{formatInr(l.pricePaise * l.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
