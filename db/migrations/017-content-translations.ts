import type { Kysely } from 'kysely';

// The Hindi and Marathi of what staff edit, per record and field
// (db/schema-translations.ts), instead of a catalogue keyed by the English
// words, which lost a translation whenever the English changed. The shop's
// own translations are carried over at start (domain/translations/carry-over.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('content_translations_pk', ['entity', 'entity_id', 'lang', 'field'])
    .execute();
}
