import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Is the database reachable right now? (for /readyz) */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the database named by a DATABASE_URL: `file:…` (SQLite) or `postgres://…`. */
export function openDatabase(url: string): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  return openSqlite(url.replace(/^file:/, ''));
}

const PREPARED_MAX = 2_000;

/**
 * Kysely prepares every query anew; the same few hundred SQL texts come back
 * all the time, so each is prepared once and reused (better-sqlite3 runs one
 * statement at a time, and re-prepares by itself after a schema change).
 * Kysely's `begin` becomes `begin immediate`: with several processes on one
 * file (WEB_CONCURRENCY), a transaction that reads and then writes would
 * otherwise fail with SQLITE_BUSY when another took the write lock meanwhile;
 * taking it at the start lets the busy timeout queue them instead.
 */
function keepPreparedStatements(sqlite: SqliteDatabase.Database) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    const source = sql === 'begin' ? 'begin immediate' : sql;
    let statement = prepared.get(source);
    if (!statement) {
      statement = prepare(source);
      if (prepared.size < PREPARED_MAX) prepared.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

function openSqlite(path: string): DbHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  keepPreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

// PostgreSQL returns COUNT and BIGINT as strings; our integers fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

const statementNames = new Map<string, string>();
const MAX_NAMED = 2_000;

/**
 * Each SQL text with values becomes a named prepared statement, so PostgreSQL
 * parses and plans it once per connection instead of on every call (node-pg
 * keeps the names it prepared on each client). The names come from the text's
 * hash, so one text always has one name; past MAX_NAMED distinct texts (lists
 * of every length) the rest run unnamed, as before.
 */
function prepareOnce(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values, callback);
    let name = statementNames.get(text);
    if (!name && statementNames.size < MAX_NAMED)
      statementNames.set(text, (name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  }) as typeof client.query;
}

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped connection (a restart, a failover, pg_terminate_backend) must not
  // crash the process: idle clients report on the pool, and a client in use
  // reports on itself; the query in flight fails (503) and the pool reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareOnce(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
