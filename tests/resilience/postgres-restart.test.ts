import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, restartPostgres } from './support/postgres';
import { startServer } from './support/server';

// PostgreSQL restarts under load: meanwhile the shop answers 503 (never 500 or
// a dropped connection), and it recovers by itself within 10 seconds.
describe('PostgreSQL restart under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgrestart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 503 while the database is away and recovers within 10 s', async () => {
    const db = await freshPostgres();
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: dir });
    const seen = new Set<number | string>();
    let stop = false;
    const load = (async () => {
      while (!stop) {
        await Promise.all(
          ['/api/getall/categories', '/readyz', '/api/get/all/products'].map((path) =>
            fetch(server.url + path).then(
              (r) => seen.add(r.status),
              () => seen.add('network error'),
            ),
          ),
        );
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    await restartPostgres();
    const back = Date.now();
    let recoveredAfter = -1;
    while (Date.now() - back < 10_000) {
      const statuses = await Promise.all(['/api/getall/categories', '/readyz'].map((p) => fetch(server.url + p).then((r) => r.status)));
      if (statuses.every((s) => s === 200)) {
        recoveredAfter = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    stop = true;
    await load;
    await server.stop();
    await db.drop();
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
