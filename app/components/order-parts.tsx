import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/constants';
import { documentPath } from '../../domain/invoices/paths';
import { dateFormat } from '../../domain/i18n/format';
import type { Lang } from '../../domain/i18n/languages';
import { tk } from '../../domain/i18n/translate';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { lineName, type OrderAddress, type OrderView } from '../../domain/orders/views';
import { useT } from '../framework/i18n';

// Pieces shared by the checkout, My Orders and the order pages.

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

export const orderDate = (iso: string, lang: Lang = 'en') => dateFormat(lang, DATE).format(new Date(iso));
export const orderTime = (iso: string, lang: Lang = 'en') => dateFormat(lang, TIME).format(new Date(iso));
/** A short reference a customer can read out on the phone. */
export const orderRef = (id: string) => id.slice(-8).toUpperCase();

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <span className={`order-badge order-badge-${status.toLowerCase()}`}>{t(status)}</span>;
}

/** How a payment's state reads after its method ("UPI · paid"). */
const PAYMENT_STATE: Record<string, string> = {
  Unpaid: tk('unpaid'),
  Paid: tk('paid'),
  Failed: tk('failed'),
  Refunded: tk('refunded'),
  'Cash on Delivery': tk('pay on delivery'),
};

export function PaymentState({ order }: { order: Pick<OrderView, 'paymentMethod' | 'paymentStatus'> }) {
  const t = useT();
  const method = t(PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod);
  const state = t(PAYMENT_STATE[order.paymentStatus] ?? order.paymentStatus.toLowerCase());
  return (
    <span data-testid="payment-state">
      {method} · <span className={`pay-state pay-state-${order.paymentStatus.replace(/\s+/g, '-').toLowerCase()}`}>{state}</span>
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

/** The price rows of SPEC.md §2 (delivery shown free). */
/** The delivery charge: Free, an amount, or "by PIN code" while no PIN is known. */
export function DeliveryCharge({ shippingPaise }: { shippingPaise: number | null }) {
  const t = useT();
  return (
    <dd data-testid="delivery-charges" className={shippingPaise === 0 ? 'text-leaf' : undefined}>
      {shippingPaise === null ? t('By PIN code') : shippingPaise === 0 ? t('Free') : formatInr(shippingPaise)}
    </dd>
  );
}

/** Products, delivery charges (free, a charge, or unknown until a PIN code is known) and the order total. */
export function OrderTotals({
  productsPaise,
  shippingPaise,
  count,
}: {
  productsPaise: number;
  shippingPaise: number | null;
  count?: number;
}) {
  const t = useT();
  return (
    <dl className="order-totals">
      <div>
        <dt>
          {t(LABEL.totalProductPrice)}
          {count !== undefined && (
            <span className="text-muted"> ({count === 1 ? t('{count} item', { count }) : t('{count} items', { count })})</span>
          )}
        </dt>
        <dd>{formatInr(productsPaise)}</dd>
      </div>
      <div>
        <dt>{t(LABEL.deliveryCharges)}</dt>
        <DeliveryCharge shippingPaise={shippingPaise} />
      </div>
      <div className="order-totals-grand">
        <dt>{t(LABEL.orderTotal)}</dt>
        <dd data-testid="order-total">{formatInr(productsPaise + (shippingPaise ?? 0))}</dd>
      </div>
    </dl>
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
            <a href={`/product_details/${l.productId}`}>{lineName({ ...l, title: t(l.title) })}</a>
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
