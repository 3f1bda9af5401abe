import { PAYMENT_METHOD_LABELS } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { sendOrderNotices } from '../../domain/orders/notices';
import { ordersIn } from '../../domain/orders/in-language';
import { requireOrder, type OrderView } from '../../domain/orders/views';
import { createPaymentOrder, offlineCheckout, verifyPayment } from '../../domain/payments/payments';
import { codAllowed } from '../../domain/payments/unpaid';
import { AddressBlock, OrderItems, OrderTotals, orderRef } from '../components/order-parts';
import { figuresOf } from '../components/order-totals';
import { useI18n } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { PaymentButton } from '../islands/payment-button';

// Pay an order placed with Card, Net Banking or UPI (SPEC.md §2 step 4, §4 Payment).

interface PayData {
  order: OrderView;
  provider: 'offline' | 'razorpay';
  user: { name: string; email: string; contact: string };
  /** Whether the order may switch to Cash on Delivery instead. */
  codAllowed: boolean;
}

export default definePage<PayData>({
  path: '/orders/:id/pay',
  access: 'customer',
  async load(ctx) {
    const [order] = await ordersIn(ctx.services.db, ctx.lang, [await requireOrder(ctx.services.db, ctx.user!.id, ctx.params.id)]);
    if (order.paymentMethod === 'COD' || order.paymentStatus === 'Paid' || order.status !== 'Pending')
      return redirect(`/orders/${order.id}`);
    const u = ctx.user!;
    return {
      order,
      provider: ctx.services.payments.name,
      user: { name: u.username, email: u.email ?? '', contact: u.mobileNo },
      codAllowed: await codAllowed(ctx.services.db, order),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Pay for order {ref}', { ref: orderRef(d.order.id) })} | Mitti Biotech`,
      description: t('Pay for your order.'),
      noindex: true,
    };
  },
  // Without JavaScript the offline provider's payment runs here on the server.
  async action(ctx) {
    const t = translatorFor(ctx.lang);
    const { db, payments } = ctx.services;
    const user = ctx.user!;
    const id = ctx.params.id;
    if (payments.name !== 'offline') return redirect(`/orders/${id}/pay`, { type: 'error', text: t(MSG.sdkNotLoaded('Razorpay')) });
    try {
      const po = await createPaymentOrder(db, payments, user.id, id);
      const proof = await offlineCheckout(db, payments, user.id, po.id, 'pay');
      if (!proof.status) return redirect(`/orders/${id}/pay`, { type: 'error', text: t(MSG.paymentFailed) });
      const { outcome, order, returned } = await verifyPayment(db, payments, user.id, proof);
      if (returned) {
        ctx.request.log.warn(
          { orderId: order.id, paymentId: returned.paymentId, outcome },
          'payment for a paid or cancelled order: given back',
        );
        return redirect(`/orders/${id}`, {
          type: 'error',
          text: t(MSG.paymentReturned(formatInr(returned.amountPaise), outcome === 'refunded')),
        });
      }
      if (outcome === 'paid') {
        const { mailError: err } = await sendOrderNotices(ctx.services, order.id);
        if (err) ctx.request.log.warn({ err, orderId: order.id }, 'order mail not sent; the outbox tries again');
      }
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return redirect(`/orders/${id}`, { type: 'error', text: t(e.message) });
    }
    return redirect(`/orders/${id}`, { type: 'success', text: t(MSG.paymentSuccess) });
  },
  Component: ({ data }) => <Pay {...data} />,
});

function Pay({ order, provider, user, codAllowed: cod }: PayData) {
  const { t } = useI18n();
  return (
    <div className="container-page order-page">
      <h1 className="page-title">{t('Pay for order {ref}', { ref: orderRef(order.id) })}</h1>
      <div className="checkout-grid">
        <section className="card checkout-step" aria-labelledby="pay-items">
          <h2 id="pay-items" className="checkout-step-title">
            {t('Your order')}
          </h2>
          <OrderItems order={order} />
          <h3 className="mt-4 font-bold">{t('Deliver to')}</h3>
          <AddressBlock address={order.address} />
        </section>
        <aside className="card checkout-aside" aria-labelledby="pay-total">
          <h2 id="pay-total" className="checkout-step-title">
            {t(PAYMENT_METHOD_LABELS[order.paymentMethod])}
          </h2>
          {order.paymentStatus === 'Failed' && <p className="form-error">{t(MSG.paymentFailed)}</p>}
          <OrderTotals {...figuresOf(order)} />
          <Island
            component={PaymentButton}
            props={{ orderId: order.id, amountText: formatInr(order.totalPaise), provider, prefill: user }}
          />
          {provider === 'razorpay' && (
            <noscript>
              <p className="field-hint">
                {t('Online payment needs JavaScript. You can also cancel this order and choose Cash on Delivery.')}
              </p>
            </noscript>
          )}
          {cod && (
            <form method="post" action={`/orders/${order.id}`} className="mt-2">
              <button type="submit" name="intent" value="switch-cod" className="btn btn-outline w-full">
                {t(LABEL.switchToCod)}
              </button>
            </form>
          )}
          <p className="field-hint">
            <a href={`/orders/${order.id}`}>{t('Pay later: view the order')}</a> · {t(LABEL.myOrders)}:{' '}
            <a href="/my_orders">{t('all orders')}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
