import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A JSON call to the server under test; anything but 2xx stops the bench. */
export async function api(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A scratch folder with the browser assets built into it, as `npm start` builds them. */
export function scratchWithAssets(prefix: string): { dir: string; assets: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const assets = join(dir, 'public');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-assets.ts'], {
    env: { ...process.env, ASSETS_DIR: assets },
    stdio: 'inherit',
  });
  return { dir, assets };
}
