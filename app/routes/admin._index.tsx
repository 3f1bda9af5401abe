import { loadDashboard } from '../../domain/backoffice/dashboard';
import { formatInr } from '../../domain/money';
import { canUse } from '../../domain/staff/roles';
import { RevenueChart } from '../components/admin/bar-chart';
import { AdminShell } from '../components/admin/shell';
import { definePage } from '../framework/page';

export default definePage({
  path: '/admin',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, board: await loadDashboard(ctx.services.db) };
  },
  head: () => ({ title: 'Dashboard | Back office', description: 'What needs doing today.', noindex: true }),
  Component: ({ data: { staff, path, board } }) => {
    const sales = canUse(staff.role, 'orders');
    return (
      <AdminShell staff={staff} path={path} title="Dashboard">
        <ul className="admin-tiles">
          <li className="card admin-tile">
            <span className="admin-tile-value">{board.today.orders}</span> orders today
          </li>
          <li className="card admin-tile">
            <span className="admin-tile-value">{formatInr(board.today.revenuePaise)}</span> revenue today
          </li>
          <li className="card admin-tile">
            <span className="admin-tile-value">{board.waitingToShip}</span>{' '}
            {sales ? <a href="/admin/orders?status=Confirmed">waiting to ship</a> : 'waiting to ship'}
          </li>
          <li className="card admin-tile">
            <span className="admin-tile-value">{board.newLeads}</span> new leads
          </li>
        </ul>
        <section className="card admin-card" aria-labelledby="chart-heading">
          <h2 id="chart-heading" className="section-title">
            Last 30 days
          </h2>
          <RevenueChart days={board.days} />
        </section>
        <section className="card admin-card" aria-labelledby="low-heading">
          <h2 id="low-heading" className="section-title">
            Low stock
          </h2>
          {board.lowStock.length ? (
            <ul className="admin-list">
              {board.lowStock.map((p) => (
                <li key={p.id}>
                  {p.title}: <strong>{p.stock}</strong> left (alert at {p.threshold})
                </li>
              ))}
            </ul>
          ) : (
            <p>Every product is above its low-stock threshold.</p>
          )}
        </section>
      </AdminShell>
    );
  },
});
