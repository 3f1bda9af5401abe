import { loadDashboard } from '../../domain/backoffice/dashboard';
import { listMovements } from '../../domain/catalog/stock';
import { DataTable } from '../components/admin/data-table';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

/** What is running low, and every stock movement (orders, cancellations, goods received, damage, counts). */
export default definePage({
  path: '/admin/stock',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [{ lowStock }, movements] = await Promise.all([loadDashboard(db), listMovements(db, undefined, 200)]);
    return { staff: ctx.staff!, path: ctx.path, lowStock, movements };
  },
  head: () => ({ title: 'Stock | Back office', description: 'Stock and its movements.', noindex: true }),
  Component: ({ data: { staff, path, lowStock, movements } }) => (
    <AdminShell staff={staff} path={path} title="Stock">
      <section className="card admin-card" aria-labelledby="low-title">
        <h2 id="low-title" className="section-title">
          Low stock
        </h2>
        {lowStock.length ? (
          <ul className="admin-list">
            {lowStock.map((p) => (
              <li key={p.id}>
                <a href={`/admin/products/${p.id}#stock`}>{p.title}</a>: <strong>{p.stock}</strong> left (alert at {p.threshold})
              </li>
            ))}
          </ul>
        ) : (
          <p>Every product is above its low-stock threshold.</p>
        )}
      </section>
      <h2 className="section-title">Movements</h2>
      <DataTable columns={['When', 'Product', 'Pack', 'Change', 'Why']}>
        {movements.map((m, i) => (
          <tr key={i}>
            <td>{orderTime(m.at)}</td>
            <td>
              <a href={`/admin/products/${m.productId}`}>{m.title}</a>
            </td>
            <td>{m.pack}</td>
            <td>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
            <td>{m.orderId ? <a href={`/admin/orders/${m.orderId}`}>{m.reason}</a> : m.reason}</td>
          </tr>
        ))}
      </DataTable>
    </AdminShell>
  ),
});
