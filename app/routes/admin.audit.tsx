import { pageAsked, pageWindow } from '../../domain/paging';
import { ADMIN_PAGE_SIZE } from '../../domain/constants';
import { listAudit } from '../../domain/staff/audit';
import { DataTable } from '../components/admin/data-table';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

const PER_PAGE = ADMIN_PAGE_SIZE * 4;
const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** Who changed what, and when: every staff change, newest first (owners only). */
export default definePage({
  path: '/admin/audit',
  access: 'staff:audit',
  bare: true,
  async load(ctx) {
    const page = pageAsked(ctx.query.get('page'));
    const { limit, offset } = pageWindow(page, PER_PAGE);
    const entries = await listAudit(ctx.services.db, { limit: limit + 1, offset });
    return { staff: ctx.staff!, path: ctx.path, page, entries: entries.slice(0, PER_PAGE), more: entries.length > PER_PAGE };
  },
  head: () => ({ title: 'Audit log | Back office', description: 'Every staff change.', noindex: true }),
  Component: ({ data: { staff, path, page, entries, more } }) => (
    <AdminShell staff={staff} path={path} title="Audit log">
      <DataTable columns={['When', 'Who', 'What', 'Before', 'After']}>
        {entries.map((e, i) => (
          <tr key={i}>
            <td>{orderTime(e.at)}</td>
            <td>{e.staff}</td>
            <td>
              {e.action} {e.entity} <code>{e.entityId.slice(-8).toUpperCase()}</code>
            </td>
            <td>
              <code className="admin-json">{show(e.before)}</code>
            </td>
            <td>
              <code className="admin-json">{show(e.after)}</code>
            </td>
          </tr>
        ))}
      </DataTable>
      {!entries.length && <p>No staff change yet.</p>}
      <nav aria-label="Pages" className="admin-pager">
        {page > 1 ? <a href={`?page=${page - 1}`}>← Newer</a> : <span />}
        {more ? <a href={`?page=${page + 1}`}>Older →</a> : <span />}
      </nav>
    </AdminShell>
  ),
});
