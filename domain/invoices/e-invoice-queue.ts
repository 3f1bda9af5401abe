import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';

// Which invoices go to the GST invoice registration portal, decided inside
// the transaction that issues them: an invoice to a buyer with a GSTIN (B2B)
// is queued 'pending'; the registration itself happens after the commit
// (orders/e-invoicing.ts), so a portal that is down never stops an order
// from shipping or being paid.

type Executor = Kysely<Database> | Transaction<Database>;

/** The GSTIN of the order's delivery address as it was ordered ('' for a consumer). */
export async function buyerGstinOf(trx: Executor, orderId: string): Promise<string> {
  const row = await trx.selectFrom('orders').select('address_snapshot').where('id', '=', orderId).executeTakeFirst();
  try {
    const gstin = (JSON.parse(row?.address_snapshot ?? '{}') as { gstin?: unknown }).gstin;
    return typeof gstin === 'string' ? gstin.trim() : '';
  } catch {
    return '';
  }
}

/** Queues a just-issued invoice for registration when its buyer is registered for GST. */
export async function queueEInvoiceIfB2b(trx: Executor, orderId: string, invoiceId: string): Promise<void> {
  if (!(await buyerGstinOf(trx, orderId))) return;
  await trx
    .insertInto('e_invoices')
    .values({
      invoice_id: invoiceId,
      order_id: orderId,
      irn: null,
      ack_no: null,
      ack_date: null,
      signed_qr: null,
      status: 'pending',
      last_error: null,
      created_at: nowIso(),
      cancelled_at: null,
    })
    .execute();
}

/** Within the portal's 24 hours an IRN can be cancelled; after them it cannot. */
export const IRN_CANCEL_WINDOW_MS = 24 * 3600_000;

/**
 * The order's invoice got a credit note for the whole order (a cancellation),
 * inside that transaction. An IRN acknowledged less than 24 hours ago is
 * marked to be cancelled at the portal (after the commit); one never
 * registered is withdrawn (nothing to report). After 24 hours the portal
 * refuses cancellation: the credit note stands alone, as GST law has it, and
 * the IRN stays active ('cancel-expired' says why).
 */
export async function markEInvoiceCancelled(trx: Executor, orderId: string, at = new Date()): Promise<void> {
  const rows = await trx
    .selectFrom('e_invoices')
    .select(['invoice_id', 'status', 'ack_date'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'registered'])
    .execute();
  for (const r of rows) {
    const within = r.ack_date !== null && at.getTime() - Date.parse(r.ack_date) < IRN_CANCEL_WINDOW_MS;
    const status = r.status === 'pending' ? 'withdrawn' : within ? 'cancelling' : 'cancel-expired';
    await trx.updateTable('e_invoices').set({ status }).where('invoice_id', '=', r.invoice_id).execute();
  }
}
