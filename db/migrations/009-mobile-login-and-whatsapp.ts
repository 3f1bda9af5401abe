import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Log in and sign up by mobile number with a code sent by SMS, and order
// updates by WhatsApp for customers who ask for them:
// - users.email and users.email_lower become optional (an account made with a
//   mobile number may have no e-mail); email_lower stays unique when present;
// - users.whatsapp_opt_in (0/1) and when it was given;
// - mobile_codes: the one live code per number, only its hash;
// - whatsapp_messages: every WhatsApp message the shop sent or kept in its outbox.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('whatsapp_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('whatsapp_opt_in_at', 'text').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) await emailOptionalOnSqlite(db);
  else {
    await sql`alter table users alter column email drop not null`.execute(db);
    await sql`alter table users alter column email_lower drop not null`.execute(db);
  }

  await db.schema
    .createTable('mobile_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('whatsapp_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_messages_by_user').on('whatsapp_messages').columns(['user_id', 'created_at']).execute();
}

/**
 * SQLite cannot drop NOT NULL in place: the table is rebuilt from its own
 * definition (whatever columns earlier migrations added) with the two columns
 * made optional, the rows copied, and the indexes made again. Foreign keys are
 * off meanwhile so dropping the old table does not cascade into sessions,
 * carts and orders; they are checked before the change is committed.
 */
async function emailOptionalOnSqlite(db: AnyDb) {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const definition = table.rows[0].sql;
  const rebuilt = definition
    .replace(/^create table\s+"?users"?/i, 'create table "users_rebuilt"')
    .replace(/("email"\s+text)\s+not null/i, '$1')
    .replace(/("email_lower"\s+text)\s+not null/i, '$1');
  if (rebuilt === definition || /"email(_lower)?"\s+text\s+not null/i.test(rebuilt)) {
    throw new Error('009: the users table is not as expected');
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into users_rebuilt select * from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_rebuilt rename to users`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error('009: foreign keys broken by the users rebuild');
      await sql`commit`.execute(db);
    } catch (e) {
      await sql`rollback`.execute(db);
      throw e;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
