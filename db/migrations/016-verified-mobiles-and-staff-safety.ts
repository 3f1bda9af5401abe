import { sql, SqliteAdapter, type Kysely } from 'kysely';

// A mobile number belongs to whoever proves it, and staff sign-in is harder to guess:
// - users.mobile_verified_at: when the owner of the number typed a code sent to it.
//   Accounts made by SMS code proved their number already; every other number
//   counts as unverified until confirmed. Several accounts may carry the same
//   unverified number; only one may have it verified (a partial unique index).
// - staff.totp_last_step: the last authenticator time-step accepted (a code works once);
// - staff_sessions.last_seen_at: a staff session also ends after a while idle.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_verified_at', 'text').execute();
  await sql`update users set mobile_verified_at = created_at where password_hash = '' and email is null`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) await mobileNotUniqueOnSqlite(db);
  else await sql`alter table users drop constraint if exists users_mobile_no_key`.execute(db);
  await db.schema.createIndex('users_by_mobile').on('users').column('mobile_no').execute();
  await db.schema
    .createIndex('users_verified_mobile')
    .unique()
    .on('users')
    .column('mobile_no')
    .where(sql.ref('mobile_verified_at'), 'is not', null)
    .execute();

  await db.schema.alterTable('staff').addColumn('totp_last_step', 'integer').execute();
  await db.schema.alterTable('staff_sessions').addColumn('last_seen_at', 'text').execute();
}

/** SQLite cannot drop a column's UNIQUE in place: the table is rebuilt as in 009. */
async function mobileNotUniqueOnSqlite(db: AnyDb) {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const definition = table.rows[0].sql;
  const rebuilt = definition
    .replace(/^create table\s+"?users"?/i, 'create table "users_rebuilt"')
    .replace(/("mobile_no"\s+text\s+not null)\s+unique/i, '$1');
  if (rebuilt === definition || /"mobile_no"\s+text\s+not null\s+unique/i.test(rebuilt)) {
    throw new Error('016: the users table is not as expected');
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
      if (broken.rows.length) throw new Error('016: foreign keys broken by the users rebuild');
      await sql`commit`.execute(db);
    } catch (e) {
      await sql`rollback`.execute(db);
      throw e;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
