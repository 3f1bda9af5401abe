import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST } from './manifest';

// Backups are folders named by their UTC time (2026-11-26T21-00-00Z), so
// their names sort oldest first; only finished ones (with a manifest) count.

const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;

/** A new backup's folder name for this moment (a suffix when two fall in one second). */
export function backupName(now: Date, taken: (name: string) => boolean): string {
  const base = now.toISOString().slice(0, 19).replace(/:/g, '-') + 'Z';
  let name = base;
  for (let i = 2; taken(name); i++) name = `${base}-${i}`;
  return name;
}

/** The finished backups under `root`, oldest first. */
export async function finishedBackups(root: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return [];
  }
  const byTime = (a: string, b: string) => {
    const [ta, na = '1'] = a.split('Z-');
    const [tb, nb = '1'] = b.split('Z-');
    return ta === tb ? Number(na) - Number(nb) : ta < tb ? -1 : 1;
  };
  return names.filter((n) => NAME.test(n) && existsSync(join(root, n, MANIFEST))).sort(byTime);
}

/** Deletes all but the newest `keep` finished backups; returns the names deleted. */
export async function keepNewest(root: string, keep: number): Promise<string[]> {
  const all = await finishedBackups(root);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await rm(join(root, name), { recursive: true, force: true });
  return old;
}
