import { chmod, copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { ManifestFile } from './manifest';
import { describeFile } from './manifest';

// The small files the shop generates into DATA_DIR and must keep with its data:
// the key that seals customers' refund accounts (payout-accounts-key, unless
// PAYOUT_ACCOUNTS_KEY is set) and the offline courier's webhook secret. Without
// them a restored shop could not open what it sealed before.

const KEYS = 'keys';
const MAX_BYTES = 64 * 1024;

/** The top-level small files of DATA_DIR without an extension, except the SQLite database and its journals. */
async function keyFiles(dataDir: string, databaseFile: string | null): Promise<string[]> {
  const db = databaseFile && resolve(databaseFile);
  let entries;
  try {
    entries = await readdir(dataDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const e of entries) {
    // Named like the shop names them (payout-accounts-key): no extension, so no config or document placed there.
    if (!e.isFile() || !/^[a-z0-9][a-z0-9_-]*$/i.test(e.name)) continue;
    const path = resolve(dataDir, e.name);
    if (db && (path === db || path.startsWith(`${db}-`))) continue;
    if ((await stat(path)).size <= MAX_BYTES) names.push(e.name);
  }
  return names.sort();
}

export async function copyKeysOut(dataDir: string, databaseFile: string | null, dir: string): Promise<ManifestFile[]> {
  const names = await keyFiles(dataDir, databaseFile);
  if (names.length) await mkdir(join(dir, KEYS), { recursive: true });
  const out: ManifestFile[] = [];
  for (const name of names) {
    await copyFile(join(dataDir, name), join(dir, KEYS, name));
    out.push(await describeFile(dir, `${KEYS}/${name}`));
  }
  return out;
}

/** Puts the backed-up keys into DATA_DIR (owner-only), replacing any there; returns their names. */
export async function copyKeysIn(dir: string, files: ManifestFile[], dataDir: string): Promise<string[]> {
  const keys = files.filter((f) => f.path.startsWith(`${KEYS}/`));
  if (keys.length) await mkdir(dataDir, { recursive: true });
  for (const f of keys) {
    const target = join(dataDir, basename(f.path));
    await copyFile(join(dir, KEYS, basename(f.path)), target);
    await chmod(target, 0o600);
  }
  return keys.map((f) => basename(f.path));
}
