import { Migrator, sql } from 'kysely';
import type { Db, Dialect } from './client';
import { migrations } from './migrations/index';

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  // On PostgreSQL the bookkeeping tables live in the connection's own schema;
  // without naming it, another schema's tables could be taken for ours.
  const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
