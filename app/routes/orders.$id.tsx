import { FREE_CANCELLATION_HOURS } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { cancelAndRefund } from '../../domain/payments/settle';
import { ordersIn } from '../../domain/orders/in-language';
import { requireOrder, type OrderView } from '../../domain/orders/views';
import { buyAgain } from '../../domain/orders/buy-again';
import { sendOrderNotices } from '../../domain/orders/notices';
import { cancelledText } from '../../domain/orders/payment-state';
import { codAllowed, switchToCod, unpaidCancelAt } from '../../domain/payments/unpaid';
import {
  AddressBlock,
  OrderDocuments,
  OrderItems,
  OrderStatusBadge,
  OrderTotals,
  PaymentState,
  orderDate,
  orderRef,
  orderTime,
} from '../components/order-parts';
import { figuresOf } from '../components/order-totals';
import { useI18n } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { orderCancelForm } from '../forms/orders';
import { ConfirmDelete } from '../islands/cart-confirm-delete';
import { OrderHistory, Shipment } from '../components/order-history';
import { CourierTimeline } from '../components/courier-timeline';
import { timelineOf, type TimelineEntry } from '../../domain/shipping/shipments';
import { returnableOf, returnsOfOrder } from '../../domain/returns/returns';
import { batchesWithCertificates } from '../../domain/catalog/certificates';
import { CertificateLinks } from '../components/certificate-links';

// One of the customer's orders: what, where, how paid, its status, cancel, and buy again.

interface DetailData {
  order: OrderView;
  confirm: boolean;
  paid: boolean;
  /** An unpaid online order: when it will be cancelled, and whether it may switch to Cash on Delivery. */
  cancelAt: string | null;
  codAllowed: boolean;
  /** The courier's scans of the parcel. */
  timeline: TimelineEntry[];
  /** The link to its returns page: its returns, or the request while packs can still go back. */
  returns: 'mine' | 'ask' | null;
  /** The batches of its packs that have a certificate of analysis. */
  certificates: string[];
}

