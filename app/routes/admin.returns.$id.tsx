import { badRequest } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { approveReturn, loadReturn, refuseReturn } from '../../domain/returns/decide';
import { receiveReturn, type Inspection } from '../../domain/returns/receive';
import { payoutText, revealPayout } from '../../domain/returns/reveal';
import type { ReturnView } from '../../domain/returns/returns';
import { refundReturn, replaceReturn } from '../../domain/returns/settle';
import { ageText, RETURN_KIND_STAFF, RETURN_REASON_STAFF, RETURN_STATE_STAFF } from '../../domain/returns/staff-list';
import { orderWithCustomer } from '../../domain/orders/views';
import { DataTable } from '../components/admin/data-table';
import { FormAlert, LongTextField } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { AddressBlock, orderRef, orderTime } from '../components/order-parts';
import { formSchema, listsSchema } from '../framework/form';
import { definePage, pageNotFound, redirect, type ActionFailure } from '../framework/page';
import { Field } from '../ui/field';

// One return for owner and sales: the packs and what they come to, the
// customer's reason, note and photos, and the step its state allows —
// approve (the courier's reverse pickup is booked) or refuse with a note;
// receive and inspect each line (back into stock, or written off with a
// reason); then refund (to the online payment, or by bank transfer to the
// customer's UPI id or account, opened on request and audited) or send the
// replacement. Each step is the domain's (domain/returns/).

const returnForm = formSchema(['intent', 'note', 'reference']);
const inspectionLists = listsSchema(['line', 'disposition', 'reason']);

const DISPOSITION_LABEL = { restock: 'Back into stock', write_off: 'Written off' } as const;
const REFUND_TO_LABEL = {
  original: 'the original online payment',
  upi: 'UPI',
  bank: 'bank account',
  account: 'the company’s account',
} as const;

/** Order line id → what staff chose, as the receive form posts it (one select and one reason per line). */
function inspectionOf(lists: Record<string, string[]>): Inspection {
  const out: Inspection = {};
  (lists.line ?? []).forEach((lineId, i) => {
    const disposition = lists.disposition?.[i] ?? '';
    if (disposition === 'restock' || disposition === 'write_off') out[lineId] = { disposition, reason: lists.reason?.[i] ?? '' };
  });
  return out;
}

function Lines({ ret }: { ret: ReturnView }) {
  const inspected = ret.lines.some((l) => l.disposition);
  return (
    <DataTable columns={['Product', 'Pack', 'Packs', 'Paid for them', ...(inspected ? ['Inspection'] : [])]}>
      {ret.lines.map((l) => (
        <tr key={l.lineId}>
          <td>{l.title}</td>
          <td>{l.pack}</td>
          <td>{l.quantity}</td>
          <td>{formatInr(l.amountPaise)}</td>
          {inspected && (
            <td>
              {l.disposition ? DISPOSITION_LABEL[l.disposition] : '—'}
              {l.writeOffReason && `: ${l.writeOffReason}`}
            </td>
          )}
        </tr>
      ))}
      <tr>
        <th scope="row" colSpan={3}>
          Total (after discounts; delivery not refunded)
        </th>
        <td>
          <strong>{formatInr(ret.amountPaise)}</strong>
        </td>
        {inspected && <td />}
      </tr>
    </DataTable>
  );
}

function Approve({ action }: { action?: ActionFailure }) {
  return (
    <div className="admin-columns">
      <form method="post" className="admin-form" aria-label="Approve the return">
        <input type="hidden" name="intent" value="approve" />
        <LongTextField
          name="note"
          label="Note to the customer (optional)"
          rows={2}
          max={500}
          value={action?.values?.intent === 'approve' ? (action.values.note ?? '') : ''}
        />
        <p className="admin-note">Approving books the courier’s reverse pickup from the delivery address.</p>
        <div>
          <button type="submit" className="btn btn-primary">
            Approve and book the pickup
          </button>
        </div>
      </form>
      <form method="post" className="admin-form" aria-label="Refuse the return">
        <input type="hidden" name="intent" value="refuse" />
        <div className="field">
          <label htmlFor="f-refuse-note">Why it is refused (the customer reads this)</label>
          <textarea
            id="f-refuse-note"
            name="note"
            rows={2}
            maxLength={500}
            required
            defaultValue={action?.values?.intent === 'refuse' ? (action.values.note ?? '') : ''}
          />
          {action?.values?.intent === 'refuse' && action.errors?.note && <p className="field-error">{action.errors.note}</p>}
        </div>
        <div>
          <button type="submit" className="btn btn-outline">
            Refuse
          </button>
        </div>
      </form>
    </div>
  );
}

