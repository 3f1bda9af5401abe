import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { freshDatabaseUrl } from '../../setup/test-app';

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.TEST_REDIS_URL;

/** A fresh schema on the test PostgreSQL server, as a DATABASE_URL. */
export async function freshPostgres() {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: the resilience suite needs PostgreSQL');
  return freshDatabaseUrl('postgres', '/tmp');
}

/** Restarts this machine's PostgreSQL cluster (CI runs as root). */
export async function restartPostgres() {
  const version = readdirSync('/etc/postgresql')[0];
  await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
}
