import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { defaultsFor } from '../category-defaults';
import { openingLot } from '../lots';

// Batch, manufacturing date and expiry: stock is held in lots, each movement
// names the lot it took from or gave to (orders sell the lot that expires
// first). Products get a shelf life and storage advice. Stock already on the
// shelf becomes one lot per pack.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('shelf_life_months', 'integer', (c) => c.notNull().defaultTo(12))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('storage_advice', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('stock_lots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id'))
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('manufactured_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('stock_lots_variant_batch', ['variant_id', 'batch'])
    .execute();
  await db.schema.createIndex('stock_lots_by_expiry').on('stock_lots').columns(['variant_id', 'expires_on']).execute();
  await db.schema.alterTable('stock_movements').addColumn('lot_id', 'text').execute();

  const products = (await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'categories.slug'])
    .execute()) as { id: string; slug: string }[];
  const now = new Date().toISOString();
  for (const p of products) {
    const d = defaultsFor(p.slug);
    await db
      .updateTable('products')
      .set({ shelf_life_months: d.shelfLifeMonths, storage_advice: d.storage })
      .where('id', '=', p.id)
      .execute();
    const packs = (await db
      .selectFrom('product_variants')
      .select(['id', 'sku', 'stock'])
      .where('product_id', '=', p.id)
      .where('stock', '>', 0)
      .execute()) as { id: string; sku: string; stock: number }[];
    for (const v of packs) {
      await db
        .insertInto('stock_lots')
        .values({
          id: randomBytes(12).toString('hex'),
          product_id: p.id,
          variant_id: v.id,
          ...openingLot(v.sku, d.shelfLifeMonths),
          quantity: Number(v.stock),
          created_at: now,
        })
        .execute();
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
