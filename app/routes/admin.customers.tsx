import { pageAsked } from '../../domain/paging';
import { listCustomers } from '../../domain/backoffice/customers';
import { SearchForm } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { Pager } from '../components/admin/pager';
import { orderDate } from '../components/order-parts';
import { definePage } from '../framework/page';

export default definePage({
  path: '/admin/customers',
  access: 'staff:customers',
  bare: true,
  async load(ctx) {
    const q = ctx.query.get('q') ?? '';
    const page = pageAsked(ctx.query.get('page'));
    return {
      staff: ctx.staff!,
      path: ctx.path,
      q,
      page,
      query: ctx.query.toString(),
      ...(await listCustomers(ctx.services.db, { q, page })),
    };
  },
  head: () => ({ title: 'Customers | Back office', description: 'Customer accounts.', noindex: true }),
  Component: ({ data: { staff, path, q, page, query, rows, total, pages } }) => (
    <AdminShell staff={staff} path={path} title="Customers">
      <SearchForm label="Name, e-mail or mobile" what="customer" q={q} />
      <DataTable count={total} noun="customer" columns={['Name', 'E-mail', 'Mobile', 'Since', 'Account']}>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>
              <a href={`/admin/customers/${c.id}`}>{c.username}</a>
            </td>
            <td>{c.email}</td>
            <td>{c.mobileNo}</td>
            <td>{orderDate(c.createdAt)}</td>
            <td>{c.disabled ? 'Disabled' : 'Active'}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} query={query} />
    </AdminShell>
  ),
});
