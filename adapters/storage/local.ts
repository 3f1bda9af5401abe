import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, isSafeKey, type Storage } from './types';

/** The offline default: files under DATA_DIR/uploads, written atomically (temporary file, then rename). */
export function createLocalStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body, { mode: 0o640 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async list(prefix) {
      let names: string[];
      try {
        names = (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((d) => d.isFile() && !d.name.endsWith('.tmp'))
          .map((d) =>
            join(d.parentPath, d.name)
              .slice(root.length + 1)
              .split(/[\\/]/)
              .join('/'),
          );
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw e;
      }
      return names.filter((k) => k.startsWith(prefix) && isSafeKey(k)).sort();
    },
  };
}
