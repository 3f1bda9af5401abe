import type { Kysely } from 'kysely';

// Searches that found nothing, so staff see what farmers look for and do not
// find: the normalised term and the language of the page, how often and when
// last. Bounded: a short term, one row a term and language, and a cap on rows
// (domain/catalog/search-misses.ts); no one's identity is kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_misses')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['term', 'lang'])
    .execute();
  await db.schema.createIndex('search_misses_by_last_seen').on('search_misses').column('last_seen').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_misses').execute();
}
