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
