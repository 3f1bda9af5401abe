import type { Kysely } from 'kysely';

// The language a staff member reads their e-mails in ('en', 'hi' or 'mr'),
// chosen on their own security page; the back office itself stays English.
// Existing accounts read English, as they always have.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('lang').execute();
}
