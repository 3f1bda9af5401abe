import { getAddress } from '../../domain/addresses/addresses';
import { onAccountOffered } from '../../domain/credit/company';
import { ON_ACCOUNT, placeCompanyOrder } from '../../domain/credit/placing';
import { badRequest } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import { cancelDraft, placeDraftCod, sendPaymentLink } from '../../domain/payments/draft-links';
import { customerForDraft, draftLines, linkExpired, quoteDraft, requireDraft } from '../../domain/orders/drafts';
import { sendOrderNotices } from '../../domain/orders/notices';
import { QuoteLines } from '../components/admin/quote-lines';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage, redirect } from '../framework/page';

// One draft order in the back office (decision 037): what it holds and costs
// now, and its way on — send the customer a payment link (again, once a link
// has expired), make it Cash on Delivery where the zone allows, place it On
// account for a member of a company with credit, or cancel it. Cash on
// Delivery and On account go through the company's placement (decision 040),
// as at checkout: a company buyer's order above the approval limit waits for
// the company's approver, an order on account beyond the credit left for staff.

/** Why staff cannot place this draft on account (English: the back office's language). */
const NO_CREDIT = 'On account is only for a member of a company with a credit limit: send a payment link or place it Cash on Delivery.';

export default definePage({
  path: '/admin/orders/drafts/:id',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const draft = await requireDraft(db, ctx.params.id);
    const customer = (await customerForDraft(db, draft.user_id))!;
    const address = await getAddress(db, draft.user_id, draft.address_id);
    const quote = await quoteDraft(db, draft.user_id, address?.pincode ?? '', draftLines(draft));
    const onAccount = await onAccountOffered(db, draft.user_id);
    return { staff: ctx.staff!, path: ctx.path, draft, customer, address, quote, expired: linkExpired(draft), onAccount };
  },
  head: (d) => ({ title: `Draft ${orderRef(d.draft.id)} | Back office`, description: 'A draft order.', noindex: true }),
  async action(ctx, form) {
    const id = ctx.params.id;
    const deps = ctx.services;
    if (form.intent === 'link') {
      const sent = await sendPaymentLink(deps, ctx.staff!, id);
      return redirect(`/admin/orders/drafts/${id}`, {
        type: 'success',
        text: `Payment link for ${formatInr(sent.totalPaise)} sent to the customer (${sent.queued} message${sent.queued === 1 ? '' : 's'}).`,
      });
    }
    if (form.intent === 'cod' || form.intent === 'account') {
      const paymentMethod = form.intent === 'cod' ? 'COD' : ON_ACCOUNT;
      if (paymentMethod === ON_ACCOUNT && !(await onAccountOffered(deps.db, (await requireDraft(deps.db, id)).user_id))) {
        throw badRequest(NO_CREDIT, 'intent');
      }
      const { orderId, state } = await placeDraftCod(deps, ctx.staff!, id, { paymentMethod, placement: placeCompanyOrder });
      const { mailError } = await sendOrderNotices(ctx.services, orderId);
      if (mailError) ctx.request.log.warn({ err: mailError, orderId }, 'order mail not sent; the outbox tries again');
      const placed = paymentMethod === 'COD' ? 'Placed as Cash on Delivery' : 'Placed on account';
      const text =
        state === 'awaiting_approval'
          ? `${placed}; it waits for the company’s approver (above the company’s approval limit).`
          : state === 'awaiting_staff_approval'
            ? `${placed}; it waits for staff approval (beyond the company’s credit, or an invoice is overdue).`
            : `${placed}.`;
      return redirect(`/admin/orders/${orderId}`, { type: state.startsWith('awaiting_') ? 'info' : 'success', text });
    }
    if (form.intent === 'cancel') {
      await cancelDraft(deps, ctx.staff!, id);
      return redirect(`/admin/orders/drafts/${id}`, { type: 'success', text: 'Draft cancelled; its link no longer works.' });
    }
    return redirect(`/admin/orders/drafts/${id}`);
  },
  Component: ({ data: { staff, path, draft, customer, address, quote, expired, onAccount } }) => {
    const open = ['draft', 'link_sent', 'expired', 'refunded'].includes(draft.status);
    return (
      <AdminShell staff={staff} path={path} title={`Draft order ${orderRef(draft.id)}`}>
        <section className="card admin-card">
          <p>
            <strong data-testid="draft-status">
              {expired && draft.status === 'link_sent' ? 'link expired' : draft.status.replace('_', ' ')}
            </strong>{' '}
            · for {customer.name} · {customer.email ?? 'no e-mail'} · {customer.mobile} · reads {customer.lang}
          </p>
          {address && (
            <p>
              Deliver to {address.name}, {address.address}, {address.locality}, {address.city}, {address.state} {address.pincode}
            </p>
          )}
          <QuoteLines quote={quote} />
          <p>
            Today’s total <strong data-testid="draft-total">{formatInr(quote.totalPaise)}</strong> (delivery{' '}
            {formatInr(quote.shippingPaise ?? 0)}
            {quote.discountPaise > 0 && <>, discount −{formatInr(quote.discountPaise)}</>}); the link asks for{' '}
            {formatInr(Number(draft.total_paise))}. Cash on Delivery: {quote.cod ? 'allowed' : `not allowed (${quote.codReason ?? ''})`}. On
            account: {onAccount ? 'allowed (a member of a company with credit)' : 'not allowed (no company credit)'}.
          </p>
          {draft.link_url && (
            <p>
              Link: <code data-testid="draft-link">{draft.link_url}</code>, works until{' '}
              {draft.link_expires_at ? orderTime(draft.link_expires_at) : ''}
            </p>
          )}
          {draft.problem && (
            <p className="form-error" role="alert">
              {draft.problem}
            </p>
          )}
          {draft.order_id && (
            <p>
              Order: <a href={`/admin/orders/${draft.order_id}`}>{orderRef(draft.order_id)}</a>
            </p>
          )}
          {open && (
            <form method="post" className="admin-actions">
              <button type="submit" name="intent" value="link" className="btn btn-primary">
                {draft.status === 'draft' ? 'Send payment link' : 'Send a new payment link'}
              </button>{' '}
              {quote.cod && (
                <button type="submit" name="intent" value="cod" className="btn btn-outline">
                  Cash on Delivery: place it now
                </button>
              )}{' '}
              {onAccount && (
                <button type="submit" name="intent" value="account" className="btn btn-outline" data-testid="draft-on-account">
                  On account: place it now
                </button>
              )}{' '}
              <button type="submit" name="intent" value="cancel" className="btn btn-outline btn-danger">
                Cancel the draft
              </button>
            </form>
          )}
        </section>
        <p>
          <a href="/admin/orders/new">New order for a customer</a> · <a href="/admin/outbox">Outbox</a>
        </p>
      </AdminShell>
    );
  },
});
