import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { COUNTED_TABLES } from '../../db/backup';
import { BackupError } from './errors';

// manifest.json: what a backup holds and the SHA-256 of every file in it, so
// a restore knows it puts back exactly what was backed up.

export const MANIFEST = 'manifest.json';

const fileSchema = z.object({
  /** Relative to the backup's folder, with '/' (database.sqlite, uploads/resumes/…, keys/…). */
  path: z.string().refine((p) => !isAbsolute(p) && !p.split('/').some((s) => s === '..' || s === '' || s === '.'), 'an unsafe path'),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** database.sqlite (a SQLite file) or database.dump (pg_dump's custom format). */
    file: z.string(),
    migration: z.string().nullable(),
    counts: z.object(
      Object.fromEntries(COUNTED_TABLES.map((t) => [t, z.number().int().min(0)])) as Record<(typeof COUNTED_TABLES)[number], z.ZodNumber>,
    ),
  }),
  uploads: z.object({ source: z.enum(['folder', 'bucket']), count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  files: z.array(fileSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

export const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** A file's entry, its hash read in a stream (a database may be large). */
export async function describeFile(dir: string, path: string): Promise<ManifestFile> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(join(dir, ...path.split('/')))) hash.update(chunk as Buffer);
  return { path, bytes: (await stat(join(dir, ...path.split('/')))).size, sha256: hash.digest('hex') };
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const tmp = join(dir, `${MANIFEST}.tmp`);
  await writeFile(tmp, JSON.stringify(manifest, null, 2) + '\n');
  await rename(tmp, join(dir, MANIFEST));
}

/** The manifest of the backup in `dir`, or a BackupError saying why there is no usable one. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new BackupError(`The backup in ${dir} is damaged: ${MANIFEST} is not readable JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BackupError(`The backup in ${dir} is damaged: ${MANIFEST} ${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}

/** Every file of the manifest is there with its size and hash; the first that is not stops the restore. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const f of manifest.files) {
    if (!existsSync(join(dir, ...f.path.split('/')))) throw new BackupError(`The backup in ${dir} is incomplete: ${f.path} is missing`);
    const found = await describeFile(dir, f.path);
    if (found.bytes !== f.bytes || found.sha256 !== f.sha256) {
      throw new BackupError(`The backup in ${dir} is damaged: ${f.path} does not match its checksum in ${MANIFEST}`);
    }
  }
  if (!manifest.files.some((f) => f.path === manifest.database.file)) {
    throw new BackupError(`The backup in ${dir} is damaged: its database file ${manifest.database.file} is not in ${MANIFEST}`);
  }
}
