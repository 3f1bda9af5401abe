import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { MY_ORDERS_PER_PAGE } from '../../domain/constants';
import { pageAsked } from '../../domain/paging';
import { ordersIn } from '../../domain/orders/in-language';
import { lineName, listOrdersPage, type OrderView } from '../../domain/orders/views';
import { langOf } from '../../domain/translations/store';
import { AddressBlock, OrderStatusBadge, PaymentState, orderDate, orderRef } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage } from '../framework/page';
import { EmptyState } from '../components/empty-state';

// My Orders: the customer's orders, newest first, MY_ORDERS_PER_PAGE a page
// (SPEC.md §2 lists enquiries here; the shop lists orders, see
// docs/spec-deviations.md).

interface Data {
  orders: OrderView[];
  page: number;
  older: boolean;
}

export default definePage<Data>({
  path: '/my_orders',
  access: 'customer',
  async load(ctx) {
    const page = pageAsked(ctx.query.get('page'));
    const { orders, older } = await listOrdersPage(ctx.services.db, ctx.user!.id, page, MY_ORDERS_PER_PAGE);
    return { page, older, orders: await ordersIn(ctx.services.db, ctx.lang, orders) };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(LABEL.myOrders)} | Mitti Biotech`, description: t('Your orders at Mitti Biotech.'), noindex: true };
  },
  Component: ({ data }) => <MyOrders {...data} />,
});

/** Newer and older orders, a page at a time. */
function OrderPages({ page, older }: { page: number; older: boolean }) {
  const { t } = useI18n();
  if (page === 1 && !older) return null;
  return (
    <nav aria-label={t(LABEL.orderPages)} className="order-pages">
      {page > 1 ? <a href={page === 2 ? '/my_orders' : `/my_orders?page=${page - 1}`}>← {t(LABEL.newerOrders)}</a> : <span />}
      {older && <a href={`/my_orders?page=${page + 1}`}>{t(LABEL.olderOrders)} →</a>}
    </nav>
  );
}

function MyOrders({ orders, page, older }: Data) {
  const { t, lang } = useI18n();
  return (
    <div className="container-page order-page">
      <h1 className="page-title">{t(LABEL.myOrders)}</h1>
      {orders.length === 0 && page === 1 ? (
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
                  <li key={l.productId} lang={langOf(l, 'title')}>
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
      <OrderPages page={page} older={older} />
    </div>
  );
}
