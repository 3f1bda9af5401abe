import type { Kysely } from 'kysely';

// Promotions (db/schema-promotions.ts): coupons, season sales and buy X get Y;
// the codes customers applied to their carts; the promotions each order used,
// and each order line's share of the discount (0 on every older line).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_off_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_order_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('combinable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buy_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('get_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('packs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('paused_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Several NULL codes (the automatic offers) are allowed by both databases.
  await db.schema.createIndex('promotions_by_code').unique().on('promotions').column('code').execute();

  await db.schema
    .createTable('cart_coupons')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_coupons_pk', ['user_id', 'promotion_id'])
    .execute();

  await db.schema
    .createTable('order_promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_promotions_by_promotion').on('order_promotions').column('promotion_id').execute();
  await db.schema.createIndex('order_promotions_by_order').on('order_promotions').column('order_id').execute();

  await db.schema
    .alterTable('order_lines')
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('discount_paise').execute();
  await db.schema.dropTable('order_promotions').execute();
  await db.schema.dropTable('cart_coupons').execute();
  await db.schema.dropTable('promotions').execute();
}
