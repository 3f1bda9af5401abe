import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { freshPostgres } from './support/postgres';
import { startServer } from './support/server';
import { buyOne, newApiCustomer } from './support/shop-client';
import { setStock } from '../api/orders-helpers';

// 50 buyers at once for the last 10 units, through the real server: exactly 10 sold.
// Also with two worker processes on one SQLite file (WAL, busy timeout): still exactly 10.
describe.each([
  ['sqlite', 1],
  ['sqlite', 2],
  ['postgres', 1],
] as const)('the last 10 units on %s with %i worker(s)', (kind, workers) => {
  const dir = mkdtempSync(join(tmpdir(), `shop-race-${kind}-${workers}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sells exactly 10 to 50 concurrent buyers and never goes below zero', async () => {
    const pgDb = kind === 'postgres' ? await freshPostgres() : undefined;
    const url = pgDb?.url ?? `file:${join(dir, 'shop.db')}`;
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: url, WEB_CONCURRENCY: String(workers) });
    const db = new Kysely<Database>({
      dialect: pgDb
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: pgDb.url, max: 2 }) })
        : new SqliteDialect({ database: new SqliteDatabase(join(dir, 'shop.db')) }),
    });
    try {
      const product = await db.selectFrom('products').select(['id']).orderBy('position').limit(1).executeTakeFirstOrThrow();
      const buyers = [];
      for (let i = 0; i < 50; i++) buyers.push(await newApiCustomer(server.url));
      // Everyone has the product in the cart while it is still plentiful…
      await setStock(db, product.id, 10);

      const results = await Promise.all(buyers.map((b, i) => buyOne(server.url, b, product.id, `race-${i}`)));
      const sold = results.filter((r) => r.step === 'order' && r.status >= 200 && r.status < 300);
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      expect(sold).toHaveLength(10);

      const after = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(after.stock).toBe(0);
      const lines = await db.selectFrom('order_lines').select(['quantity']).where('product_id', '=', product.id).execute();
      expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(10);
    } finally {
      await db.destroy();
      await server.stop();
      await pgDb?.drop();
    }
  });
});
