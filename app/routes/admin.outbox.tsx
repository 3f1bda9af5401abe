import { orderSenders } from '../../domain/orders/notices';
import { deliverDue } from '../../domain/outbox/outbox';
import {
  OUTBOX_CHANNELS,
  OUTBOX_MSG,
  OUTBOX_STATUSES,
  cleanOutboxFilters,
  listOutbox,
  resendMessage,
  type OutboxEntry,
  type OutboxFilters,
} from '../../domain/outbox/staff';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { Pager } from '../components/admin/pager';
import { SelectField } from '../components/admin/select-field';
import { orderRef, orderTime } from '../components/order-parts';
import { formSchema } from '../framework/form';
import { definePage, redirect } from '../framework/page';

// The outbox for owner and sales: every message an order change caused, how
// its sending went, and a resend for a failed or sent one (audited).

const resendForm = formSchema(['intent', 'id']);
const CHANNEL = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' } as const;

function Filters({ f, counts }: { f: OutboxFilters; counts: Record<string, number> }) {
  return (
    <form method="get" className="card admin-card admin-filters" aria-label="Filter messages">
      <div className="field">
        <label htmlFor="f-q">Order, e-mail or mobile</label>
        <input id="f-q" name="q" type="search" defaultValue={f.q ?? ''} />
      </div>
      <SelectField
        any
        name="status"
        label="Status"
        options={OUTBOX_STATUSES.map((s) => ({ value: s, label: `${s} (${counts[s]})` }))}
        value={f.status}
      />
      <SelectField
        any
        name="channel"
        label="Channel"
        options={OUTBOX_CHANNELS.map((c) => ({ value: c, label: CHANNEL[c] }))}
        value={f.channel}
      />
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <a href="/admin/outbox" className="btn btn-outline">
          Clear
        </a>
      </div>
    </form>
  );
}

/** How the sending went, in a few words. */
function State({ m }: { m: OutboxEntry }) {
  if (m.status === 'sent') return <>sent {m.sentAt ? orderTime(m.sentAt) : ''}</>;
  if (m.status === 'failed')
    return (
      <>
        <strong>failed</strong> after {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}
      </>
    );
  if (m.status === 'sending') return <>sending now</>;
  return <>{m.attempts ? `waiting: try ${m.attempts + 1} at ${orderTime(m.nextAttemptAt)}` : 'waiting'}</>;
}

export default definePage({
  path: '/admin/outbox',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const filters = cleanOutboxFilters(Object.fromEntries(ctx.query));
    return {
      staff: ctx.staff!,
      path: ctx.path,
      filters,
      query: ctx.query.toString(),
      ...(await listOutbox(ctx.services.db, filters, ctx.services.config.PUBLIC_URL)),
    };
  },
  head: () => ({
    title: 'Outbox | Back office',
    description: 'Messages to customers and staff, and how their sending went.',
    noindex: true,
  }),
  form: resendForm,
  async action(ctx, form) {
    if (form.intent !== 'resend') return redirect('/admin/outbox');
    const id = await resendMessage(ctx.services.db, ctx.staff!, form.id);
    // Tried at once; what fails waits for the worker's retry like any other message.
    await deliverDue(orderSenders(ctx.services), { id });
    return redirect(`/admin/outbox?${ctx.query.toString()}`, { type: 'success', text: OUTBOX_MSG.resent });
  },
  Component: ({ data: { staff, path, filters, query, rows, total, pages, counts }, action }) => (
    <AdminShell staff={staff} path={path} title="Outbox">
      <p>
        Every message an order’s change sends — e-mail, WhatsApp or SMS — waits here until it goes; a failed one is tried again with longer
        and longer waits, eight times at most.
      </p>
      <Filters f={filters} counts={counts} />
      <FormAlert action={action} />
      <DataTable count={total} noun="message" columns={['Queued', 'Order', 'To', 'Message', 'State', '']}>
        {rows.map((m) => (
          <tr key={m.id}>
            <td>{orderTime(m.createdAt)}</td>
            <td>{m.orderId ? <a href={`/admin/orders/${m.orderId}`}>{orderRef(m.orderId)}</a> : '—'}</td>
            <td>
              {CHANNEL[m.channel as keyof typeof CHANNEL] ?? m.channel} to {m.recipientKind === 'staff' ? 'staff' : 'customer'}
              <br />
              <span className="text-sm text-muted">
                {m.to} ({m.lang})
              </span>
            </td>
            <td>
              <details>
                <summary>{m.subject ?? m.topic}</summary>
                <p className="whitespace-pre-line break-all text-sm">{m.body}</p>
              </details>
              {m.resentFrom && <span className="text-sm text-muted">a resend</span>}
            </td>
            <td>
              <State m={m} />
              {m.lastError && <p className="text-sm text-muted">{m.lastError}</p>}
            </td>
            <td>
              {(m.status === 'failed' || m.status === 'sent') && (
                <form method="post">
                  <input type="hidden" name="id" value={m.id} />
                  <button type="submit" name="intent" value="resend" className="btn btn-outline btn-sm">
                    Send again
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={filters.page ?? 1} pages={pages} query={query} />
    </AdminShell>
  ),
});
