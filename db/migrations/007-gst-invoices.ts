import type { Kysely } from 'kysely';
import { gstFor } from '../category-defaults';

// GST invoices: each product's HSN code and rate (from its category to start
// with), kept on every order line as sold; the buyer's GSTIN and business name
// on an address; invoices and credit notes with numbers per series and
// financial year, given out without gaps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['products', 'order_lines']) {
    await db.schema
      .alterTable(table)
      .addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('gst_rate', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const column of ['gstin', 'business_name']) {
    await db.schema
      .alterTable('addresses')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const categories = await db.selectFrom('categories').select(['id', 'slug']).execute();
  for (const c of categories as { id: string; slug: string }[]) {
    const gst = gstFor(c.slug);
    await db.updateTable('products').set({ hsn_code: gst.hsn, gst_rate: gst.rate }).where('category_id', '=', c.id).execute();
  }
  // Lines sold before: the product's classification now is the best record there is.
  const products = (await db.selectFrom('products').select(['id', 'hsn_code', 'gst_rate']).execute()) as {
    id: string;
    hsn_code: string;
    gst_rate: number;
  }[];
  for (const p of products) {
    await db.updateTable('order_lines').set({ hsn_code: p.hsn_code, gst_rate: p.gst_rate }).where('product_id', '=', p.id).execute();
  }
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_order_kind', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
