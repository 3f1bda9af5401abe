import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Assets {
  js: string;
  css: string;
}

const cache = new Map<string, Assets>();

/** URLs of the built script and stylesheet (content-hashed), from the build's manifest. */
export function assetsIn(dir: string): Assets {
  const key = resolve(dir);
  let assets = cache.get(key);
  if (!assets) {
    try {
      assets = JSON.parse(readFileSync(join(key, 'manifest.json'), 'utf8')) as Assets;
    } catch {
      assets = { js: '', css: '' }; // not built (API-only tests): pages still render
    }
    cache.set(key, assets);
  }
  return assets;
}
