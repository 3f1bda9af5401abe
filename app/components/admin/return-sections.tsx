import { formatInr } from '../../../domain/money';
import type { ReturnView } from '../../../domain/returns/returns';
import { DataTable } from './data-table';
import { LongTextField } from './inline-forms';
import { orderRef } from '../order-parts';
import { type ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';

// The sections of a return's back-office page (app/routes/admin.returns.$id.tsx):
// its lines and amounts, and the form of each step its state allows.

const DISPOSITION_LABEL = { restock: 'Back into stock', write_off: 'Written off' } as const;
const REFUND_TO_LABEL = {
  original: 'the original online payment',
  upi: 'UPI',
  bank: 'bank account',
  account: 'the company’s account',
} as const;

export function Lines({ ret }: { ret: ReturnView }) {
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

export function Approve({ action }: { action?: ActionFailure }) {
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

export function Receive({ ret, action }: { ret: ReturnView; action?: ActionFailure }) {
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

export function Settle({ ret, revealed, action }: { ret: ReturnView; revealed?: string; action?: ActionFailure }) {
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

export function Outcome({ ret }: { ret: ReturnView }) {
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
