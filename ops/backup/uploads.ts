import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Storage } from '../../adapters/storage/types';
import { sha256, type Manifest, type ManifestFile } from './manifest';

// The uploaded files (résumés, product photos, return photos) copied out of the
// storage adapter (a folder or a bucket) into a backup, and back in.

const UPLOADS = 'uploads';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const typeOf = (key: string) => TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** Copies every stored file into `dir/uploads/`; a file removed meanwhile is left out. */
export async function copyUploadsOut(storage: Storage, dir: string): Promise<ManifestFile[]> {
  const out: ManifestFile[] = [];
  for (const key of await storage.list('')) {
    const body = await storage.get(key);
    if (!body) continue;
    const file = join(dir, UPLOADS, ...key.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body, { mode: 0o640 });
    out.push({ path: `${UPLOADS}/${key}`, bytes: body.length, sha256: sha256(body) });
  }
  return out;
}

/** Puts every backed-up file back into storage under its key; returns how many. */
export async function copyUploadsIn(storage: Storage, dir: string, manifest: Manifest): Promise<number> {
  let n = 0;
  for (const f of manifest.files) {
    if (!f.path.startsWith(`${UPLOADS}/`)) continue;
    const key = f.path.slice(UPLOADS.length + 1);
    await storage.put(key, await readFile(join(dir, ...f.path.split('/'))), typeOf(key));
    n += 1;
  }
  return n;
}
