import { PostgresAdapter, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Database } from './schema';

// A row's children (a product's pictures, its price tiers) read in the same
// query as the row, as a JSON array column: one round trip to the database
// instead of one per kind of child, in each database's own SQL.

type Executor = Kysely<Database> | Transaction<Database>;

/** The rows of a correlated subquery as one JSON array column (both helpers give it the same type). */
export function jsonArrayFrom<O>(
  db: Executor,
  subquery: SelectQueryBuilder<Database, keyof Database, O>,
): ReturnType<typeof postgresJsonArrayFrom<O>> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/** The array itself: PostgreSQL's driver parses JSON, SQLite hands it back as text. */
export function parsedArray<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
