import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Does the header carry the expected secret? Compared in constant time: both
 * sides are hashed first, so neither their content nor their length shows in
 * the time taken. A missing expected secret accepts nothing.
 */
export function secretMatches(expected: string | undefined, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string' || !given) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** A header by name, whatever its case in the map the server hands over. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | string[] | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

/** A secret generated once into DATA_DIR and kept there (owner-only), shared by every process of the shop. */
export function localSecret(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(24).toString('hex');
  try {
    writeFileSync(path, secret + '\n', { flag: 'wx', mode: 0o600 });
  } catch {
    // another process wrote it first: use theirs
    return readFileSync(path, 'utf8').trim();
  }
  chmodSync(path, 0o600);
  return secret;
}
