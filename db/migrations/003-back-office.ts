import type { Kysely } from 'kysely';

// The back office: staff accounts apart from customers, their sessions, the
// audit log of every staff change, an order's shipment and history, a lead's
// status, and what the catalogue needs to be edited safely (a version for
// concurrent edits, archiving, a low-stock threshold).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the token
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text') // JSON
    .addColumn('after', 'text') // JSON
    .execute();
  await s.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await s.alterTable('orders').addColumn('carrier', 'text').execute();
  await s.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await s
    .createTable('order_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull()) // 'customer', 'system' or a staff e-mail
    .execute();
  await s.createIndex('order_history_order').on('order_history').columns(['order_id', 'at']).execute();
  await s.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

  for (const table of ['enquiries', 'contact_messages']) {
    await s
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await s.alterTable(table).addColumn('assignee_staff_id', 'text').execute();
    await s
      .alterTable(table)
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  await s
    .alterTable('products')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.alterTable('products').addColumn('archived_at', 'text').execute();
  await s
    .alterTable('product_images')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();

  await s.alterTable('users').addColumn('disabled_at', 'text').execute();
  await s
    .alterTable('resumes')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
