import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../domain/constants';
import { formatInr } from '../../domain/money';
import { cleanFilters, listOrdersForStaff, type OrderFilters } from '../../domain/orders/staff-list';
import { AdminShell } from '../components/admin/shell';
import { DataTable } from '../components/admin/data-table';
import { Pager } from '../components/admin/pager';
import { SelectField } from '../components/admin/select-field';
import { OrderStatusBadge, orderTime } from '../components/order-parts';
import { definePage } from '../framework/page';

function Filters({ f }: { f: OrderFilters }) {
  return (
    <form method="get" className="card admin-card admin-filters" aria-label="Filter orders">
      <div className="field">
        <label htmlFor="f-q">Order id, phone or e-mail</label>
        <input id="f-q" name="q" type="search" defaultValue={f.q ?? ''} />
      </div>
      <SelectField any name="status" label="Status" options={ORDER_STATUSES} value={f.status} />
      <SelectField any name="payment" label="Payment" options={PAYMENT_STATUSES} value={f.payment} />
      <SelectField any name="method" label="Method" options={PAYMENT_METHODS} value={f.method} />
      <div className="field">
        <label htmlFor="f-from">From</label>
        <input id="f-from" name="from" type="date" defaultValue={f.from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="f-to">To</label>
        <input id="f-to" name="to" type="date" defaultValue={f.to ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="f-pincode">PIN code</label>
        <input id="f-pincode" name="pincode" inputMode="numeric" maxLength={6} defaultValue={f.pincode ?? ''} />
      </div>
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <a href="/admin/orders" className="btn btn-outline">
          Clear
        </a>
      </div>
    </form>
  );
}

export default definePage({
  path: '/admin/orders',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const filters = cleanFilters(Object.fromEntries(ctx.query));
    return {
      staff: ctx.staff!,
      path: ctx.path,
      filters,
      query: ctx.query.toString(),
      ...(await listOrdersForStaff(ctx.services.db, filters)),
    };
  },
  head: () => ({ title: 'Orders | Back office', description: 'Every order, filtered and searched.', noindex: true }),
  Component: ({ data: { staff, path, filters, query, rows, total, pages } }) => (
    <AdminShell staff={staff} path={path} title="Orders">
      <Filters f={filters} />
      <form method="get" action="/api/admin/orders/packing-slips" id="bulk" className="admin-bulk">
        <a href="/admin/orders/new" className="btn btn-outline btn-sm">
          New order for a customer (paid by link or Cash on Delivery)
        </a>
        <a href="/admin/orders/ship" className="btn btn-outline btn-sm">
          Ship many (from a courier manifest)
        </a>
        <a href="/admin/outbox" className="btn btn-outline btn-sm">
          Outbox (messages to customers)
        </a>
        <button type="submit" className="btn btn-outline btn-sm">
          Packing slips for the ticked orders (PDF)
        </button>
        <button type="submit" formAction="/admin/orders/ship" className="btn btn-primary btn-sm">
          Ship the ticked orders with the courier
        </button>
      </form>
      <DataTable count={total} noun="order" columns={['Pick', 'Order', 'Placed', 'Customer', 'PIN', 'Total', 'Payment', 'Status']}>
        {rows.map((o) => (
          <tr key={o.id}>
            <td>
              <input type="checkbox" name="ids" value={o.id} form="bulk" aria-label={`Pick order ${o.ref}`} />
            </td>
            <td>
              <a href={`/admin/orders/${o.id}`}>{o.ref}</a>
            </td>
            <td>{orderTime(o.createdAt)}</td>
            <td>
              {o.customer.name}
              <br />
              <span className="text-sm text-muted">{o.customer.mobile}</span>
            </td>
            <td>{o.pincode}</td>
            <td>{formatInr(o.totalPaise)}</td>
            <td>
              {o.paymentMethod}, {o.paymentStatus}
            </td>
            <td>
              <OrderStatusBadge status={o.status} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={filters.page ?? 1} pages={pages} query={query} />
    </AdminShell>
  ),
});
