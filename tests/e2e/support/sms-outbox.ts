import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The newest code the e2e server's offline SMS outbox holds for this number, or null. */
export function smsCodeFor(mobile: string): string | null {
  const dir = join(inject('dataDir'), 'sms-outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.includes(`-${mobile}-`));
  } catch {
    return null;
  }
  const last = files.sort().at(-1);
  return last ? (/\b(\d{6})\b/.exec(readFileSync(join(dir, last), 'utf8').split('\n\n')[1])?.[1] ?? null) : null;
}
