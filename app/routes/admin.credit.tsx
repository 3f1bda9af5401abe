import { answerCredit, waitingForCredit, type HeldOrder } from '../../domain/credit/approvals';
import { RECEIVED_METHODS, recordReceived } from '../../domain/credit/payments';
import { creditCompanies, type CreditCompany } from '../../domain/credit/staff-list';
import { CREDIT_REASON } from '../../domain/credit/texts';
import type { StaffMember } from '../../domain/staff/staff';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import { sendOrderNotices } from '../../domain/orders/notices';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { formSchema } from '../framework/form';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

// Credit in the back office (decision 040): orders on account waiting for
// staff (beyond the company's credit left, or with an invoice overdue),
// approved or refused; the companies with credit, their balance and overdue,
// each with its statement; and a payment received by UPI, NEFT or RTGS
// recorded with its reference, day and amount.

const creditForm = formSchema(['intent', 'order', 'company', 'method', 'reference', 'receivedOn', 'amount'] as const);

interface CreditData {
  staff: StaffMember;
  path: string;
  held: HeldOrder[];
  companies: CreditCompany[];
}

export default definePage({
  path: '/admin/credit',
  access: 'staff:orders',
  bare: true,
  async load(ctx): Promise<CreditData> {
    const { db } = ctx.services;
    return { staff: ctx.staff!, path: ctx.path, held: await waitingForCredit(db), companies: await creditCompanies(db) };
  },
  head: () => ({ title: 'Credit | Back office', description: 'Orders on account to approve, and payments received.', noindex: true }),
  form: creditForm,
  async action(ctx, form) {
    const { db } = ctx.services;
    if (form.intent === 'payment') {
      await recordReceived(db, ctx.staff!, form.company, form);
      return redirect('/admin/credit', { type: 'success', text: 'Payment recorded.' });
    }
    // Only the two buttons answer: anything else posted changes nothing.
    if (form.intent !== 'approve' && form.intent !== 'refuse') return redirect('/admin/credit');
    const approve = form.intent === 'approve';
    await answerCredit(db, ctx.staff!, form.order, approve);
    await sendOrderNotices(ctx.services, form.order);
    return redirect('/admin/credit', {
      type: 'success',
      text: approve ? 'Credit approved: the order is placed.' : 'Credit refused: the order is cancelled.',
    });
  },
  Component: ({ data: { staff, path, held, companies }, action }) => (
    <AdminShell staff={staff} path={path} title="Credit">
      <FormAlert action={action} />
      <h2>Orders on account waiting for you</h2>
      {held.length === 0 ? (
        <p>None.</p>
      ) : (
        <DataTable count={held.length} noun="order" columns={['Order', 'Company', 'Buyer', 'Amount', 'Why', '']}>
          {held.map((o) => (
            <tr key={o.orderId} data-order={o.orderId}>
              <td>
                <a href={`/admin/orders/${o.orderId}`}>{orderRef(o.orderId)}</a>
              </td>
              <td>
                <a href={`/admin/companies/${o.companyId}/statement`}>{o.companyName}</a>
              </td>
              <td>{o.buyer}</td>
              <td>{formatInr(o.totalPaise)}</td>
              <td>{o.reason ? CREDIT_REASON[o.reason] : ''}</td>
              <td>
                <form method="post">
                  <input type="hidden" name="order" value={o.orderId} />
                  <button type="submit" name="intent" value="approve" className="btn btn-primary">
                    Approve
                  </button>{' '}
                  <button type="submit" name="intent" value="refuse" className="btn btn-secondary">
                    Refuse
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2>Companies with credit</h2>
      <DataTable count={companies.length} noun="company" columns={['Company', 'Credit limit', 'Terms', 'Balance', 'Overdue']}>
        {companies.map((c) => (
          <tr key={c.id}>
            <td>
              <a href={`/admin/companies/${c.id}/statement`}>{c.legalName}</a>
            </td>
            <td>{formatInr(c.creditLimitPaise)}</td>
            <td>Net {c.termsDays}</td>
            <td>{formatInr(c.balancePaise)}</td>
            <td>{formatInr(c.overduePaise)}</td>
          </tr>
        ))}
      </DataTable>
      <h2>Record a payment received</h2>
      <form method="post" className="card admin-card admin-form" aria-label="Record a payment received">
        <input type="hidden" name="intent" value="payment" />
        <SelectField
          name="company"
          label="Company"
          options={companies.map((c) => ({ value: c.id, label: c.legalName }))}
          value={action?.values?.company}
        />
        <SelectField name="method" label="Paid by" options={RECEIVED_METHODS} value={action?.values?.method} />
        <Field
          name="reference"
          label="UTR or UPI reference"
          required
          defaultValue={action?.values?.reference ?? ''}
          error={action?.errors?.reference}
        />
        <Field
          name="receivedOn"
          label="Received on"
          type="date"
          required
          defaultValue={action?.values?.receivedOn ?? ''}
          error={action?.errors?.receivedOn}
        />
        <Field
          name="amount"
          label="Amount (₹)"
          inputMode="decimal"
          required
          defaultValue={action?.values?.amount ?? ''}
          error={action?.errors?.amount}
        />
        <button type="submit" className="btn btn-primary">
          Record payment
        </button>
      </form>
    </AdminShell>
  ),
});
