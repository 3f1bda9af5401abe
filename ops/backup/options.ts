import { resolve } from 'node:path';
import { z } from 'zod';
import { BackupError } from './errors';

// BACKUP_DIR (default DATA_DIR/backups) and BACKUP_KEEP (default 14): where
// backups go and how many of the newest are kept.

const schema = z.object({
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'BACKUP_KEEP must be at least 1').max(10_000).default(14),
});

export interface BackupPlace {
  root: string;
  keep: number;
}

export function backupPlace(dataDir: string, env: Record<string, string | undefined> = process.env): BackupPlace {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  return { root: resolve(parsed.data.BACKUP_DIR ?? resolve(dataDir, 'backups')), keep: parsed.data.BACKUP_KEEP };
}
