import { LEAD_STATUSES } from '../../domain/constants';
import { cleanLeadFilters, listLeads } from '../../domain/leads/inbox';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { Pager } from '../components/admin/pager';
import { SelectField } from '../components/admin/select-field';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

/** Sales' inbox: product enquiries, enquire-now requests and contact messages together, newest first. */
export default definePage({
  path: '/admin/enquiries',
  access: 'staff:leads',
  bare: true,
  async load(ctx) {
    const filters = cleanLeadFilters(Object.fromEntries(ctx.query));
    return { staff: ctx.staff!, path: ctx.path, filters, query: ctx.query.toString(), ...(await listLeads(ctx.services.db, filters)) };
  },
  head: () => ({ title: 'Leads | Back office', description: 'Enquiries and contact messages.', noindex: true }),
  Component: ({ data: { staff, path, filters, query, rows, total, pages } }) => {
    const csv = new URLSearchParams(query);
    csv.delete('page');
    return (
      <AdminShell staff={staff} path={path} title="Leads">
        <form method="get" className="card admin-card admin-filters" aria-label="Filter leads">
          <div className="field">
            <label htmlFor="f-q">Name, e-mail or phone</label>
            <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ''} />
          </div>
          <SelectField any name="status" label="Status" options={LEAD_STATUSES} value={filters.status} />
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Filter
            </button>
            <a className="btn btn-outline" href={`/api/admin/leads.csv${csv.size ? `?${csv}` : ''}`} download>
              Export CSV
            </a>
          </div>
        </form>
        <DataTable count={total} noun="lead" columns={['Received', 'From', 'About', 'Status', 'Assignee']}>
          {rows.map((l) => (
            <tr key={`${l.kind}-${l.id}`}>
              <td>{orderTime(l.createdAt)}</td>
              <td>
                <a href={`/admin/enquiries/${l.kind}/${l.id}`}>{l.name}</a>
                <br />
                <span className="text-sm text-muted">
                  {l.email} {l.phone}
                </span>
              </td>
              <td>
                {l.about || (l.kind === 'contact' ? 'Contact message' : 'General enquiry')}
                <br />
                <span className="text-sm text-muted">{l.message.slice(0, 80)}</span>
              </td>
              <td>{l.status}</td>
              <td>{l.assignee ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
        <Pager page={filters.page ?? 1} pages={pages} query={query} />
      </AdminShell>
    );
  },
});
