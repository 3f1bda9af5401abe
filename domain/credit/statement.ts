import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// A company's account with the shop (decision 040): the invoices of its
// orders on account (due `terms_days` after the invoice), the credit notes
// against them, and the payments received. Payments and credit notes settle
// the oldest invoices first, so "overdue" is what is still open of invoices
// past their due date. Nothing here is stored twice: it is read from the
// invoices, the orders' totals and the payments.

type Executor = Kysely<Database> | Transaction<Database>;
const DAY = 86_400_000;

export interface StatementEntry {
  kind: 'invoice' | 'credit-note' | 'payment';
  /** ISO date-time (a payment: the day it arrived). */
  at: string;
  /** The document's number, or the payment's method and reference. */
  number: string;
  orderId: string | null;
  /** Owed (invoice) or settled (credit note, payment), always positive. */
  amountPaise: number;
  /** An invoice's due date and what is still open of it. */
  dueAt?: string;
  openPaise?: number;
  overdue?: boolean;
  /** The running balance after this entry. */
  balancePaise: number;
}

export interface Statement {
  companyId: string;
  entries: StatementEntry[];
  balancePaise: number;
  overduePaise: number;
  /** Orders on account not yet invoiced (placed, waiting or on their way to being shipped): credit already in use. */
  uninvoicedPaise: number;
}

/** What a credit note takes off: a return's its refund (nothing while it is not worked out), a cancellation's the whole order. */
const creditOf = (d: { return_id: string | null; total_paise: number; refund_paise: number | null }) =>
  d.return_id === null ? Number(d.total_paise) : Number(d.refund_paise ?? 0);

export async function statementOf(db: Executor, companyId: string, now = new Date()): Promise<Statement> {
  const docs = await db
    .selectFrom('invoices')
    .innerJoin('company_orders', 'company_orders.order_id', 'invoices.order_id')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .leftJoin('returns', 'returns.id', 'invoices.return_id')
    .select([
      'invoices.kind',
      'invoices.number',
      'invoices.issued_at',
      'invoices.order_id',
      'invoices.return_id',
      'orders.total_paise',
      'returns.refund_paise',
      'company_orders.terms_days',
    ])
    .where('company_orders.company_id', '=', companyId)
    .where('company_orders.on_account', '=', 1)
    .execute();
  const payments = await db
    .selectFrom('credit_payments')
    .select(['method', 'reference', 'received_on', 'amount_paise', 'created_at'])
    .where('company_id', '=', companyId)
    .execute();
  const raw: Omit<StatementEntry, 'balancePaise'>[] = [
    ...docs.map((d) => {
      const amount = d.kind === 'invoice' ? Number(d.total_paise) : creditOf(d);
      const due = d.kind === 'invoice' ? new Date(Date.parse(d.issued_at) + Number(d.terms_days ?? 0) * DAY).toISOString() : undefined;
      return {
        kind: d.kind as 'invoice' | 'credit-note',
        at: d.issued_at,
        number: d.number,
        orderId: d.order_id,
        amountPaise: amount,
        dueAt: due,
      };
    }),
    ...payments.map((p) => ({
      kind: 'payment' as const,
      // The day it arrived, at the moment it was recorded: two payments of a day keep their order.
      at: `${p.received_on}T${p.created_at.slice(11)}`,
      number: `${p.method} ${p.reference}`.trim(),
      orderId: null,
      amountPaise: Number(p.amount_paise),
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  // Settle the oldest invoices first with everything paid or credited.
  let pool = raw.filter((e) => e.kind !== 'invoice').reduce((s, e) => s + e.amountPaise, 0);
  let balance = 0;
  let overdue = 0;
  const entries: StatementEntry[] = raw.map((e) => {
    balance += e.kind === 'invoice' ? e.amountPaise : -e.amountPaise;
    if (e.kind !== 'invoice') return { ...e, balancePaise: balance };
    const settled = Math.min(pool, e.amountPaise);
    pool -= settled;
    const open = e.amountPaise - settled;
    const late = open > 0 && Date.parse(e.dueAt!) < now.getTime();
    if (late) overdue += open;
    return { ...e, openPaise: open, overdue: late, balancePaise: balance };
  });
  return { companyId, entries, balancePaise: balance, overduePaise: overdue, uninvoicedPaise: await uninvoiced(db, companyId) };
}

/** The totals of the company's orders on account still to be invoiced (cancelled ones left out). */
async function uninvoiced(db: Executor, companyId: string): Promise<number> {
  const r = await db
    .selectFrom('company_orders')
    .innerJoin('orders', 'orders.id', 'company_orders.order_id')
    .select((eb) => eb.fn.sum<number>('orders.total_paise').as('total'))
    .where('company_orders.company_id', '=', companyId)
    .where('company_orders.on_account', '=', 1)
    .where('orders.state', 'not in', ['cancelled', 'returned_to_origin'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices')
            .select('invoices.id')
            .whereRef('invoices.order_id', '=', 'orders.id')
            .where('invoices.kind', '=', 'invoice'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r?.total ?? 0);
}
