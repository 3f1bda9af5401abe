import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The built browser assets, for tests that start a server of their own. */
    assetsDir: string;
    /** The server's DATA_DIR (its mail outbox is there). */
    dataDir: string;
    /** The first back-office owner, created at start from ADMIN_EMAIL and ADMIN_PASSWORD. */
    admin: { email: string; password: string };
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Builds the browser assets and starts the real server on SQLite, as `npm start` does. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const assets = join(dir, 'public');
  const admin = { email: 'owner@mitti.example', password: 'e2e-owner-password' };
  const env = {
    ...process.env,
    ASSETS_DIR: assets,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-assets.ts'], { env, stdio: 'inherit' });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseURL', baseURL);
  project.provide('assetsDir', assets);
  project.provide('dataDir', env.DATA_DIR);
  project.provide('admin', admin);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
}
