import type { Kysely } from 'kysely';

// Returns and replacements (db/schema-returns.ts): a customer's request for
// some lines of a delivered order, its photos, what staff decided and found on
// inspection, and the policy staff edit (which reasons, how many days from
// delivery, whether a photo is needed). A return's credit note is an invoices
// row that names the return; a replacement is an order that names the one it replaces.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const POLICY = [
  { reason: 'damaged', days: 7, photo_required: 1 },
  { reason: 'wrong', days: 7, photo_required: 1 },
  { reason: 'expired', days: 7, photo_required: 1 },
  { reason: 'short', days: 3, photo_required: 0 },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('staff_note', 'text')
    .addColumn('refund_to', 'text')
    .addColumn('payout_sealed', 'text')
    .addColumn('payout_masked', 'text')
    .addColumn('refund_paise', 'integer')
    .addColumn('refund_ref', 'text')
    .addColumn('replacement_order_id', 'text')
    .addColumn('pickup_awb', 'text')
    .addColumn('pickup_status', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_by_order').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_by_state').on('returns').columns(['state', 'created_at']).execute();
  await db.schema
    .createTable('return_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('disposition', 'text')
    .addColumn('write_off_reason', 'text')
    .execute();
  await db.schema.createIndex('return_lines_by_return').on('return_lines').column('return_id').execute();
  await db.schema
    .createTable('return_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('return_policy')
    .addColumn('reason', 'text', (c) => c.primaryKey())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('photo_required', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('return_policy')
    .values(POLICY.map((p) => ({ ...p, enabled: 1 })))
    .execute();
  await db.schema.alterTable('invoices').addColumn('return_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('replacement_of', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('replacement_of').execute();
  await db.schema.alterTable('invoices').dropColumn('return_id').execute();
  for (const t of ['return_policy', 'return_photos', 'return_lines', 'returns']) await db.schema.dropTable(t).execute();
}
