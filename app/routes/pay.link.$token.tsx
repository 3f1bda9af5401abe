import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatDate } from '../../domain/i18n/format';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import {
  draftForCustomer,
  linkPageView,
  PAY_LINK_MSG,
  payLinkOffline,
  settleFromCallback,
  type LinkPageView,
} from '../../domain/payments/draft-pay';
import { sendOrderNotices } from '../../domain/orders/notices';
import { AddressBlock } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage, redirect, type PageContext } from '../framework/page';

// A draft order's payment link (decision 037), for the customer it was
// written for: the order as it will be placed and one button to pay. With
// the offline provider the payment happens here; with Razorpay the button
// leads to Razorpay's page, which comes back here with the link's id and the
// payment is asked of Razorpay before anything changes.

/** After a payment settled: the order's page, told what happened. */
async function afterPayment(ctx: PageContext, settled: Awaited<ReturnType<typeof payLinkOffline>>, token: string) {
  const t = translatorFor(ctx.lang);
  if (settled.outcome === 'paid') {
    const { mailError } = await sendOrderNotices(ctx.services, settled.orderId);
    if (mailError) ctx.request.log.warn({ err: mailError, orderId: settled.orderId }, 'order mail not sent; the outbox tries again');
  }
  if (settled.outcome === 'paid' || settled.outcome === 'already')
    return redirect(`/orders/${settled.orderId}`, { type: 'success', text: t(PAY_LINK_MSG.paid) });
  ctx.request.log.warn({ token: token.slice(0, 6), reason: 'reason' in settled ? settled.reason : '' }, 'payment of a draft given back');
  return redirect(settled.orderId ? `/orders/${settled.orderId}` : `/pay/link/${token}`, {
    type: 'error',
    text: settled.orderId ? t(MSG.orderAlreadyPaid) : t(PAY_LINK_MSG.givenBack),
  });
}

export default definePage<LinkPageView>({
  path: '/pay/link/:token',
  access: 'customer',
  async load(ctx) {
    const deps = ctx.services;
    const token = ctx.params.token;
    let draft = await draftForCustomer(deps, ctx.user!.id, token);
    const linkId = ctx.query.get('razorpay_payment_link_id');
    if (linkId) {
      const [settled] = await settleFromCallback(deps, draft, linkId);
      if (settled) return afterPayment(ctx, settled, token);
      draft = await draftForCustomer(deps, ctx.user!.id, token);
    }
    return linkPageView(deps, draft, ctx.lang);
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('Your order from Mitti Biotech')} | Mitti Biotech`, description: t('Pay for your order.'), noindex: true };
  },
  async action(ctx) {
    const settled = await payLinkOffline(ctx.services, ctx.user!.id, ctx.params.token);
    return afterPayment(ctx, settled, ctx.params.token);
  },
  Component: ({ data }) => <PayLink view={data} />,
});

function PayLink({ view }: { view: LinkPageView }) {
  const { t, lang } = useI18n();
  const amount = formatInr(view.totalPaise);
  return (
    <div className="container-page order-page">
      <h1 className="page-title">{t('Your order from Mitti Biotech')}</h1>
      <div className="checkout-grid">
        <section className="card checkout-step" aria-labelledby="link-items">
          <h2 id="link-items" className="checkout-step-title">
            {t('Your order')}
          </h2>
          <ul className="order-items">
            {view.lines.map((l) => (
              <li key={`${l.productId}-${l.pack}`}>
                {t(l.title)} ({l.pack}) × {l.quantity} — {formatInr(l.unitPaise * l.quantity)}
              </li>
            ))}
          </ul>
          {view.address && (
            <>
              <h3 className="mt-4 font-bold">{t('Deliver to')}</h3>
              <AddressBlock address={{ ...view.address, _id: view.address.id }} />
            </>
          )}
        </section>
        <aside className="card checkout-aside" aria-labelledby="link-pay">
          <h2 id="link-pay" className="checkout-step-title">
            {t('Total with delivery: {amount}', { amount })}
          </h2>
          {view.status === 'open' && (
            <>
              {view.expiresAt && (
                <p className="field-hint">{t('This link works until {date}.', { date: formatDate(view.expiresAt, lang) })}</p>
              )}
              {view.providerUrl ? (
                <a href={view.providerUrl} className="btn btn-primary w-full" data-testid="pay-link">
                  {t('Pay {amount}', { amount })}
                </a>
              ) : (
                <form method="post">
                  <button type="submit" className="btn btn-primary w-full" data-testid="pay-link">
                    {t('Pay {amount}', { amount })}
                  </button>
                </form>
              )}
            </>
          )}
          {view.status === 'expired' && (
            <p className="form-error" role="alert">
              {t(PAY_LINK_MSG.expired)}
            </p>
          )}
          {view.status === 'closed' && <p className="form-error">{t(PAY_LINK_MSG.closed)}</p>}
          {view.status === 'paid' && view.orderId && (
            <p>
              {t(PAY_LINK_MSG.paid)} <a href={`/orders/${view.orderId}`}>{t('View order {ref}', { ref: orderRef(view.orderId) })}</a>
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
