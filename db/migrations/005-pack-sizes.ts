import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { draftPacks, packRow } from '../pack-sizes';

// Pack sizes: a product sells in packs, each with its SKU, price, MRP and
// stock; quantity tiers for buyers of many packs. Cart lines and order lines
// name their pack. Existing products get the packs their "packs available"
// text names: the smallest keeps the product's price and all its stock (the
// others start at 0 until staff count them). Cart lines move to the smallest
// pack.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const id = () => randomBytes(12).toString('hex');

export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('pack', 'text', (c) => c.notNull())
    .addColumn('net_amount', 'integer', (c) => c.notNull())
    .addColumn('net_unit', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('mrp_paise', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addCheckConstraint('product_variants_stock_not_negative', sql`stock >= 0`)
    .execute();
  await s.createIndex('product_variants_product').on('product_variants').column('product_id').execute();

  await s
    .createTable('price_tiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.notNull())
    .addUniqueConstraint('price_tiers_one_per_quantity', ['product_id', 'min_quantity'])
    .execute();

  await s.alterTable('stock_movements').addColumn('variant_id', 'text').execute();
  await s.alterTable('order_lines').addColumn('variant_id', 'text').execute();
  await s
    .alterTable('order_lines')
    .addColumn('pack', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const products = await db.selectFrom('products').select(['id', 'code', 'packaging_available', 'price_paise', 'stock']).execute();
  const smallest = new Map<string, { id: string; pack: string }>();
  for (const p of products) {
    const drafts = draftPacks(p.packaging_available, Number(p.price_paise), Number(p.stock));
    for (const [position, d] of drafts.entries()) {
      const variant = { id: id(), pack: d.pack };
      if (position === 0) smallest.set(p.id, variant);
      await db
        .insertInto('product_variants')
        .values(packRow(variant.id, p.id, p.code, d, position, position === 0 ? Number(p.stock) : 0))
        .execute();
    }
  }
  for (const [productId, v] of smallest) {
    await db.updateTable('order_lines').set({ variant_id: v.id, pack: v.pack }).where('product_id', '=', productId).execute();
  }

  // One cart line per pack now, not per product: the table is made again (its
  // constraint cannot be changed in place on SQLite), its few rows kept.
  const lines = await db.selectFrom('cart_items').selectAll().execute();
  await s.dropTable('cart_items').execute();
  await s
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_one_line_per_pack', ['cart_id', 'variant_id'])
    .addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`)
    .execute();
  for (const l of lines) {
    const v = smallest.get(l.product_id);
    if (v)
      await db
        .insertInto('cart_items')
        .values({ ...l, variant_id: v.id })
        .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
