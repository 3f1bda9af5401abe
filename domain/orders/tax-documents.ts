import type { EInvoicePortal } from '../../adapters/einvoice/types';
import type { EwayBillPortal } from '../../adapters/ewaybill/types';
import type { Db } from '../../db/client';
import { settleEInvoices } from './e-invoicing';
import { ensureEwayBill } from './eway-bills';

/** The portals an order's change may need after it committed (the server hands both; a caller without them leaves it to the job). */
export interface TaxPortals {
  einvoice?: EInvoicePortal;
  ewaybill?: EwayBillPortal;
}

/**
 * After an order shipped or was cancelled: its e-way bill when it needs one,
 * then its invoice registered (or its IRN cancelled), so the PDFs made next
 * carry them. Whatever a portal cannot do now, the background job does later.
 */
export async function settleOrderTaxDocuments(deps: TaxPortals & { db: Db }, orderId: string): Promise<void> {
  if (deps.ewaybill) await ensureEwayBill({ db: deps.db, ewaybill: deps.ewaybill }, orderId);
  if (deps.einvoice) await settleEInvoices({ db: deps.db, einvoice: deps.einvoice }, orderId);
}

/** What the back office shows of an order's e-invoice and e-way bill (each null when it has none). */
export async function taxDocumentStatus(db: Db, orderId: string) {
  const [eInvoice, ewayBill] = await Promise.all([
    db
      .selectFrom('e_invoices')
      .select(['irn', 'ack_no', 'ack_date', 'status', 'attempts', 'last_error', 'cancelled_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('eway_bills')
      .select(['number', 'valid_until', 'status', 'attempts', 'last_error'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
  ]);
  return { eInvoice: eInvoice ?? null, ewayBill: ewayBill ?? null };
}
export type TaxDocumentStatus = Awaited<ReturnType<typeof taxDocumentStatus>>;