export default definePage({
  path: '/orders/:id',
  access: 'customer',
  async load(ctx): Promise<DetailData> {
    const [order] = await ordersIn(ctx.services.db, ctx.lang, [await requireOrder(ctx.services.db, ctx.user!.id, ctx.params.id)]);
    const cancelAt = unpaidCancelAt(order);
    const returns = order.state === 'delivered' ? await returnsOfOrder(ctx.services.db, order) : [];
    const returnable = order.state === 'delivered' && (await returnableOf(ctx.services.db, order, returns)).reasons.length > 0;
    return {
      order,
      confirm: ctx.query.get('confirm') === 'cancel',
      // "Payment successful" only while the order stands: a cancelled one says where its money is.
      paid: ctx.query.get('paid') === '1' && order.paymentStatus === 'Paid' && order.status !== 'Cancelled',
      cancelAt,
      codAllowed: cancelAt !== null && (await codAllowed(ctx.services.db, order)),
      timeline: await timelineOf(ctx.services.db, order.id),
      returns: returns.length ? 'mine' : returnable ? 'ask' : null,
      certificates: await batchesWithCertificates(
        ctx.services.db,
        order.lines.flatMap((l) => l.batches),
      ),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Order')} ${orderRef(d.order.id)} | Mitti Biotech`,
      description: t('Your order at Mitti Biotech.'),
      noindex: true,
    };
  },
  form: orderCancelForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const id = ctx.params.id;
    if (form.intent === 'ask') return redirect(`/orders/${id}?confirm=cancel#confirm`);
    if (form.intent === 'buy-again') {
      const { added, missing } = await buyAgain(ctx.services.db, ctx.user!.id, id);
      if (!added) return redirect(`/orders/${id}`, { type: 'error', text: t(MSG.buyAgainNothing) });
      return redirect(
        '/cart',
        missing.length ? { type: 'info', text: t(MSG.buyAgainPartly(missing)) } : { type: 'success', text: t(MSG.buyAgainAdded) },
      );
    }
    if (form.intent === 'switch-cod') {
      try {
        await switchToCod(ctx.services.db, ctx.user!.id, id);
        await sendOrderNotices(ctx.services, id);
      } catch (e) {
        if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
        return redirect(`/orders/${id}`, { type: 'error', text: t(e.message) });
      }
      return redirect(`/orders/${id}`, { type: 'success', text: t(MSG.orderSwitchedToCod) });
    }
    if (form.intent !== 'delete') return redirect(`/orders/${id}`);
    let cancelled: OrderView;
    try {
      const { order, refundQueued } = await cancelAndRefund(ctx.services.db, ctx.services.payments, ctx.user!.id, id);
      if (refundQueued) ctx.request.log.warn({ orderId: order.id }, 'refund failed; queued and retried in the background');
      await sendOrderNotices(ctx.services, id);
      cancelled = order;
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return redirect(`/orders/${id}`, { type: 'error', text: t(e.message) });
    }
    return redirect(`/orders/${id}`, { type: 'success', text: t(cancelledText(cancelled)) });
  },
  Component: ({ data: { order, confirm, paid, cancelAt, codAllowed: cod, timeline, returns, certificates } }) => {
    const { t, lang } = useI18n();
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href="/my_orders">← {t(LABEL.myOrders)}</a>
        </p>
        <h1 className="page-title">
          {t('Order')} {orderRef(order.id)}
        </h1>
        {paid && (
          <p className="order-paid-note" role="status">
            {t(MSG.paymentSuccess)}
          </p>
        )}
        <div className="checkout-grid">
          <section className="card checkout-step" aria-labelledby="order-items">
            <h2 id="order-items" className="checkout-step-title">
              {t('Items')}
            </h2>
            <OrderItems order={order} />
            <OrderTotals {...figuresOf(order)} />
            <h2 className="checkout-step-title mt-6">{t('History')}</h2>
            <OrderHistory history={order.history} />
          </section>
          <aside className="card checkout-aside order-facts" aria-labelledby="order-facts">
            <h2 id="order-facts" className="checkout-step-title">
              {t('Details')}
            </h2>
            <dl>
              <div>
                <dt>{t('Status')}</dt>
                <dd data-testid="order-status">
                  <OrderStatusBadge status={order.status} />
                </dd>
              </div>
              <div>
                <dt>{t('Payment')}</dt>
                <dd>
                  <PaymentState order={order} />
                </dd>
              </div>
              {order.carrier && (
                <div>
                  <dt>{t('Shipment')}</dt>
                  <dd data-testid="order-shipment">
                    <Shipment order={order} />
                    <CourierTimeline entries={timeline} />
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('Delivery')}</dt>
                <dd>
                  <a href={`/orders/${order.id}/delivery`}>
                    {order.state === 'delivery_failed' ? t('Choose a new delivery date') : t('Track the parcel')}
                  </a>
                </dd>
              </div>
              {returns && (
                <div>
                  <dt>{t('Returns')}</dt>
                  <dd>
                    <a href={`/orders/${order.id}/return`} data-testid="order-return-link">
                      {returns === 'mine' ? t('Your returns') : t('Return or replace packs')}
                    </a>
                  </dd>
                </div>
              )}
              {order.refunds.map((f) => (
                <div key={f.paymentId}>
                  <dt>{t('Refund')}</dt>
                  <dd>
                    {f.status === 'refunded'
                      ? t('{amount} refunded (within 7 business days)', { amount: formatInr(f.amountPaise) })
                      : t('{amount} being refunded (within 7 business days)', { amount: formatInr(f.amountPaise) })}
                  </dd>
                </div>
              ))}
              <div>
                <dt>{t('Placed')}</dt>
                <dd>{orderTime(order.createdAt, lang)}</dd>
              </div>
              {order.deliveryDate && (
                <div>
                  <dt>{t('Expected by')}</dt>
                  <dd>{orderDate(order.deliveryDate, lang)}</dd>
                </div>
              )}
              <div>
                <dt>{t('Deliver to')}</dt>
                <dd>
                  <AddressBlock address={order.address} />
                </dd>
              </div>
              {order.documents.length > 0 && (
                <div>
                  <dt>{t('Tax documents')}</dt>
                  <dd>
                    <OrderDocuments order={order} />
                  </dd>
                </div>
              )}
              {certificates.length > 0 && (
                <div>
                  <dt>{t('Certificates of analysis')}</dt>
                  <dd>
                    <CertificateLinks batches={certificates} />
                  </dd>
                </div>
              )}
            </dl>
            {cancelAt && (
              <div className="mt-4" data-testid="unpaid">
                <p className="field-hint">{t(MSG.unpaidWillCancel(orderTime(cancelAt, lang)))}</p>
                <a className="btn btn-accent w-full mt-2" href={`/orders/${order.id}/pay`}>
                  {t(order.paymentStatus === 'Failed' ? LABEL.payAgain : LABEL.payNow)}
                </a>
                {cod && (
                  <form method="post" className="mt-2">
                    <button type="submit" name="intent" value="switch-cod" className="btn btn-outline w-full">
                      {t(LABEL.switchToCod)}
                    </button>
                  </form>
                )}
              </div>
            )}
            <form method="post" className="mt-4">
              <button type="submit" name="intent" value="buy-again" className="btn btn-outline w-full">
                {t(LABEL.buyAgain)}
              </button>
            </form>
            {order.cancelUntil && (
              <div className="mt-4">
                <p className="field-hint">
                  {t('Free cancellation until {time} ({hours} hours, before it ships).', {
                    time: orderTime(order.cancelUntil, lang),
                    hours: FREE_CANCELLATION_HOURS,
                  })}
                </p>
                {confirm ? (
                  <form method="post" id="confirm" className="inline-confirm">
                    <span>{t(MSG.orderCancelConfirm)}</span>
                    <button type="submit" name="intent" value="delete" className="btn btn-primary btn-sm">
                      {t('Cancel order')}
                    </button>
                    <a href={`/orders/${order.id}`} className="btn btn-outline btn-sm">
                      {t('Keep it')}
                    </a>
                  </form>
                ) : (
                  <Island
                    component={ConfirmDelete}
                    props={{
                      action: `/orders/${order.id}`,
                      fields: { order: order.id },
                      question: t(MSG.orderCancelConfirm),
                      label: t('Cancel order'),
                      text: t('Cancel order'),
                      confirmText: t('Cancel order'),
                      cancelText: t('Keep it'),
                    }}
                  />
                )}
              </div>
            )}
          </aside>
        </div>
      </div>
    );
  },
});
