import { QUOTE_STATES, QUOTE_STATE_LABEL, QUOTE_STAFF_MSG, type QuoteState } from '../../domain/quotes/messages';
import { quoteFromLead } from '../../domain/quotes/request';
import { listQuotes, type QuoteListItem } from '../../domain/quotes/store';
import type { Paged } from '../../domain/paging';
import { DataTable } from '../components/admin/data-table';
import { AdminShell } from '../components/admin/shell';
import { orderRef } from '../components/order-parts';
import { definePage, redirect } from '../framework/page';

// Sales' quotes by state: the requests and revisions waiting for prices (the
// longest waiting first), those sent, accepted and withdrawn; and a lead of
// the enquiry forms (bulk, contract manufacturing) made into a request.

const WHAT: Record<QuoteState, string> = {
  requested: 'Waiting for prices',
  answered: 'Sent',
  revision: 'Revision asked',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

export default definePage({
  path: '/admin/quotes',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const asked = ctx.query.get('state') ?? 'requested';
    const state = (QUOTE_STATES as readonly string[]).includes(asked) ? (asked as QuoteState) : undefined;
    const quotes: Paged<QuoteListItem> = await listQuotes(ctx.services.db, state, Number(ctx.query.get('page') ?? 1));
    return { staff: ctx.staff!, path: ctx.path, state, quotes, lead: ctx.query.get('lead') ?? '' };
  },
  head: () => ({ title: 'Quotes | Back office', description: 'Quote requests and answers.', noindex: true }),
  async action(ctx, form) {
    const id = await quoteFromLead(ctx.services.db, ctx.staff!, form.lead ?? '');
    return redirect(`/admin/quotes/${id}`, { type: 'success', text: QUOTE_STAFF_MSG.fromLead });
  },
  Component: ({ data: { staff, path, state, quotes, lead }, action }) => (
    <AdminShell staff={staff} path={path} title="Quotes">
      <nav aria-label="Quote states" className="flex flex-wrap gap-2 mb-4">
        {QUOTE_STATES.map((s) => (
          <a key={s} href={`/admin/quotes?state=${s}`} aria-current={s === state ? 'page' : undefined} className="btn btn-outline btn-sm">
            {WHAT[s]}
          </a>
        ))}
        <a href="/admin/quotes?state=all" aria-current={!state ? 'page' : undefined} className="btn btn-outline btn-sm">
          All
        </a>
      </nav>
      <DataTable count={quotes.total} noun="quote" columns={['Quote', 'Buyer', 'State', 'Version', 'Order', 'Updated']}>
        {quotes.rows.map((q) => (
          <tr key={q.id} data-testid="quote-row">
            <td>
              <a href={`/admin/quotes/${q.id}`}>{q.number}</a>
            </td>
            <td>{q.buyer}</td>
            <td title={QUOTE_STATE_LABEL[q.state]}>{WHAT[q.state]}</td>
            <td>{q.currentVersion || '—'}</td>
            <td>{q.orderId ? <a href={`/admin/orders/${q.orderId}`}>{orderRef(q.orderId)}</a> : '—'}</td>
            <td>{q.updatedAt.slice(0, 16).replace('T', ' ')}</td>
          </tr>
        ))}
      </DataTable>
      <section className="card mt-4">
        <h2 className="section-title">From a lead</h2>
        <p className="admin-note">
          A bulk or contract manufacturing enquiry becomes a quote request for the customer account with the lead’s e-mail. Give the lead’s
          id (from its page in Leads).
        </p>
        <form method="post" className="admin-inline-form">
          <label htmlFor="f-lead">Lead id</label>
          <input id="f-lead" name="lead" className="input" defaultValue={action?.values?.lead ?? lead} required />
          <button type="submit" className="btn btn-primary btn-sm">
            Make a quote request
          </button>
        </form>
        {action?.toast && <p className="field-error">{action.toast.text}</p>}
      </section>
    </AdminShell>
  ),
});
