import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createStorage } from '../../adapters/storage/index';
import type { Storage } from '../../adapters/storage/types';
import {
  checkSqliteFile,
  copySqliteOnline,
  describeSqliteFile,
  isPostgresUrl,
  sqliteFileOf,
  withPostgresSnapshot,
  type Description,
} from '../../db/backup';
import type { Config } from '../../server/config';
import { BackupError } from './errors';
import { copyKeysOut } from './keys';
import { describeFile, writeManifest, type Manifest, type ManifestFile } from './manifest';
import { pgDump } from './postgres-tools';
import { backupName, keepNewest } from './retention';
import type { BackupPlace } from './options';
import { copyUploadsOut } from './uploads';

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  /** Older backups deleted by retention. */
  removed: string[];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One backup of the running shop into a new folder under `place.root`: the
 * database (a consistent online copy), every upload, the keys generated into
 * DATA_DIR, and manifest.json with their checksums. It is written under a
 * temporary name and renamed when whole, so a failed backup never counts; then
 * only the newest `place.keep` are kept.
 */
export async function createBackup(
  config: Pick<
    Config,
    'DATA_DIR' | 'DATABASE_URL' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'
  >,
  place: BackupPlace,
  log: (line: string) => void = () => {},
  storage: Storage = createStorage(config),
): Promise<BackupResult> {
  await mkdir(place.root, { recursive: true });
  const now = new Date();
  const name = backupName(now, (n) => existsSync(join(place.root, n)));
  const partial = join(place.root, `.partial-${name}-${process.pid}`);
  await mkdir(partial, { recursive: true });
  try {
    const postgres = isPostgresUrl(config.DATABASE_URL);
    const kind = postgres ? ('postgres' as const) : ('sqlite' as const);
    const databaseFile = postgres ? 'database.dump' : 'database.sqlite';
    const target = join(partial, databaseFile);
    let description: Description;
    if (postgres) {
      description = await withPostgresSnapshot(config.DATABASE_URL, (snapshot) => pgDump(config.DATABASE_URL, target, snapshot));
    } else {
      copySqliteOnline(sqliteFileOf(config.DATABASE_URL), target);
      const check = checkSqliteFile(target);
      if (check !== 'ok') throw new BackupError(`The copy of the database failed its check: ${check}`);
      description = await describeSqliteFile(target);
    }
    const database = await describeFile(partial, databaseFile);
    const c = description.counts;
    log(
      `Database (${kind}, migration ${description.migration ?? 'none'}): ${mb(database.bytes)}; ` +
        `${c.orders} orders, ${c.invoices} invoices, ${c.stock_lots} stock lots, ${c.users} customers, ${c.resumes} résumés`,
    );

    // After the database: every file a backed-up row names was stored before its row.
    const source = config.S3_ENDPOINT && config.S3_BUCKET ? ('bucket' as const) : ('folder' as const);
    const uploads = await copyUploadsOut(storage, partial);
    const uploadBytes = uploads.reduce((s, f) => s + f.bytes, 0);
    log(
      `Uploads: ${uploads.length} files (${mb(uploadBytes)}) from the ${source === 'bucket' ? `bucket ${config.S3_BUCKET}` : 'uploads folder'}`,
    );

    const keys = await copyKeysOut(config.DATA_DIR, postgres ? null : sqliteFileOf(config.DATABASE_URL), partial);
    if (keys.length) log(`Keys kept in DATA_DIR: ${keys.map((k) => k.path.slice('keys/'.length)).join(', ')}`);

    const files: ManifestFile[] = [database, ...uploads, ...keys];
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: { kind, file: databaseFile, migration: description.migration, counts: description.counts },
      uploads: { source, count: uploads.length, bytes: uploadBytes },
      files,
    };
    await writeManifest(partial, manifest);
    const dir = join(place.root, name);
    await rename(partial, dir);
    log(`Backup written: ${dir} (${files.length} files with checksums in manifest.json)`);

    const removed = await keepNewest(place.root, place.keep);
    log(`Retention: the newest ${place.keep} kept${removed.length ? `; deleted ${removed.join(', ')}` : ''}`);
    return { dir, manifest, removed };
  } catch (e) {
    await rm(partial, { recursive: true, force: true });
    throw e;
  }
}
