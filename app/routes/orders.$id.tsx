import { FREE_CANCELLATION_HOURS } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { LABEL, MSG } from '../../domain/messages';
import { cancelAndRefund } from '../../domain/payments/settle';
import { requireOrder, type OrderView } from '../../domain/orders/views';
import { buyAgain } from '../../domain/orders/buy-again';
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
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { orderCancelForm } from '../forms/orders';
import { ConfirmDelete } from '../islands/cart-confirm-delete';
import { OrderHistory, Shipment } from '../components/order-history';

// One of the customer's orders: what, where, how paid, its status, cancel, and buy again.

interface DetailData {
  order: OrderView;
  confirm: boolean;
  paid: boolean;
  /** An unpaid online order: when it will be cancelled, and whether it may switch to Cash on Delivery. */
  cancelAt: string | null;
  codAllowed: boolean;
}

export default definePage({
  path: '/orders/:id',
  access: 'customer',
  async load(ctx): Promise<DetailData> {
    const order = await requireOrder(ctx.services.db, ctx.user!.id, ctx.params.id);
    const cancelAt = unpaidCancelAt(order);
    return {
      order,
      confirm: ctx.query.get('confirm') === 'cancel',
      paid: ctx.query.get('paid') === '1' && order.paymentStatus === 'Paid',
      cancelAt,
      codAllowed: cancelAt !== null && (await codAllowed(ctx.services.db, order)),
    };
  },
  head: (d) => ({ title: `Order ${orderRef(d.order.id)} | Mitti Biotech`, description: 'Your order at Mitti Biotech.', noindex: true }),
  form: orderCancelForm,
  async action(ctx, form) {
    const id = ctx.params.id;
    if (form.intent === 'ask') return redirect(`/orders/${id}?confirm=cancel#confirm`);
    if (form.intent === 'buy-again') {
      const { added, missing } = await buyAgain(ctx.services.db, ctx.user!.id, id);
      if (!added) return redirect(`/orders/${id}`, { type: 'error', text: MSG.buyAgainNothing });
      return redirect(
        '/cart',
        missing.length ? { type: 'info', text: MSG.buyAgainPartly(missing) } : { type: 'success', text: MSG.buyAgainAdded },
      );
    }
    if (form.intent === 'switch-cod') {
      try {
        await switchToCod(ctx.services.db, ctx.user!.id, id);
      } catch (e) {
        if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
        return redirect(`/orders/${id}`, { type: 'error', text: e.message });
      }
      return redirect(`/orders/${id}`, { type: 'success', text: MSG.orderSwitchedToCod });
    }
    if (form.intent !== 'delete') return redirect(`/orders/${id}`);
    try {
      const { order, refundQueued } = await cancelAndRefund(ctx.services.db, ctx.services.payments, ctx.user!.id, id);
      if (refundQueued) ctx.request.log.warn({ orderId: order.id }, 'refund failed; queued and retried in the background');
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return redirect(`/orders/${id}`, { type: 'error', text: e.message });
    }
    return redirect(`/orders/${id}`, { type: 'success', text: MSG.orderCancelled });
  },
  Component: ({ data: { order, confirm, paid, cancelAt, codAllowed: cod } }) => {
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href="/my_orders">← {LABEL.myOrders}</a>
        </p>
        <h1 className="page-title">Order {orderRef(order.id)}</h1>
        {paid && (
          <p className="order-paid-note" role="status">
            {MSG.paymentSuccess}
          </p>
        )}
        <div className="checkout-grid">
          <section className="card checkout-step" aria-labelledby="order-items">
            <h2 id="order-items" className="checkout-step-title">
              Items
            </h2>
            <OrderItems order={order} />
            <OrderTotals productsPaise={order.totalPaise - order.shippingPaise} shippingPaise={order.shippingPaise} />
            <h2 className="checkout-step-title mt-6">History</h2>
            <OrderHistory history={order.history} />
          </section>
          <aside className="card checkout-aside order-facts" aria-labelledby="order-facts">
            <h2 id="order-facts" className="checkout-step-title">
              Details
            </h2>
            <dl>
              <div>
                <dt>Status</dt>
                <dd data-testid="order-status">
                  <OrderStatusBadge status={order.status} />
                </dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>
                  <PaymentState order={order} />
                </dd>
              </div>
              {order.carrier && (
                <div>
                  <dt>Shipment</dt>
                  <dd data-testid="order-shipment">
                    <Shipment order={order} />
                  </dd>
                </div>
              )}
              {order.refunds.map((f) => (
                <div key={f.paymentId}>
                  <dt>Refund</dt>
                  <dd>
                    {formatInr(f.amountPaise)} {f.status === 'refunded' ? 'refunded' : 'being refunded'} (within 7 business days)
                  </dd>
                </div>
              ))}
              <div>
                <dt>Placed</dt>
                <dd>{orderTime(order.createdAt)}</dd>
              </div>
              {order.deliveryDate && (
                <div>
                  <dt>Expected by</dt>
                  <dd>{orderDate(order.deliveryDate)}</dd>
                </div>
              )}
              <div>
                <dt>Deliver to</dt>
                <dd>
                  <AddressBlock address={order.address} />
                </dd>
              </div>
              {order.documents.length > 0 && (
                <div>
                  <dt>Tax documents</dt>
                  <dd>
                    <OrderDocuments order={order} />
                  </dd>
                </div>
              )}
            </dl>
            {cancelAt && (
              <div className="mt-4" data-testid="unpaid">
                <p className="field-hint">{MSG.unpaidWillCancel(orderTime(cancelAt))}</p>
                <a className="btn btn-accent w-full mt-2" href={`/orders/${order.id}/pay`}>
                  {order.paymentStatus === 'Failed' ? LABEL.payAgain : LABEL.payNow}
                </a>
                {cod && (
                  <form method="post" className="mt-2">
                    <button type="submit" name="intent" value="switch-cod" className="btn btn-outline w-full">
                      {LABEL.switchToCod}
                    </button>
                  </form>
                )}
              </div>
            )}
            <form method="post" className="mt-4">
              <button type="submit" name="intent" value="buy-again" className="btn btn-outline w-full">
                {LABEL.buyAgain}
              </button>
            </form>
            {order.cancelUntil && (
              <div className="mt-4">
                <p className="field-hint">
                  Free cancellation until {orderTime(order.cancelUntil)} ({FREE_CANCELLATION_HOURS} hours, before it ships).
                </p>
                {confirm ? (
                  <form method="post" id="confirm" className="inline-confirm">
                    <span>{MSG.orderCancelConfirm}</span>
                    <button type="submit" name="intent" value="delete" className="btn btn-primary btn-sm">
                      Cancel order
                    </button>
                    <a href={`/orders/${order.id}`} className="btn btn-outline btn-sm">
                      Keep it
                    </a>
                  </form>
                ) : (
                  <Island
                    component={ConfirmDelete}
                    props={{
                      action: `/orders/${order.id}`,
                      fields: { order: order.id },
                      question: MSG.orderCancelConfirm,
                      label: 'Cancel order',
                      text: 'Cancel order',
                      confirmText: 'Cancel order',
                      cancelText: 'Keep it',
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
