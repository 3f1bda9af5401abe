import { getCustomer, setCustomerDisabled } from '../../domain/backoffice/customers';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { AdminShell } from '../components/admin/shell';
import { AddressBlock, OrderStatusBadge, orderDate, orderRef } from '../components/order-parts';
import { customerAccessForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { customerReminders } from '../../domain/reminders/staff';
import { CustomerReminders } from '../components/admin/customer-reminders';

/** A customer's account, orders, enquiries and addresses, read only; staff may disable or enable the account. */
export default definePage({
  path: '/admin/customers/:id',
  access: 'staff:customers',
  bare: true,
  async load(ctx) {
    const customer = await getCustomer(ctx.services.db, ctx.params.id);
    return { staff: ctx.staff!, path: ctx.path, ...customer, reminders: await customerReminders(ctx.services.db, customer.customer.id) };
  },
  head: (d) => ({ title: `${d.customer.username} | Back office`, description: 'A customer.', noindex: true }),
  form: customerAccessForm,
  async action(ctx, form) {
    const disable = form.intent === 'disable';
    await setCustomerDisabled(ctx.services.db, ctx.staff!, ctx.params.id, disable);
    return redirect(`/admin/customers/${ctx.params.id}`, { type: 'success', text: disable ? MSG.customerDisabled : MSG.customerEnabled });
  },
  Component: ({ data: { staff, path, customer, orders, enquiries, addresses, reminders } }) => (
    <AdminShell staff={staff} path={path} title={customer.username}>
      <p>
        <a href="/admin/customers">← All customers</a>
      </p>
      <section className="card admin-card stack" aria-labelledby="c-account">
        <h2 id="c-account" className="section-title">
          Account
        </h2>
        <p>
          {customer.email || 'no e-mail'}, {customer.mobileNo}, since {orderDate(customer.createdAt)}:{' '}
          <strong>{customer.disabled ? 'disabled' : 'active'}</strong>
        </p>
        <form method="post">
          <button type="submit" name="intent" value={customer.disabled ? 'enable' : 'disable'} className="btn btn-outline">
            {customer.disabled ? 'Enable the account' : 'Disable the account (signs it out everywhere)'}
          </button>
        </form>
      </section>
      <section className="card admin-card" aria-labelledby="c-orders">
        <h2 id="c-orders" className="section-title">
          Orders ({orders.length})
        </h2>
        <ul className="admin-list">
          {orders.map((o) => (
            <li key={o.id}>
              <a href={`/admin/orders/${o.id}`}>{orderRef(o.id)}</a>, {orderDate(o.createdAt)}, {formatInr(o.totalPaise)}{' '}
              <OrderStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card admin-card" aria-labelledby="c-enquiries">
        <h2 id="c-enquiries" className="section-title">
          Enquiries ({enquiries.length})
        </h2>
        <ul className="admin-list">
          {enquiries.map((e) => (
            <li key={e.id}>
              <a href={`/admin/enquiries/enquiry/${e.id}`}>{e.productName || 'General enquiry'}</a>, {orderDate(e.createdAt)}
            </li>
          ))}
        </ul>
      </section>
      <CustomerReminders data={reminders} />
      <section className="card admin-card stack" aria-labelledby="c-addresses">
        <h2 id="c-addresses" className="section-title">
          Addresses ({addresses.length})
        </h2>
        {addresses.map((a) => (
          <AddressBlock key={a.id} address={{ ...a, _id: a.id }} />
        ))}
      </section>
    </AdminShell>
  ),
});
