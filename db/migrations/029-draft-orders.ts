import type { Kysely } from 'kysely';

// Draft orders (decision 037): an order staff write for a customer who phoned
// or wrote, kept apart from `orders` until it is paid or sent Cash on
// Delivery, with its payment link. The order itself is placed only then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('draft_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_id', 'text', (c) => c.notNull().references('addresses.id'))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('link_token', 'text', (c) => c.unique())
    .addColumn('provider_link_id', 'text', (c) => c.unique())
    .addColumn('link_url', 'text')
    .addColumn('link_expires_at', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('problem', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draft_orders_by_status').on('draft_orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('draft_orders_by_user').on('draft_orders').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('draft_orders').execute();
}
