import type { Kysely } from 'kysely';

// The language a customer reads the shop in ('en', 'hi' or 'mr'), remembered
// so that e-mails about their orders are written in it. Existing accounts read
// English, as they always have.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
