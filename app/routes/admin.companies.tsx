import { listCompanies } from '../../domain/companies/companies';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { orderDate } from '../components/order-parts';
import { definePage } from '../framework/page';

const STATUS_LABEL: Record<string, string> = { active: 'Active', pending: 'Waiting for approval', 'on-hold': 'On hold' };

/** Dealers and other business buyers: every company, or those waiting for approval (`?status=pending`). */
export default definePage({
  path: '/admin/companies',
  access: 'staff:customers',
  bare: true,
  async load(ctx) {
    const status = ctx.query.get('status') ?? '';
    const shown = status in STATUS_LABEL ? status : '';
    return { staff: ctx.staff!, path: ctx.path, status: shown, companies: await listCompanies(ctx.services.db, shown || undefined) };
  },
  head: () => ({ title: 'Companies | Back office', description: 'Business buyers.', noindex: true }),
  Component: ({ data: { staff, path, status, companies } }) => (
    <AdminShell staff={staff} path={path} title="Companies">
      <p>
        Dealers and other businesses that buy with their people, their group’s prices and their terms. A customer may register their
        business at My account → My company; it waits here until approved.
      </p>
      <p>
        <a href="/admin/companies/new" className="btn btn-primary">
          New company
        </a>{' '}
        <a href="/admin/price-lists">Groups and price lists</a>
      </p>
      <nav aria-label="Filter" className="admin-note">
        {[['', 'All'], ...Object.entries(STATUS_LABEL)].map(([value, label], i) => (
          <span key={value}>
            {i > 0 && ' · '}
            {value === status ? (
              <strong>{label}</strong>
            ) : (
              <a href={value ? `/admin/companies?status=${value}` : '/admin/companies'}>{label}</a>
            )}
          </span>
        ))}
      </nav>
      <DataTable count={companies.length} noun="company" columns={['Company', 'GSTIN', 'Group', 'People', 'Status', 'Since']}>
        {companies.map((c) => (
          <tr key={c.id} data-testid="company-row">
            <td>
              <a href={`/admin/companies/${c.id}`}>{c.legalName}</a>
              {c.source === 'self' && <span className="admin-note"> (registered themselves)</span>}
            </td>
            <td>{c.gstin ?? '—'}</td>
            <td>{c.groupName ?? '—'}</td>
            <td>{c.people}</td>
            <td data-testid="company-status">{STATUS_LABEL[c.status] ?? c.status}</td>
            <td>{orderDate(c.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    </AdminShell>
  ),
});
