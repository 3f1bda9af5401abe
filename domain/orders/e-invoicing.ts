import { EInvoiceError, type EInvoicePortal } from '../../adapters/einvoice/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { IRN_CANCEL_WINDOW_MS } from '../invoices/e-invoice-queue';
import { documentOf, invoiceDocument } from '../invoices/invoices';
import { eInvoiceRequestOf } from './tax-document-requests';
import { orderWithCustomer } from './views';

// B2B invoices registered with the GST invoice registration portal after the
// transaction that issued them committed (invoices/e-invoice-queue.ts queued
// them): right after staff ship or cancel an order, and by the background job
// for whatever is left (the portal was down, a courier's pickup scan shipped
// it, an online payment invoiced it). A failure is kept with its words and
// tried again; the invoice itself was issued all along.

export interface EInvoicingDeps {
  db: Db;
  einvoice: EInvoicePortal;
}

/**
 * A portal that is down is asked again every minute for as long as it takes;
 * one that refused the invoice (its data) is asked this many times, then the
 * invoice waits for staff, its last error on the order's page.
 */
export const MAX_REFUSALS = 5;

async function failed(db: Db, invoiceId: string, e: unknown) {
  if (!(e instanceof EInvoiceError)) throw e;
  const refused = e.reason === 'refused' ? 1 : 0;
  await db
    .updateTable('e_invoices')
    .set((eb) => ({ attempts: eb('attempts', '+', refused), last_error: e.message.slice(0, 500) }))
    .where('invoice_id', '=', invoiceId)
    .execute();
}

async function register(deps: EInvoicingDeps, row: { invoice_id: string; order_id: string }): Promise<boolean> {
  const found = await orderWithCustomer(deps.db, row.order_id);
  const issued = found && documentOf(found.order, 'invoice');
  if (!found || !issued) return false;
  try {
    const reg = await deps.einvoice.register(eInvoiceRequestOf(found.order, invoiceDocument(found.order, issued)));
    const done = await deps.db
      .updateTable('e_invoices')
      .set({ irn: reg.irn, ack_no: reg.ackNo, ack_date: reg.ackDate, signed_qr: reg.signedQrCode, status: 'registered', last_error: null })
      .where('invoice_id', '=', row.invoice_id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // Cancelled while the portal was answering: the IRN it just made is cancelled as well.
    if (Number(done.numUpdatedRows) === 0)
      await deps.db
        .updateTable('e_invoices')
        .set({ irn: reg.irn, ack_no: reg.ackNo, ack_date: reg.ackDate, signed_qr: reg.signedQrCode, status: 'cancelling' })
        .where('invoice_id', '=', row.invoice_id)
        .where('status', '=', 'withdrawn')
        .execute();
    return true;
  } catch (e) {
    await failed(deps.db, row.invoice_id, e);
    return false;
  }
}

async function cancel(deps: EInvoicingDeps, row: { invoice_id: string; irn: string | null; ack_date: string | null }) {
  // Past the portal's 24 hours it refuses: the credit note stands alone and the IRN stays active.
  if (!row.irn || !row.ack_date || Date.now() - Date.parse(row.ack_date) >= IRN_CANCEL_WINDOW_MS) {
    await deps.db.updateTable('e_invoices').set({ status: 'cancel-expired' }).where('invoice_id', '=', row.invoice_id).execute();
    return false;
  }
  try {
    await deps.einvoice.cancel(row.irn, 'orderCancelled');
    await deps.db
      .updateTable('e_invoices')
      .set({ status: 'cancelled', cancelled_at: nowIso(), last_error: null })
      .where('invoice_id', '=', row.invoice_id)
      .execute();
    return true;
  } catch (e) {
    await failed(deps.db, row.invoice_id, e);
    return false;
  }
}

/** Registers (or cancels) what is waiting, of one order or of all; answers how many the portal took. */
export async function settleEInvoices(deps: EInvoicingDeps, orderId?: string): Promise<number> {
  // A shop that does not have to e-invoice: what waits is not required, and nothing goes anywhere.
  if (deps.einvoice.name === 'off') {
    let off = deps.db.updateTable('e_invoices').set({ status: 'not-required' }).where('status', 'in', ['pending', 'cancelling']);
    if (orderId) off = off.where('order_id', '=', orderId);
    await off.execute();
    return 0;
  }
  let q = deps.db
    .selectFrom('e_invoices')
    .select(['invoice_id', 'order_id', 'status', 'irn', 'ack_date'])
    .where('status', 'in', ['pending', 'cancelling'])
    .where('attempts', '<', MAX_REFUSALS);
  if (orderId) q = q.where('order_id', '=', orderId);
  const rows = await q.orderBy('created_at').limit(50).execute();
  let done = 0;
  for (const row of rows) if (await (row.status === 'pending' ? register(deps, row) : cancel(deps, row))) done++;
  return done;
}
