import { formatInr } from '../../domain/money';
import {
  ageText,
  cleanReturnFilters,
  listReturnsForStaff,
  RETURN_FILTERS,
  RETURN_KIND_STAFF,
  RETURN_REASON_STAFF,
  RETURN_STATE_STAFF,
  type ReturnFilters,
} from '../../domain/returns/staff-list';
import { DataTable } from '../components/admin/data-table';
import { Pager } from '../components/admin/pager';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

// Returns and replacements customers asked for: by default the ones staff
// still act on (to decide, to collect, to inspect, to settle), newest first.

const FILTER_LABEL: Record<(typeof RETURN_FILTERS)[number], string> = {
  open: 'To act on (requested, approved, received)',
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  refused: 'Refused',
  replaced: 'Replaced',
  all: 'All',
};

function Filters({ f }: { f: ReturnFilters }) {
  return (
    <form method="get" className="card admin-card admin-filters" aria-label="Filter returns">
      <SelectField name="state" label="State" options={RETURN_FILTERS.map((s) => ({ value: s, label: FILTER_LABEL[s] }))} value={f.state} />
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <a href="/admin/returns/policy" className="btn btn-outline">
          Returns policy
        </a>
      </div>
    </form>
  );
}

export default definePage({
  path: '/admin/returns',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const filters = cleanReturnFilters(Object.fromEntries(ctx.query));
    return {
      staff: ctx.staff!,
      path: ctx.path,
      filters,
      query: ctx.query.toString(),
      now: Date.now(),
      ...(await listReturnsForStaff(ctx.services.db, filters)),
    };
  },
  head: () => ({ title: 'Returns | Back office', description: 'Returns and replacements customers asked for.', noindex: true }),
  Component: ({ data: { staff, path, filters, query, rows, total, pages, now } }) => (
    <AdminShell staff={staff} path={path} title="Returns">
      <p>
        A customer asks from their order’s page within the policy’s days from delivery. Approve (the courier collects the packs) or refuse
        with a note; when the packs arrive, inspect them, then refund or send the replacement.
      </p>
      <Filters f={filters} />
      <DataTable count={total} noun="return" columns={['Asked', 'Order', 'Customer', 'Reason', 'Wants', 'Amount', 'State', '']}>
        {rows.map((r) => (
          <tr key={r.id} data-testid="return-row">
            <td>
              {orderTime(r.createdAt)}
              <br />
              <span className="text-sm text-muted">{ageText(r.createdAt, now)}</span>
            </td>
            <td>
              <a href={`/admin/orders/${r.orderId}`}>{r.orderRef}</a>
            </td>
            <td>
              {r.customer.name}
              <br />
              <span className="text-sm text-muted">{r.customer.mobile}</span>
            </td>
            <td>{RETURN_REASON_STAFF[r.reason] ?? r.reason}</td>
            <td>
              {RETURN_KIND_STAFF[r.kind]}, {r.packs} {r.packs === 1 ? 'pack' : 'packs'}
            </td>
            <td>{formatInr(r.amountPaise)}</td>
            <td>{RETURN_STATE_STAFF[r.state] ?? r.state}</td>
            <td>
              <a href={`/admin/returns/${r.id}`} aria-label={`Open the return of order ${r.orderRef}`}>
                Open
              </a>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={filters.page} pages={pages} query={query} />
    </AdminShell>
  ),
});
