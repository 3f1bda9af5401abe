import { BackupError } from '../ops/backup/errors';
import { backupPlace } from '../ops/backup/options';
import { findBackup, restoreBackup } from '../ops/backup/restore';
import { loadConfigOrExit } from '../server/config';

// npm run restore -- <backup folder or its name> [--force] — puts a backup
// back into the database DATABASE_URL names and the uploads' storage, after
// checking every file against its manifest. docs/operations.md, "Backups".
const USAGE = 'Usage: npm run restore -- <backup folder, or its name under the backup folder> [--force]';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--force');
  const given = args.filter((a) => !a.startsWith('-') && a.trim() !== '');
  if (unknown.length || given.length !== 1) throw new BackupError(unknown.length ? `unknown option ${unknown[0]}. ${USAGE}` : USAGE);
  const config = loadConfigOrExit();
  const dir = findBackup(given[0], backupPlace(config.DATA_DIR));
  console.log(`Restoring ${dir}`);
  await restoreBackup(config, dir, { force }, (line) => console.log(line));
}

main().catch((e) => {
  console.error(e instanceof BackupError ? `Restore failed: ${e.message}` : `Restore failed: ${(e as Error).message ?? e}`);
  process.exit(1);
});
