import { sql, type Kysely } from 'kysely';

// One order lifecycle (decision 034):
// - orders.state: where the order is in its lifecycle (placed, packed, in
//   transit, delivery failed, …); orders.status stays the five values the API
//   shows, written with it. Existing orders get the state their status names.
// - order_history: the event that made each change, who made it (a kind and,
//   for staff, their id) and its details as JSON.
// - outbox: every message an order change causes (e-mail, WhatsApp, SMS),
//   written in the change's transaction and sent by a worker that claims rows
//   with a lease, retries with backoff and gives up as 'failed'.
// - users.sms_with_whatsapp: a customer with WhatsApp updates who asked for
//   the SMS too (otherwise one channel or the other, never both).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const STATE_OF_STATUS: [string, string][] = [
  ['Pending', 'placed'],
  ['Confirmed', 'confirmed'],
  ['Shipped', 'shipped'],
  ['Delivered', 'delivered'],
  ['Cancelled', 'cancelled'],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('placed'))
    .execute();
  for (const [status, state] of STATE_OF_STATUS) await db.updateTable('orders').set({ state }).where('status', '=', status).execute();

  await db.schema.alterTable('order_history').addColumn('event', 'text').execute();
  await db.schema.alterTable('order_history').addColumn('actor_kind', 'text').execute();
  await db.schema.alterTable('order_history').addColumn('actor_id', 'text').execute();
  await db.schema.alterTable('order_history').addColumn('details', 'text').execute();
  await db
    .updateTable('order_history')
    .set({ actor_kind: sql`case when actor in ('customer', 'system') then actor else 'staff' end` })
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One message per change, channel and recipient: queuing it twice finds the row.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('history_id', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient_kind', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('claim', 'text')
    .addColumn('last_error', 'text')
    .addColumn('resent_from', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_by_order').on('outbox').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('outbox_by_created').on('outbox').column('created_at').execute();

  await db.schema
    .alterTable('users')
    .addColumn('sms_with_whatsapp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sms_with_whatsapp').execute();
  await db.schema.dropTable('outbox').execute();
  for (const column of ['details', 'actor_id', 'actor_kind', 'event'])
    await db.schema.alterTable('order_history').dropColumn(column).execute();
  await db.schema.alterTable('orders').dropColumn('state').execute();
}
