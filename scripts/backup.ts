import { createBackup } from '../ops/backup/create';
import { BackupError } from '../ops/backup/errors';
import { backupPlace } from '../ops/backup/options';
import { loadConfigOrExit } from '../server/config';

// npm run backup — a consistent copy of the running shop (database, uploads,
// keys in DATA_DIR) into BACKUP_DIR (default DATA_DIR/backups), keeping the
// newest BACKUP_KEEP (default 14). docs/operations.md, "Backups".
async function main() {
  const config = loadConfigOrExit();
  const place = backupPlace(config.DATA_DIR);
  await createBackup(config, place, (line) => console.log(line));
}

main().catch((e) => {
  console.error(e instanceof BackupError ? `Backup failed: ${e.message}` : `Backup failed: ${(e as Error).message ?? e}`);
  process.exit(1);
});
