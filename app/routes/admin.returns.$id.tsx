import { badRequest } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { approveReturn, loadReturn, refuseReturn } from '../../domain/returns/decide';
import { receiveReturn, type Inspection } from '../../domain/returns/receive';
import { payoutText, revealPayout } from '../../domain/returns/reveal';
import { refundReturn, replaceReturn } from '../../domain/returns/settle';
import { ageText, RETURN_KIND_STAFF, RETURN_REASON_STAFF, RETURN_STATE_STAFF } from '../../domain/returns/staff-list';
import { orderWithCustomer } from '../../domain/orders/views';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { AddressBlock, orderRef, orderTime } from '../components/order-parts';
import { formSchema, listsSchema } from '../framework/form';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { Approve, Lines, Outcome, Receive, Settle } from '../components/admin/return-sections';

// One return for owner and sales: the packs and what they come to, the
// customer's reason, note and photos, and the step its state allows —
// approve (the courier's reverse pickup is booked) or refuse with a note;
// receive and inspect each line (back into stock, or written off with a
// reason); then refund (to the online payment, or by bank transfer to the
// customer's UPI id or account, opened on request and audited) or send the
// replacement. Each step is the domain's (domain/returns/).

const returnForm = formSchema(['intent', 'note', 'reference']);
const inspectionLists = listsSchema(['line', 'disposition', 'reason']);

/** Order line id → what staff chose, as the receive form posts it (one select and one reason per line). */
function inspectionOf(lists: Record<string, string[]>): Inspection {
  const out: Inspection = {};
  (lists.line ?? []).forEach((lineId, i) => {
    const disposition = lists.disposition?.[i] ?? '';
    if (disposition === 'restock' || disposition === 'write_off') out[lineId] = { disposition, reason: lists.reason?.[i] ?? '' };
  });
  return out;
}

export default definePage({
  path: '/admin/returns/:id',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const { order, ret } = await loadReturn(ctx.services.db, ctx.params.id);
    const found = await orderWithCustomer(ctx.services.db, order.id);
    if (!found) throw pageNotFound();
    return { staff: ctx.staff!, path: ctx.path, order, ret, customer: found.customer, now: Date.now() };
  },
  head: (d) => ({
    title: `Return of order ${orderRef(d.order.id)} | Back office`,
    description: 'A return in the back office.',
    noindex: true,
  }),
  form: returnForm,
  lists: inspectionLists,
  async action(ctx, form) {
    const id = ctx.params.id;
    const staff = ctx.staff!;
    const back = `/admin/returns/${id}`;
    switch (form.intent) {
      case 'approve': {
        const ret = await approveReturn(ctx.services, staff, id, form.note);
        return redirect(back, { type: 'success', text: `Approved. Reverse pickup booked: AWB ${ret.pickupAwb}.` });
      }
      case 'refuse':
        await refuseReturn(ctx.services, staff, id, form.note);
        return redirect(back, { type: 'success', text: 'Refused. The customer is told why.' });
      case 'receive':
        await receiveReturn(ctx.services, staff, id, inspectionOf(ctx.lists));
        return redirect(back, { type: 'success', text: 'Received and inspected. The return can be settled now.' });
      case 'refund': {
        const ret = await refundReturn(ctx.services, staff, id, { reference: form.reference });
        return redirect(back, { type: 'success', text: `Refunded ${formatInr(ret.refundPaise ?? ret.amountPaise)}.` });
      }
      case 'replace': {
        const ret = await replaceReturn(ctx.services, staff, id);
        return redirect(back, {
          type: 'success',
          text: `Replacement order ${orderRef(ret.replacementOrderId ?? '')} placed. Ship it from its page.`,
        });
      }
      case 'reveal': {
        const payout = await revealPayout(ctx.services, staff, id);
        // Shown once, on this answer only: never in an address, a cookie or a cache.
        ctx.reply.header('cache-control', 'no-store');
        return { status: 200, values: { revealed: payoutText(payout) } };
      }
      default:
        throw badRequest('Choose a step for this return.');
    }
  },
  Component: ({ data: { staff, path, order, ret, customer, now }, action }) => {
    const revealed = action?.status === 200 ? action.values?.revealed : undefined;
    return (
      <AdminShell staff={staff} path={path} title={`Return of order ${orderRef(order.id)}`}>
        <p>
          <a href="/admin/returns">← Returns</a> · <a href={`/admin/orders/${order.id}`}>Order {orderRef(order.id)}</a>
        </p>
        <div className="admin-columns">
          <section className="card admin-card stack" aria-labelledby="r-summary">
            <h2 id="r-summary" className="section-title">
              <span data-testid="return-state">{RETURN_STATE_STAFF[ret.state] ?? ret.state}</span> · {RETURN_KIND_STAFF[ret.kind]}
            </h2>
            <p className="admin-note">
              Asked {orderTime(ret.createdAt)} ({ageText(ret.createdAt, now)}); last change {orderTime(ret.updatedAt)}
            </p>
            <p>
              <strong>Reason:</strong> {RETURN_REASON_STAFF[ret.reason] ?? ret.reason}
            </p>
            {ret.note ? (
              <p>
                <strong>Customer’s note:</strong> <q>{ret.note}</q>
              </p>
            ) : (
              <p className="admin-note">No note from the customer.</p>
            )}
            <Lines ret={ret} />
            {ret.photos > 0 ? (
              <div className="admin-photos">
                {Array.from({ length: ret.photos }, (_, i) => (
                  <a key={i} href={`/admin/returns/${ret.id}/photos/${i + 1}.jpg`}>
                    <img
                      src={`/admin/returns/${ret.id}/photos/${i + 1}.jpg`}
                      alt={`What the customer sent, ${i + 1} of ${ret.photos}`}
                      width={240}
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            ) : (
              <p className="admin-note">No photos.</p>
            )}
            <Outcome ret={ret} />
          </section>
          <section className="card admin-card stack" aria-labelledby="r-customer">
            <h2 id="r-customer" className="section-title">
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
            <p>
              Paid by {order.paymentMethod === 'COD' ? 'Cash on Delivery' : order.paymentMethod} · order total {formatInr(order.totalPaise)}{' '}
              · <a href={`/admin/orders/${order.id}`}>Open the order</a>
            </p>
          </section>
        </div>
        <section className="card admin-card stack" aria-labelledby="r-next">
          <h2 id="r-next" className="section-title">
            Next step
          </h2>
          {!revealed && <FormAlert action={action} />}
          {ret.state === 'requested' && <Approve action={action} />}
          {ret.state === 'approved' && <Receive ret={ret} action={action} />}
          {ret.state === 'received' && <Settle ret={ret} revealed={revealed} action={action} />}
          {ret.state === 'refunding' && <p>The payment provider is making the refund; reload in a moment.</p>}
          {(ret.state === 'refunded' || ret.state === 'replaced' || ret.state === 'refused') && (
            <p>Nothing more to do: this return is {ret.state}.</p>
          )}
        </section>
      </AdminShell>
    );
  },
});
