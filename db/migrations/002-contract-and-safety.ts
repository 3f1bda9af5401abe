import type { Kysely } from 'kysely';

// Client companies for GET /api/get/Client, an offer on products, idle session
// expiry, idempotency keys bound to their request, payments the shop must give
// back, and mail kept until it is delivered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('client_companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await s
    .alterTable('products')
    .addColumn('offer_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await s.alterTable('orders').addColumn('idempotency_hash', 'text').execute();

  // A payment the shop received but must not keep (the order was cancelled, or
  // already paid): recorded, then refunded or queued for a refund.
  await s
    .createTable('payment_returns')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payment_returns_order').on('payment_returns').column('order_id').execute();

  await s.alterTable('mails').addColumn('payload', 'text').execute();
  await s
    .alterTable('mails')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.alterTable('mails').addColumn('next_attempt_at', 'text').execute();
  await s.alterTable('mails').addColumn('last_error', 'text').execute();
  await s.createIndex('mails_due').on('mails').columns(['status', 'next_attempt_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
