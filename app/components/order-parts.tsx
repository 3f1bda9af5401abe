import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/constants';
import { documentPath } from '../../domain/invoices/paths';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { lineName, type OrderAddress, type OrderView } from '../../domain/orders/views';

// Pieces shared by the checkout, My Orders and the order pages.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
export const orderTime = (iso: string) => timeFormat.format(new Date(iso));
/** A short reference a customer can read out on the phone. */
export const orderRef = (id: string) => id.slice(-8).toUpperCase();

export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`order-badge order-badge-${status.toLowerCase()}`}>{status}</span>;
}

export function PaymentState({ order }: { order: Pick<OrderView, 'paymentMethod' | 'paymentStatus'> }) {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod;
  const state = order.paymentStatus === 'Cash on Delivery' ? 'pay on delivery' : order.paymentStatus.toLowerCase();
  return (
    <span data-testid="payment-state">
      {method} · <span className={`pay-state pay-state-${order.paymentStatus.replace(/\s+/g, '-').toLowerCase()}`}>{state}</span>
    </span>
  );
}

export function AddressBlock({ address }: { address: OrderAddress | null }) {
  if (!address) return <p className="text-muted">Address not available</p>;
  return (
    <address className="not-italic">
      <strong>{address.name}</strong>, {address.mobile}
      <br />
      {address.address}, {address.locality}
      {address.landmark ? `, near ${address.landmark}` : ''}
      <br />
      {address.city}, {address.state} {address.pincode}
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
  if (!order.documents.length) return null;
  return (
    <ul className="order-documents" data-testid="order-documents">
      {order.documents.map((d) => (
        <li key={d.kind}>
          <a href={(admin ? '/admin' : '') + documentPath(order.id, d.kind)} download>
            {d.kind === 'invoice' ? LABEL.taxInvoice : LABEL.creditNote} {d.number} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The price rows of SPEC.md §2 (delivery shown free). */
/** The delivery charge: Free, an amount, or "by PIN code" while no PIN is known. */
export function DeliveryCharge({ shippingPaise }: { shippingPaise: number | null }) {
  return (
    <dd data-testid="delivery-charges" className={shippingPaise === 0 ? 'text-leaf' : undefined}>
      {shippingPaise === null ? 'By PIN code' : shippingPaise === 0 ? 'Free' : formatInr(shippingPaise)}
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
  return (
    <dl className="order-totals">
      <div>
        <dt>
          {LABEL.totalProductPrice}
          {count !== undefined && (
            <span className="text-muted">
              {' '}
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          )}
        </dt>
        <dd>{formatInr(productsPaise)}</dd>
      </div>
      <div>
        <dt>{LABEL.deliveryCharges}</dt>
        <DeliveryCharge shippingPaise={shippingPaise} />
      </div>
      <div className="order-totals-grand">
        <dt>{LABEL.orderTotal}</dt>
        <dd data-testid="order-total">{formatInr(productsPaise + (shippingPaise ?? 0))}</dd>
      </div>
    </dl>
  );
}

export function OrderItems({ order }: { order: OrderView }) {
  return (
    <ul className="order-items">
      {order.lines.map((l) => (
        <li key={`${l.productId}-${l.pack}`} className="order-item">
          {l.images[0] ? <img src={l.images[0].url} alt="" width="56" height="56" loading="lazy" /> : <span className="order-item-noimg" />}
          <span className="order-item-title">
            <a href={`/product_details/${l.productId}`}>{lineName(l)}</a>
            <span className="text-muted">
              {' '}
              × {l.quantity} @ {formatInr(l.pricePaise)}
            </span>
            {l.batches.length > 0 && (
              <span className="order-item-batch text-muted" data-testid="order-batch">
                Batch {l.batches.join(', ')}
              </span>
            )}
          </span>
          <span className="order-item-total">{formatInr(l.pricePaise * l.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
