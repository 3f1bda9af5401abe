// GST invoices and credit notes as Kysely sees them (see schema.ts for the conventions).
import type { Generated } from 'kysely';

/**
 * A tax invoice or credit note: its number and when it was issued. What it
 * says is computed from the order (lines keep their HSN and rate as sold), so
 * the PDF can be made again at any time and always reads the same.
 */
export interface InvoicesTable {
  id: string;
  order_id: string;
  kind: 'invoice' | 'credit-note';
  /** 'MB/2026-27/000123'; credit notes 'MB/CN/2026-27/000004'. */
  number: string;
  issued_at: string;
  /** The return a credit note is for (023); null: the whole order (a cancellation). */
  return_id: Generated<string | null>;
}

/** The last number given in each series (per kind and financial year): numbers run without gaps. */
export interface InvoiceCountersTable {
  series: string;
  last: number;
}
