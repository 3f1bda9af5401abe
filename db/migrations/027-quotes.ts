import type { Kysely } from 'kysely';

// Quotes (db/schema-quotes.ts, decision 039): the request, each version staff
// send with its lines, the comments and the buyer's files. A request's own
// lines have no version; an accepted quote names its order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lead_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'text')
    .addColumn('accepted_version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_by_user').on('quotes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('quotes_by_state').on('quotes').columns(['state', 'updated_at']).execute();
  await db.schema
    .createTable('quote_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('delivery_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Two staff sending "the next version" at once: one of them is refused.
  await db.schema.createIndex('quote_versions_number').on('quote_versions').columns(['quote_id', 'number']).unique().execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version_id', 'text')
    .addColumn('product_id', 'text')
    .addColumn('variant_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('pack', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_paise', 'integer')
    .addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gst_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_lines_by_quote').on('quote_lines').columns(['quote_id', 'version_id']).execute();
  await db.schema
    .createTable('quote_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_comments_by_quote').on('quote_comments').columns(['quote_id', 'created_at']).execute();
  await db.schema
    .createTable('quote_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['quote_attachments', 'quote_comments', 'quote_lines', 'quote_versions', 'quotes'])
    await db.schema.dropTable(t).execute();
}
