import { lowStockPacks } from '../../domain/backoffice/dashboard';
import { listMovements } from '../../domain/catalog/stock';
import { DataTable } from '../components/admin/data-table';
import { LowStockList } from '../components/admin/low-stock-list';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { definePage, redirect } from '../framework/page';
import { lotsForCertificates, saveCertificate } from '../../domain/catalog/certificates';
import { CertificateUpload } from '../components/admin/certificate-upload';

/** What is running low (each pack by its own stock), and every stock movement (orders, cancellations, goods received, damage, counts). */
export default definePage({
  path: '/admin/stock',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [lowStock, movements, lots] = await Promise.all([
      lowStockPacks(db, 100),
      listMovements(db, undefined, 200),
      lotsForCertificates(db),
    ]);
    return { staff: ctx.staff!, path: ctx.path, lowStock, movements, lots };
  },
  /** A batch's certificate of analysis, uploaded as a PDF. */
  async action(ctx, form) {
    const { batch } = await saveCertificate(ctx.services, ctx.staff!, form.lot ?? '', ctx.files.certificate);
    return redirect('/admin/stock#certificates', { type: 'success', text: `Certificate of analysis saved for batch ${batch}.` });
  },
  head: () => ({ title: 'Stock | Back office', description: 'Stock and its movements.', noindex: true }),
  Component: ({ data: { staff, path, lowStock, movements, lots }, action }) => (
    <AdminShell staff={staff} path={path} title="Stock">
      <section className="card admin-card" aria-labelledby="low-title">
        <h2 id="low-title" className="section-title">
          Low stock, per pack
        </h2>
        <LowStockList packs={lowStock} />
      </section>
      <CertificateUpload lots={lots} action={action} />
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
