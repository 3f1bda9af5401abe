import type { Kysely } from 'kysely';

// Reminders (db/schema-reminders.ts): whom they go to (with the opt-out
// token and the cart-reminder consent), "notify me when it is back" alerts,
// and each reminder due or sent (claimed with a lease by the worker).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reminder_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('stop_token', 'text', (c) => c.notNull().unique())
    .addColumn('stopped_at', 'text')
    .addColumn('cart_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cart_consent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('reminder_recipients.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('cancel_token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('back_at', 'text')
    .execute();
  await db.schema.createIndex('stock_alerts_by_variant').on('stock_alerts').columns(['variant_id', 'status']).execute();
  await db.schema
    .createTable('reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('reminder_recipients.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('note', 'text')
    .addColumn('outbox_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('reminders_due').on('reminders').columns(['status', 'due_at']).execute();
  await db.schema.createIndex('reminders_by_recipient').on('reminders').columns(['recipient_id', 'sent_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reminders').execute();
  await db.schema.dropTable('stock_alerts').execute();
  await db.schema.dropTable('reminder_recipients').execute();
}
