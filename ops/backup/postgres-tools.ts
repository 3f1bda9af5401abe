import { execFile } from 'node:child_process';
import { BackupError } from './errors';

// pg_dump and pg_restore (Debian's postgresql-client), with the password given
// in the environment rather than on the command line, where `ps` would show it.

function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new BackupError(`${command} is not installed: apt-get install postgresql-client (its major version at least the server's)`),
        );
      }
      const said = String(stderr).trim().split('\n').slice(-3).join(' | ');
      reject(new BackupError(`${command} failed: ${said || error.message}`));
    });
  });
}

/** The whole database in pg_dump's custom format, from an exported snapshot when given. */
export function pgDump(url: string, file: string, snapshot?: string): Promise<void> {
  const c = connection(url);
  return run(
    'pg_dump',
    ['--format=custom', `--file=${file}`, ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${c.dbname}`],
    c.env,
  );
}

/** Restores a custom-format dump into an empty database (one transaction: all of it or nothing). */
export function pgRestore(url: string, file: string): Promise<void> {
  const c = connection(url);
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${c.dbname}`, file],
    c.env,
  );
}
