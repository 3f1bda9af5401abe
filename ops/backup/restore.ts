import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createStorage } from '../../adapters/storage/index';
import type { Storage } from '../../adapters/storage/types';
import {
  checkSqliteFile,
  COUNTED_TABLES,
  describePostgres,
  describeSqliteFile,
  emptyPostgresSchema,
  isPostgresUrl,
  postgresTargetState,
  sqliteFileOf,
  sqliteInUse,
  sqliteTargetState,
  type TargetState,
} from '../../db/backup';
import { migrations } from '../../db/migrations/index';
import type { Config } from '../../server/config';
import { BackupError } from './errors';
import { copyKeysIn } from './keys';
import { readManifest, verifyFiles } from './manifest';
import type { BackupPlace } from './options';
import { pgRestore } from './postgres-tools';
import { copyUploadsIn } from './uploads';

/** A backup named by its path, or by its folder name under the backup folder. */
export function findBackup(given: string, place: BackupPlace): string {
  for (const candidate of [resolve(given), join(place.root, given)]) {
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
  }
  throw new BackupError(`No backup at ${given} (nor ${join(place.root, given)})`);
}

const described = (s: TargetState, orders: number) =>
  s.tables === 0 ? 'empty' : orders === 0 ? `has no orders (${s.tables} tables, replaced)` : `has ${orders} orders, replaced (--force)`;

/**
 * Puts a backup back: checks every file against the manifest first, refuses a
 * database that already has orders unless `force`, then restores the database
 * (SQLite: the file, while the shop is stopped; PostgreSQL: pg_restore into an
 * emptied schema), the uploads and the keys, and checks the restored database
 * holds what the manifest says.
 */
export async function restoreBackup(
  config: Pick<
    Config,
    'DATA_DIR' | 'DATABASE_URL' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'
  >,
  dir: string,
  opts: { force?: boolean },
  log: (line: string) => void = () => {},
  storage: Storage = createStorage(config),
): Promise<void> {
  const manifest = await readManifest(dir);
  const m = manifest.database;
  log(
    `Backup of ${manifest.createdAt}: ${m.kind} database (migration ${m.migration ?? 'none'}), ${m.counts.orders} orders, ` +
      `${m.counts.invoices} invoices, ${manifest.uploads.count} uploads`,
  );
  await verifyFiles(dir, manifest);
  log(`Checked ${manifest.files.length} files against the manifest: all intact`);

  const postgres = isPostgresUrl(config.DATABASE_URL);
  const kind = postgres ? 'postgres' : 'sqlite';
  if (m.kind !== kind) {
    throw new BackupError(`This is a ${m.kind} backup and DATABASE_URL names a ${kind} database: restore it into a ${m.kind} database`);
  }
  if (m.migration && !(m.migration in migrations)) {
    throw new BackupError(`This backup was made by a newer version of the shop (migration ${m.migration}): update the shop, then restore`);
  }

  const backupFile = join(dir, m.file);
  if (postgres) {
    const where = `database ${new URL(config.DATABASE_URL).pathname.slice(1)}`;
    const state = await postgresTargetState(config.DATABASE_URL);
    refuseOrders(where, state, opts.force);
    if (state.tables > 0) await emptyPostgresSchema(config.DATABASE_URL).catch(asBackupError(`Could not empty ${where}`));
    log(`Target ${where}: ${described(state, state.orders)}`);
    await pgRestore(config.DATABASE_URL, backupFile);
    log(`Database restored into ${where} (pg_restore)`);
  } else {
    const file = resolve(sqliteFileOf(config.DATABASE_URL));
    if (sqliteInUse(file)) {
      throw new BackupError(`The shop is running on ${file}: stop it first (a SQLite database is restored while the shop is stopped)`);
    }
    const state = sqliteTargetState(file);
    refuseOrders(file, state, opts.force);
    log(`Target ${file}: ${existsSync(file) ? described(state, state.orders) : 'empty'}`);
    const kept = await restoreSqliteFile(backupFile, file, state.orders > 0);
    if (kept) log(`The replaced database is kept beside it: ${kept}`);
    log(`Database restored: ${file}`);
  }

  const uploads = await copyUploadsIn(storage, dir, manifest);
  const where = config.S3_ENDPOINT && config.S3_BUCKET ? `bucket ${config.S3_BUCKET}` : join(config.DATA_DIR, 'uploads');
  log(`Uploads restored: ${uploads} files into ${where}`);
  const keys = await copyKeysIn(dir, manifest.files, config.DATA_DIR);
  if (keys.length) log(`Keys restored into DATA_DIR: ${keys.join(', ')}`);

  const now = postgres ? await describePostgres(config.DATABASE_URL) : await describeSqliteFile(resolve(sqliteFileOf(config.DATABASE_URL)));
  const differ = COUNTED_TABLES.filter((t) => now.counts[t] !== m.counts[t]);
  if (differ.length || now.migration !== m.migration) {
    throw new BackupError(
      `The restored database does not hold what the backup says: ${differ.map((t) => `${t} ${now.counts[t]} (backup ${m.counts[t]})`).join(', ') || `migration ${now.migration}`}`,
    );
  }
  log(`Verified: ${COUNTED_TABLES.map((t) => `${now.counts[t]} ${t.replace('_', ' ')}`).join(', ')}, as in the backup`);
  log('Restore complete: start the shop');
}

function refuseOrders(where: string, state: TargetState, force?: boolean) {
  if (state.orders > 0 && !force) {
    throw new BackupError(`${where} already has ${state.orders} orders: restore refused (add --force to replace them with the backup)`);
  }
}

const asBackupError = (what: string) => (e: unknown) => {
  throw new BackupError(`${what}: ${(e as Error).message}`);
};

/**
 * The backed-up file in place of the database, whole or not at all: copied
 * beside it, checked, synced, renamed over. A database with orders it replaces
 * is kept beside it (with its journals) rather than deleted; returns its name.
 */
async function restoreSqliteFile(from: string, file: string, keepReplaced: boolean): Promise<string | null> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.restoring`;
  await copyFile(from, tmp);
  const check = checkSqliteFile(tmp);
  if (check !== 'ok') {
    await rm(tmp, { force: true });
    throw new BackupError(`The backed-up database failed its check: ${check}`);
  }
  const handle = await open(tmp, 'r+');
  await handle.sync();
  await handle.close();
  const kept = keepReplaced ? `${file}.before-restore-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}Z` : null;
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (kept && existsSync(file + suffix)) await rename(file + suffix, kept + suffix);
    else if (suffix) await rm(file + suffix, { force: true });
  }
  await rename(tmp, file);
  return kept;
}
