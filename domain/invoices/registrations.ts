import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { EInvoiceMark, EwayBillMark, InvoiceDocument } from './invoices';

// What the portals gave an order's documents, as the PDFs print them: the
// invoice's IRN, acknowledgement and signed QR (once registered, and not
// cancelled), and the order's e-way bill number.

type Executor = Kysely<Database> | Transaction<Database>;

export async function eInvoiceOfOrder(db: Executor, orderId: string): Promise<EInvoiceMark | null> {
  const row = await db
    .selectFrom('e_invoices')
    .select(['irn', 'ack_no', 'ack_date', 'signed_qr', 'status'])
    .where('order_id', '=', orderId)
    .where('irn', 'is not', null)
    .executeTakeFirst();
  if (!row?.irn) return null;
  return {
    irn: row.irn,
    ackNo: row.ack_no ?? '',
    ackDate: row.ack_date ?? '',
    signedQr: row.signed_qr ?? '',
    cancelled: row.status === 'cancelled',
  };
}

export async function ewayBillOfOrder(db: Executor, orderId: string): Promise<EwayBillMark | null> {
  const row = await db
    .selectFrom('eway_bills')
    .select(['number', 'valid_until'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'generated')
    .executeTakeFirst();
  return row?.number ? { number: row.number, validUntil: row.valid_until ?? '' } : null;
}

/** The document with its marks: an invoice its IRN, any document of the order its e-way bill. */
export async function withRegistrations(db: Executor, doc: InvoiceDocument): Promise<InvoiceDocument> {
  const [eInvoice, ewayBill] = await Promise.all([
    doc.kind === 'invoice' ? eInvoiceOfOrder(db, doc.orderId) : null,
    ewayBillOfOrder(db, doc.orderId),
  ]);
  return { ...doc, eInvoice, ewayBill };
}
