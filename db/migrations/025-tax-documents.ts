import type { Kysely } from 'kysely';

// The tax documents a dealer needs (decision 036, db/schema-tax-documents.ts):
// an invoice's registration with the GST invoice registration portal (IRN,
// acknowledgement and signed QR; pending until the portal answers), an
// order's e-way bill, and the certificate of analysis staff upload per batch.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('e_invoices')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey().references('invoices.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('irn', 'text')
    .addColumn('ack_no', 'text')
    .addColumn('ack_date', 'text')
    .addColumn('signed_qr', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('e_invoices_by_status').on('e_invoices').column('status').execute();
  await db.schema.createIndex('e_invoices_by_order').on('e_invoices').column('order_id').execute();
  await db.schema
    .createTable('eway_bills')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eway_bills_by_status').on('eway_bills').column('status').execute();
  await db.schema
    .createTable('batch_certificates')
    .addColumn('lot_id', 'text', (c) => c.primaryKey().references('stock_lots.id').onDelete('cascade'))
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text')
    .execute();
  await db.schema.createIndex('batch_certificates_by_batch').on('batch_certificates').column('batch').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['batch_certificates', 'eway_bills', 'e_invoices']) await db.schema.dropTable(t).execute();
}
