import type { Kysely } from 'kysely';

// Credit and approvals (decision 040): a company's order keeps who placed it,
// whether it waits for the company's approver or for staff (credit), and
// whether it is on account with the terms in force when it was placed; money
// a company pays on account (recorded by staff, or online) stands apart from
// orders, once per provider payment; a request to pay the balance online
// remembers the provider's order it made.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('company_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('placed_by', 'text', (c) => c.notNull())
    .addColumn('on_account', 'integer', (c) => c.notNull())
    .addColumn('terms_days', 'integer')
    .addColumn('approval', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('credit_review', 'text', (c) => c.notNull())
    .addColumn('credit_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_orders_by_company').on('company_orders').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('company_orders_by_review').on('company_orders').columns(['credit_review', 'approval']).execute();
  await db.schema
    .createTable('credit_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_payments_by_company').on('credit_payments').columns(['company_id', 'received_on']).execute();
  await db.schema
    .createTable('credit_pay_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('credit_pay_requests').execute();
  await db.schema.dropTable('credit_payments').execute();
  await db.schema.dropTable('company_orders').execute();
}
