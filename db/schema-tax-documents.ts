// The tax documents a dealer needs as Kysely sees them (see schema.ts for the conventions; migration 025).
import type { Generated } from 'kysely';

/**
 * An invoice's registration with the GST invoice registration portal (a B2B
 * invoice only). 'pending' until the portal answers (retried in the
 * background), then 'registered'; 'cancelling' → 'cancelled' when the order
 * is cancelled within the portal's 24 hours; 'withdrawn' when it was cancelled
 * before ever being registered; 'cancel-expired' when the window had passed.
 */
export interface EInvoicesTable {
  invoice_id: string;
  order_id: string;
  /** The Invoice Reference Number: 64 hex characters. */
  irn: string | null;
  ack_no: string | null;
  ack_date: string | null;
  /** The portal's signed QR payload (a JWT), printed as the invoice's QR code. */
  signed_qr: string | null;
  /** 'not-required': the shop runs with EINVOICE=off (below the e-invoicing turnover). */
  status: 'pending' | 'registered' | 'cancelling' | 'cancelled' | 'withdrawn' | 'cancel-expired' | 'not-required';
  /** How often the portal refused it (its data); a portal that was down does not count. */
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  cancelled_at: string | null;
}

/** An order's e-way bill (a consignment above EWAY_BILL_THRESHOLD_PAISE): 'pending' until the portal answers. */
export interface EwayBillsTable {
  order_id: string;
  /** 12 digits. */
  number: string | null;
  valid_until: string | null;
  status: 'pending' | 'generated';
  /** How often the system refused it; a system that was down does not count. */
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
}

/** A batch's certificate of analysis, uploaded by staff against one of its lots (the file is `coa/<lot_id>.pdf` in storage). */
export interface BatchCertificatesTable {
  lot_id: string;
  batch: string;
  uploaded_at: string;
  uploaded_by: string | null;
}

export interface TaxDocumentTables {
  e_invoices: EInvoicesTable;
  eway_bills: EwayBillsTable;
  batch_certificates: BatchCertificatesTable;
}
