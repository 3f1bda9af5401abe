import { MSG } from '../../domain/messages';
import { cancelOrderForCustomer, confirmOrder, deliverOrder, shipOrder } from '../../domain/orders/fulfilment';
import { ORDER_STATE_LABEL } from '../../domain/messages-order-updates';
import { canHappen } from '../../domain/orders/transitions';
import { orderWithCustomer } from '../../domain/orders/views';
import { CarrierField } from '../components/admin/carrier-field';
import { AdminShell } from '../components/admin/shell';
import { OrderHistory, Shipment } from '../components/order-history';
import {
  AddressBlock,
  OrderDocuments,
  OrderItems,
  OrderStatusBadge,
  OrderTotals,
  PaymentState,
  orderRef,
  orderTime,
} from '../components/order-parts';
import { figuresOf } from '../components/order-totals';
import { orderActionForm } from '../forms/admin';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { FormAlert } from '../components/admin/inline-forms';
import { CourierPanel } from '../components/admin/ship-parcels';
import { shipmentOf, timelineOf } from '../../domain/shipping/shipments';
import { returnsOfOrder } from '../../domain/returns/returns';
import { RETURN_KIND_STAFF, RETURN_STATE_STAFF } from '../../domain/returns/staff-list';
import { formatInr } from '../../domain/money';
import { taxDocumentStatus } from '../../domain/orders/tax-documents';
import { TaxDocumentStatusPanel } from '../components/admin/tax-document-status';

const packsText = (n: number) => `${n} ${n === 1 ? 'pack' : 'packs'}`;

/** Lifecycle states that say more than the status shown (Shipped: in transit, not delivered, …). */
const FINER_STATES = new Set(['packed', 'in_transit', 'out_for_delivery', 'delivery_failed', 'returning', 'returned_to_origin']);

