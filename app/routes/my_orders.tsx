import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { lineName, listOrders, type OrderView } from '../../domain/orders/views';
import { AddressBlock, OrderStatusBadge, PaymentState, orderDate, orderRef } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage } from '../framework/page';
import { EmptyState } from '../components/empty-state';

// My Orders: the customer's orders, newest first (SPEC.md §2 lists enquiries
// here; the shop lists orders, see docs/spec-deviations.md).

export default definePage<{ orders: OrderView[] }>({
  path: '/my_orders',
  access: 'customer',
  load: async (ctx) => ({ orders: await listOrders(ctx.services.db, ctx.user!.id) }),
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('My Orders')} | Mitti Biotech`, description: t('Your orders at Mitti Biotech.'), noindex: true };
  },
  Component: ({ data: { orders } }) => <MyOrders orders={orders} />,
});

function MyOrders({ orders }: { orders: OrderView[] }) {
  const { t, lang } = useI18n();
  return (
    <div className="container-page order-page">
      <h1 className="page-title">{t(LABEL.myOrders)}</h1>
      {orders.length === 0 ? (
        <EmptyState text={t('You have not ordered anything yet.')} />
      ) : (
        <ul className="order-list">
          {orders.map((o) => (
            <li key={o.id} className="card order-card" data-testid="order-card">
              <div className="order-card-head">
                <h2 className="order-card-title">
                  <a href={`/orders/${o.id}`}>
                    {t('Order')} {orderRef(o.id)}
                  </a>
                </h2>
                <OrderStatusBadge status={o.status} />
              </div>
              <p className="text-muted">
                {t('Placed {date}', { date: orderDate(o.createdAt, lang) })}
                {o.deliveryDate && o.status !== 'Delivered'
                  ? ` · ${t('expected by {date}', { date: orderDate(o.deliveryDate, lang) })}`
                  : ''}
              </p>
              <ul className="order-card-items">
                {o.lines.map((l) => (
                  <li key={l.productId}>
                    {lineName(l)} × {l.quantity}
                  </li>
                ))}
              </ul>
              <div className="order-card-foot">
                <p>
                  <strong data-testid="order-card-total">{formatInr(o.totalPaise)}</strong> · <PaymentState order={o} />
                </p>
                <div className="text-sm">
                  <AddressBlock address={o.address} />
                </div>
                <div className="order-card-actions">
                  <a
                    className="btn btn-outline btn-sm"
                    href={`/orders/${o.id}`}
                    aria-label={t('View order {ref}', { ref: orderRef(o.id) })}
                  >
                    {t('View order')}
                  </a>
                  {o.paymentMethod !== 'COD' && o.status === 'Pending' && o.paymentStatus !== 'Paid' && (
                    <a
                      className="btn btn-accent btn-sm"
                      href={`/orders/${o.id}/pay`}
                      aria-label={t('Pay Now for order {ref}', { ref: orderRef(o.id) })}
                    >
                      {t(LABEL.payNow)}
                    </a>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