function Receive({ ret, action }: { ret: ReturnView; action?: ActionFailure }) {
  return (
    <form method="post" className="admin-form" aria-label="Receive and inspect">
      <input type="hidden" name="intent" value="receive" />
      <p>When the parcel arrives, check each line: sellable packs go back into the lots they were sold from; others are written off.</p>
      {ret.lines.map((l) => (
        <fieldset key={l.lineId} className="admin-form-row">
          <legend>
            {l.title} ({l.pack}) × {l.quantity}
          </legend>
          <input type="hidden" name="line" value={l.lineId} />
          <div className="field">
            <label htmlFor={`f-disposition-${l.lineId}`}>What to do</label>
            <select id={`f-disposition-${l.lineId}`} name="disposition" defaultValue="" required>
              <option value="">Choose…</option>
              <option value="restock">Back into stock</option>
              <option value="write_off">Write off</option>
            </select>
            {action?.errors?.[`disposition-${l.lineId}`] && <p className="field-error">{action.errors[`disposition-${l.lineId}`]}</p>}
          </div>
          <Field
            id={`f-reason-${l.lineId}`}
            name="reason"
            label="Write-off reason (damaged, opened, expired…)"
            maxLength={200}
            error={action?.errors?.[`reason-${l.lineId}`]}
          />
        </fieldset>
      ))}
      <div>
        <button type="submit" className="btn btn-primary">
          Received and inspected
        </button>
      </div>
    </form>
  );
}

function Settle({ ret, revealed, action }: { ret: ReturnView; revealed?: string; action?: ActionFailure }) {
  if (ret.kind === 'replace')
    return (
      <form method="post">
        <p className="admin-note">A new order of the same packs, free, taken from stock; ship it like any other order.</p>
        <button type="submit" name="intent" value="replace" className="btn btn-primary">
          Send replacement
        </button>
      </form>
    );
  if (ret.refundTo === 'account')
    return (
      <form method="post">
        <button type="submit" name="intent" value="refund" className="btn btn-primary">
          Credit {formatInr(ret.amountPaise)} to the company’s account
        </button>
      </form>
    );
  if ((ret.refundTo ?? 'original') === 'original')
    return (
      <form method="post">
        <button type="submit" name="intent" value="refund" className="btn btn-primary">
          Refund {formatInr(ret.amountPaise)} to the original payment
        </button>
      </form>
    );
  return (
    <>
      <p>
        Pay {formatInr(ret.amountPaise)} by bank transfer to the customer’s {REFUND_TO_LABEL[ret.refundTo!]}:{' '}
        {revealed ? <strong data-testid="payout-full">{revealed}</strong> : <span data-testid="payout-masked">{ret.payoutMasked}</span>}
      </p>
      {!revealed && (
        <form method="post">
          <button type="submit" name="intent" value="reveal" className="btn btn-outline btn-sm">
            Show full account
          </button>
          <span className="admin-note"> (recorded in the audit log)</span>
        </form>
      )}
      <form method="post" className="admin-form-row" aria-label="Record the refund">
        <input type="hidden" name="intent" value="refund" />
        <Field
          name="reference"
          label="Bank transfer reference (UTR)"
          required
          minLength={6}
          maxLength={64}
          autoComplete="off"
          defaultValue={action?.values?.reference ?? ''}
          error={action?.errors?.reference}
        />
        <button type="submit" className="btn btn-primary">
          Record refund of {formatInr(ret.amountPaise)}
        </button>
      </form>
    </>
  );
}

function Outcome({ ret }: { ret: ReturnView }) {
  return (
    <ul className="admin-list">
      {ret.staffNote && (
        <li>
          Note to the customer: <q>{ret.staffNote}</q>
        </li>
      )}
      {ret.pickupAwb && (
        <li>
          Reverse pickup AWB <strong data-testid="pickup-awb">{ret.pickupAwb}</strong>
          {ret.pickupStatus && ` (${ret.pickupStatus})`}
        </li>
      )}
      {ret.kind === 'refund' && ret.refundTo && ret.state !== 'refunded' && ret.state !== 'received' && (
        <li>
          Refund to {REFUND_TO_LABEL[ret.refundTo]}
          {ret.payoutMasked && `: ${ret.payoutMasked}`}
        </li>
      )}
      {ret.refundPaise !== null && (
        <li>
          Refunded {formatInr(ret.refundPaise)}
          {ret.refundTo && ` to ${REFUND_TO_LABEL[ret.refundTo]}`}
          {ret.refundRef && `, reference ${ret.refundRef}`}
        </li>
      )}
      {ret.creditNote && (
        <li>
          Credit note {ret.creditNote}: <a href={`/admin/returns/${ret.id}/credit-note.pdf`}>PDF</a>
        </li>
      )}
      {ret.replacementOrderId && (
        <li>
          Replacement: <a href={`/admin/orders/${ret.replacementOrderId}`}>order {orderRef(ret.replacementOrderId)}</a>
        </li>
      )}
    </ul>
  );
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