/** One order for staff: lines, address, payment, history, and the next steps the transition table allows. */
export default definePage({
  path: '/admin/orders/:id',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const found = await orderWithCustomer(ctx.services.db, ctx.params.id);
    if (!found) throw pageNotFound();
    const courier = {
      shipment: await shipmentOf(ctx.services.db, found.order.id),
      timeline: await timelineOf(ctx.services.db, found.order.id),
    };
    const returns = await returnsOfOrder(ctx.services.db, found.order);
    const taxDocuments = await taxDocumentStatus(ctx.services.db, found.order.id);
    return { staff: ctx.staff!, path: ctx.path, ...found, courier, returns, taxDocuments };
  },
  head: (d) => ({ title: `Order ${orderRef(d.order.id)} | Back office`, description: 'An order in the back office.', noindex: true }),
  form: orderActionForm,
  async action(ctx, form) {
    const id = ctx.params.id;
    const staff = ctx.staff!;
    const back = `/admin/orders/${id}`;
    const steps = {
      confirm: () => confirmOrder(ctx.services, staff, id).then((r) => [r, MSG.orderConfirmed] as const),
      ship: () => shipOrder(ctx.services, staff, id, form).then((r) => [r, MSG.orderShipped] as const),
      deliver: () => deliverOrder(ctx.services, staff, id).then((r) => [r, MSG.orderDelivered] as const),
      cancel: () => cancelOrderForCustomer(ctx.services, staff, id).then((r) => [r, MSG.orderCancelledByStaff] as const),
    };
    const step = steps[form.intent as keyof typeof steps];
    if (!step) return redirect(back);
    const [result, text] = await step();
    if (result.mailError) ctx.request.log.warn({ err: result.mailError, orderId: id }, 'order mail not sent');
    return redirect(back, { type: 'success', text });
  },
  Component: ({ data: { staff, path, order, customer, courier, returns, taxDocuments }, action }) => (
    <AdminShell staff={staff} path={path} title={`Order ${orderRef(order.id)}`}>
      <div className="admin-columns">
        <section className="card admin-card stack" aria-labelledby="o-summary">
          <h2 id="o-summary" className="section-title">
            <OrderStatusBadge status={order.status} />
            {FINER_STATES.has(order.state) && ` (${ORDER_STATE_LABEL[order.state]})`} · placed {orderTime(order.createdAt)}
          </h2>
          <p>
            <PaymentState order={order} />
          </p>
          <Shipment order={order} />
          <OrderItems order={order} />
          <OrderTotals {...figuresOf(order)} />
          <OrderDocuments order={order} admin />
          <TaxDocumentStatusPanel status={taxDocuments} />
          <p>
            <a href={`/api/admin/orders/packing-slips?ids=${encodeURIComponent(order.id)}`}>Print packing slip (PDF)</a>
          </p>
        </section>
        <section className="card admin-card stack" aria-labelledby="o-customer">
          <h2 id="o-customer" className="section-title">
            Customer
          </h2>
          <p>
            {customer.username},{' '}
            {customer.email && (
              <>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>,{' '}
              </>
            )}
            {customer.mobileNo}
          </p>
          <AddressBlock address={order.address} />
          {order.refunds.map((r) => (
            <p key={r.paymentId}>
              Refund of payment {r.paymentId}: {r.status === 'refunded' ? 'refunded' : 'queued, retried in the background'}
            </p>
          ))}
        </section>
      </div>
      <section className="card admin-card stack" aria-labelledby="o-next">
        <h2 id="o-next" className="section-title">
          Next step
        </h2>
        <FormAlert action={action} />
        <CourierPanel order={order} {...courier} />
        {canHappen(order.state, 'confirm') && order.paymentMethod === 'COD' && (
          <form method="post">
            <button type="submit" name="intent" value="confirm" className="btn btn-primary">
              Confirm order
            </button>
          </form>
        )}
        {canHappen(order.state, 'ship') && (
          <form method="post" className="admin-ship">
            <input type="hidden" name="intent" value="ship" />
            <CarrierField action={action} />
            <Field
              name="trackingNumber"
              label="Tracking number"
              required
              defaultValue={action?.values?.trackingNumber ?? ''}
              error={action?.errors?.trackingNumber}
            />
            <button type="submit" className="btn btn-primary">
              Mark shipped
            </button>
          </form>
        )}
        {canHappen(order.state, 'deliver') && (
          <form method="post">
            <button type="submit" name="intent" value="deliver" className="btn btn-primary">
              Mark delivered{order.paymentMethod === 'COD' ? ' (cash received)' : ''}
            </button>
          </form>
        )}
        {canHappen(order.state, 'cancel') && (
          <form method="post">
            <button type="submit" name="intent" value="cancel" className="btn btn-outline">
              Cancel order{order.paymentStatus === 'Paid' ? ' and refund' : ''}
            </button>
          </form>
        )}
        {(order.status === 'Delivered' || order.status === 'Cancelled') && (
          <p>Nothing more to do: this order is {order.status.toLowerCase()}.</p>
        )}
        {order.status === 'Pending' && order.paymentMethod !== 'COD' && (
          <p>Waiting for the customer’s payment; it is confirmed when the payment arrives.</p>
        )}
      </section>
      {(returns.length > 0 || order.replacementOf) && (
        <section className="card admin-card stack" aria-labelledby="o-returns">
          <h2 id="o-returns" className="section-title">
            Returns
          </h2>
          {order.replacementOf && (
            <p>
              A free replacement for a return of <a href={`/admin/orders/${order.replacementOf}`}>order {orderRef(order.replacementOf)}</a>.
            </p>
          )}
          {returns.length > 0 && (
            <ul className="admin-list">
              {returns.map((r) => (
                <li key={r.id}>
                  <a href={`/admin/returns/${r.id}`}>
                    {RETURN_KIND_STAFF[r.kind]} of {packsText(r.lines.reduce((n, l) => n + l.quantity, 0))}, {formatInr(r.amountPaise)}
                  </a>
                  : {RETURN_STATE_STAFF[r.state] ?? r.state}, asked {orderTime(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className="card admin-card" aria-labelledby="o-history">
        <h2 id="o-history" className="section-title">
          History
        </h2>
        <OrderHistory history={order.history} actors />
      </section>
    </AdminShell>
  ),
});
