import type { Kysely } from 'kysely';

// Dealers and bulk buyers (db/schema-companies.ts): companies with their
// people (buyer, approver, admin; a person in one company at most), customer
// groups, price lists for a group (dealer prices) or one company (contract
// prices) with a start and an end, and each list's price per pack. Credit
// terms live on the company.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('customer_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text')
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.references('customer_groups.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('approval_limit_paise', 'integer')
    .addColumn('credit_limit_paise', 'integer')
    .addColumn('payment_terms_days', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_by_gstin').on('companies').column('gstin').execute();
  await db.schema
    .createTable('company_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('company_members_by_company').on('company_members').column('company_id').execute();
  await db.schema
    .createTable('price_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.references('customer_groups.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('price_list_items')
    .addColumn('price_list_id', 'text', (c) => c.notNull().references('price_lists.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_list_items_pk', ['price_list_id', 'variant_id'])
    .execute();
  await db.schema.createIndex('price_list_items_by_variant').on('price_list_items').column('variant_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['price_list_items', 'price_lists', 'company_members', 'companies', 'customer_groups'])
    await db.schema.dropTable(t).execute();
}
