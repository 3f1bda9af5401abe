import { answerApproval, waitingForApproval, type HeldOrder } from '../../domain/credit/approvals';
import { memberCompany, mayApprove } from '../../domain/credit/company';
import { CREDIT_MSG } from '../../domain/credit/texts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import { sendOrderNotices } from '../../domain/orders/notices';
import { formSchema } from '../framework/form';
import { useI18n } from '../framework/i18n';
import { definePage, pageNotFound, redirect } from '../framework/page';

// A company's approver or admin: the orders of its buyers above the
// company's approval limit, each approved (placed, or on to the shop for
// credit) or rejected (cancelled, its stock back on sale). Decision 040.

export default definePage<{ company: string; orders: HeldOrder[] }>({
  path: '/account/approvals',
  access: 'customer',
  async load(ctx) {
    const c = await memberCompany(ctx.services.db, ctx.user!.id);
    // Only a company's approvers and admins have this page.
    if (!c || !mayApprove(c)) throw pageNotFound();
    return { company: c.legalName, orders: await waitingForApproval(ctx.services.db, ctx.user!.id) };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Orders to approve')} | Mitti Biotech`,
      description: t('Orders of your company waiting for approval.'),
      noindex: true,
    };
  },
  form: formSchema(['intent', 'order'] as const),
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    // Only the two buttons answer: anything else posted changes nothing.
    if (form.intent !== 'approve' && form.intent !== 'reject') return redirect('/account/approvals');
    const approve = form.intent === 'approve';
    await answerApproval(ctx.services.db, ctx.user!.id, form.order, approve);
    const { mailError } = await sendOrderNotices(ctx.services, form.order);
    if (mailError) ctx.request.log.warn({ err: mailError, orderId: form.order }, 'order mail not sent; the outbox tries again');
    return redirect('/account/approvals', { type: 'success', text: t(approve ? CREDIT_MSG.approved : CREDIT_MSG.rejected) });
  },
  Component: ({ data }) => <Approvals {...data} />,
});

function Approvals({ company, orders }: { company: string; orders: HeldOrder[] }) {
  const { t } = useI18n();
  return (
    <div className="container-page narrow-page">
      <h1 className="page-title">{t('Orders to approve')}</h1>
      <p>{company}</p>
      {orders.length === 0 ? (
        <p className="empty-state">{t('No order is waiting for approval.')}</p>
      ) : (
        <ul className="approval-list">
          {orders.map((o) => (
            <li key={o.orderId} className="card" data-order={o.orderId}>
              <p>
                <a href={`/orders/${o.orderId}`}>{orderRef(o.orderId)}</a> · {o.buyer} · <strong>{formatInr(o.totalPaise)}</strong> ·{' '}
                {t(o.paymentMethod)}
              </p>
              <form method="post" className="inline-form">
                <input type="hidden" name="order" value={o.orderId} />
                <button type="submit" name="intent" value="approve" className="btn btn-primary">
                  {t('Approve')}
                </button>{' '}
                <button type="submit" name="intent" value="reject" className="btn btn-secondary">
                  {t('Reject')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/account/statement">{t('Statement of account')}</a>
      </p>
    </div>
  );
}
