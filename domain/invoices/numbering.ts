import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { company } from '../content/company';

type Executor = Kysely<Database> | Transaction<Database>;

const IST_OFFSET_MS = 330 * 60_000;

/** India's financial year (April to March, in IST) of a moment: '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export type DocumentKind = 'invoice' | 'credit-note';

/** The financial year as document numbers carry it: '26-27'. */
export const shortYear = (at: Date) => financialYear(at).slice(2);

/**
 * 'MB/26-27' for invoices, 'CN/26-27' for credit notes: each series counts on
 * its own. With six digits a number is 15 characters, within the 16 the GST
 * e-invoice and e-way bill systems accept (decision 041).
 */
export const seriesOf = (kind: DocumentKind, at: Date) => `${kind === 'credit-note' ? 'CN' : company.invoicePrefix}/${shortYear(at)}`;

/**
 * The next number of a series, inside the caller's transaction: the counter's
 * row is taken and raised in one statement, so two invoices never share a
 * number and a rolled-back one leaves no gap.
 */
export async function nextNumber(trx: Executor, kind: DocumentKind, at: Date): Promise<string> {
  const series = seriesOf(kind, at);
  const row = await trx
    .insertInto('invoice_counters')
    .values({ series, last: 1 })
    .onConflict((oc) => oc.column('series').doUpdateSet((eb) => ({ last: eb('invoice_counters.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${series}/${String(row.last).padStart(6, '0')}`;
}
