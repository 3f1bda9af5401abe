import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresUrl } from './support/postgres';
import { startServer } from './support/server';

// The database drops the shop's connections in the middle of queries
// (pg_terminate_backend, as a failover or an operator would): the process
// stays up, answers 200 or 503 meanwhile, and recovers by itself.
describe('PostgreSQL connections terminated under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgterm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never crashes, answers 200 or 503, and recovers', async () => {
    const db = await freshPostgres();
    const server = await startServer({ DATABASE_URL: db.url, DATA_DIR: dir });
    const dbName = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const seen = new Map<number | string, number>();
    const note = (s: number | string) => seen.set(s, (seen.get(s) ?? 0) + 1);
    let stop = false;
    const load = (async () => {
      while (!stop) {
        await Promise.all(
          ['/api/get/all/products', '/api/getall/categories', '/api/search/products?search=vam', '/readyz'].map((path) =>
            fetch(server.url + path).then(
              (r) => note(r.status),
              () => note('network error'),
            ),
          ),
        );
      }
    })();
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 300));
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
    }
    let recovered = false;
    const deadline = Date.now() + 10_000;
    while (!recovered && Date.now() < deadline) {
      const statuses = await Promise.all(['/api/getall/categories', '/readyz'].map((p) => fetch(server.url + p).then((r) => r.status)));
      recovered = statuses.every((s) => s === 200);
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    stop = true;
    await load;
    const alive = server.process.exitCode === null;
    await admin.end();
    await server.stop();
    await db.drop();
    expect(alive).toBe(true);
    expect(recovered).toBe(true);
    expect([...seen.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(seen.get(200) ?? 0).toBeGreaterThan(10);
  });
});
