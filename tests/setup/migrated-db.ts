import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { migrations } from '../../db/migrations/index';
import { freshDatabaseUrl, type DbKind } from './test-app';

/**
 * A database of its own for a migration test: `open()` gives it with a
 * migrator (nothing migrated yet), untyped since its schema is a past one;
 * everything is closed and dropped after the file's tests.
 */
export function useMigrationDatabase(kind: DbKind) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migration-'));
  let handle: DbHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open() {
      const fresh = await freshDatabaseUrl(kind, dir);
      drop = fresh.drop;
      handle = openDatabase(fresh.url);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as unknown as Kysely<any>;
      return { db, migrator: new Migrator({ db, provider: { getMigrations: async () => migrations } }) };
    },
  };
}
