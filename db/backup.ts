import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

// What a backup and a restore ask of the database itself (scripts/backup.ts,
// scripts/restore.ts): an online copy of a SQLite file, whether a database is
// in use or holds orders, and a short description of what a database holds.

/** The tables whose row counts a backup's manifest records and a restore checks. */
export const COUNTED_TABLES = ['orders', 'order_lines', 'invoices', 'stock_lots', 'users', 'products', 'resumes'] as const;
export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);
/** The SQLite file a DATABASE_URL names. */
export const sqliteFileOf = (url: string) => url.replace(/^file:/, '');

/**
 * A consistent copy of a live SQLite database into `dest` (which must not exist):
 * `VACUUM INTO` reads one snapshot in one read transaction, so writers in other
 * processes carry on (WAL) and never restart or tear the copy.
 */
export function copySqliteOnline(file: string, dest: string): void {
  if (!existsSync(file)) throw new Error(`no SQLite database at ${file}`);
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('vacuum into ?').run(dest);
  } finally {
    db.close();
  }
}

/** SQLite's own check of a database file: 'ok', or what is wrong with it. */
export function checkSqliteFile(file: string): string {
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    return String(db.pragma('quick_check', { simple: true }));
  } catch (e) {
    return (e as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * Does another process have this SQLite file open (a running shop)? Every
 * connection to a WAL database holds a shared lock on it while open, so an
 * exclusive lock is refused at once.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = exclusive');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY' || (e as { code?: string }).code === 'SQLITE_LOCKED') return true;
    throw e;
  } finally {
    db.close();
  }
}

/** What a database holds, as a backup's manifest records it. */
export interface Description {
  /** The last migration applied (db/migrations), null before any. */
  migration: string | null;
  counts: TableCounts;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function describeWith(query: Query): Promise<Description> {
  const last = await query('select name from kysely_migration order by name desc limit 1');
  const counts = {} as TableCounts;
  for (const table of COUNTED_TABLES) counts[table] = Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0);
  return { migration: last[0] ? String(last[0].name) : null, counts };
}

/** What a SQLite file holds (opened read-only). */
export function describeSqliteFile(file: string): Promise<Description> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  return describeWith(async (text) => db.prepare(text).all() as Record<string, unknown>[]).finally(() => db.close());
}

/** What the PostgreSQL database holds now. */
export function describePostgres(url: string): Promise<Description> {
  return withPostgres(url, (c) => describeWith(async (text) => (await c.query(text)).rows));
}

/**
 * Runs `dump` with an exported snapshot of the PostgreSQL database (for
 * `pg_dump --snapshot`), and describes that same snapshot: the manifest's
 * counts are exactly what the dump holds, however busy the shop is meanwhile.
 */
export function withPostgresSnapshot(url: string, dump: (snapshot: string) => Promise<void>): Promise<Description> {
  return withPostgres(url, async (c) => {
    await c.query('begin isolation level repeatable read read only');
    try {
      const snapshot = String((await c.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0].s);
      const description = await describeWith(async (text) => (await c.query(text)).rows);
      await dump(snapshot);
      return description;
    } finally {
      await c.query('rollback').catch(() => {});
    }
  });
}

/** What a restore target holds now: nothing (no file, or no tables), tables without orders, or orders. */
export interface TargetState {
  tables: number;
  orders: number;
}

/** The state of a SQLite file, without creating it. */
export function sqliteTargetState(file: string): TargetState {
  if (!existsSync(file)) return { tables: 0, orders: 0 };
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = Number(
      (db.prepare("select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'").get() as { n: number }).n,
    );
    const hasOrders = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'orders'").get();
    const orders = hasOrders ? Number((db.prepare('select count(*) as n from orders').get() as { n: number }).n) : 0;
    return { tables, orders };
  } finally {
    db.close();
  }
}

async function withPostgres<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The state of the PostgreSQL database's current schema. */
export function postgresTargetState(url: string): Promise<TargetState> {
  return withPostgres(url, async (c) => {
    const tables = Number(
      (await c.query<{ n: string }>('select count(*) as n from pg_tables where schemaname = current_schema()')).rows[0].n,
    );
    const hasOrders = (await c.query("select 1 from pg_tables where schemaname = current_schema() and tablename = 'orders'")).rowCount;
    const orders = hasOrders ? Number((await c.query<{ n: string }>('select count(*) as n from orders')).rows[0].n) : 0;
    return { tables, orders };
  });
}

/**
 * Empties the current schema of the shop's tables, views and sequences, so a
 * dump can be restored into it as into a new database. Refused while other
 * sessions use the database (a running shop).
 */
export function emptyPostgresSchema(url: string): Promise<void> {
  return withPostgres(url, async (c) => {
    const others = Number(
      (
        await c.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
        )
      ).rows[0].n,
    );
    if (others > 0) throw new Error(`${others} other connection(s) use this database: stop the shop first`);
    await c.query('begin');
    try {
      const quoted = async (q: string) => (await c.query<{ n: string }>(q)).rows.map((r) => r.n);
      const views = await quoted("select format('%I.%I', schemaname, viewname) as n from pg_views where schemaname = current_schema()");
      const tables = await quoted("select format('%I.%I', schemaname, tablename) as n from pg_tables where schemaname = current_schema()");
      const sequences = await quoted(
        "select format('%I.%I', schemaname, sequencename) as n from pg_sequences where schemaname = current_schema()",
      );
      if (views.length) await c.query(`drop view if exists ${views.join(', ')} cascade`);
      if (tables.length) await c.query(`drop table if exists ${tables.join(', ')} cascade`);
      if (sequences.length) await c.query(`drop sequence if exists ${sequences.join(', ')} cascade`);
      await c.query('commit');
    } catch (e) {
      await c.query('rollback');
      throw e;
    }
  });
}
