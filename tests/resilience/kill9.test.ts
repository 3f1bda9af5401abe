import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';
import { buyOne, newApiCustomer, type ApiCustomer } from './support/shop-client';

// kill -9 at random moments of an order load, then restart: no acknowledged
// order is lost, none is half-written, and SQLite's integrity check passes.
describe('kill -9 during an order load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-kill9-'));
  const file = join(dir, 'shop.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged order whole', async () => {
    const env = { DATA_DIR: dir, DATABASE_URL: `file:${file}` };
    let server: RunningServer = await startServer(env);
    const port = Number(new URL(server.url).port);
    const customers: ApiCustomer[] = [];
    for (let i = 0; i < 6; i++) customers.push(await newApiCustomer(server.url));
    const seed = new SqliteDatabase(file, { readonly: true });
    const products = seed.prepare('select id, stock from products order by position limit 3').all() as { id: string; stock: number }[];
    seed.close();
    const stockBefore = new Map(products.map((p) => [p.id, p.stock]));

    const acknowledged: string[] = [];
    let running = true;
    let n = 0;
    const statuses: Record<string, number> = {};
    const workers = customers.map(async (c, w) => {
      while (running) {
        const product = products[n++ % products.length];
        const r = await buyOne(server.url, c, product.id, `k9-${w}-${n}`).catch(() => ({ status: 0, orderId: undefined }));
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status >= 200 && r.status < 300 && r.orderId) acknowledged.push(r.orderId);
        if (r.status === 0) await new Promise((res) => setTimeout(res, 50));
      }
    });

    for (let kill = 0; kill < 4; kill++) {
      await new Promise((r) => setTimeout(r, 400 + Math.random() * 900));
      server.process.kill('SIGKILL');
      await server.exited;
      server = await startServer(env, port);
    }
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(workers);
    await server.stop();

    console.info(`kill -9 four times under load: ${acknowledged.length} orders acknowledged; answers ${JSON.stringify(statuses)}`);
    const db = new SqliteDatabase(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(acknowledged.length, JSON.stringify(statuses)).toBeGreaterThan(0);
      const orderIds = new Set((db.prepare('select id from orders').all() as { id: string }[]).map((o) => o.id));
      expect(acknowledged.filter((id) => !orderIds.has(id))).toEqual([]);
      // Every order has its lines and exactly the matching stock movements, and the other way round.
      const halfWritten = db
        .prepare(
          `select o.id from orders o
             left join (select order_id, sum(quantity) q from order_lines group by order_id) l on l.order_id = o.id
             left join (select order_id, -sum(delta) q from stock_movements group by order_id) m on m.order_id = o.id
            where o.status <> 'Cancelled' and (l.q is null or m.q is null or l.q <> m.q)`,
        )
        .all();
      expect(halfWritten).toEqual([]);
      const orphanMovements = db
        .prepare('select id from stock_movements where order_id is not null and order_id not in (select id from orders)')
        .all();
      expect(orphanMovements).toEqual([]);
      for (const p of products) {
        const now = (db.prepare('select stock from products where id = ?').get(p.id) as { stock: number }).stock;
        const moved = (db.prepare('select coalesce(sum(delta), 0) d from stock_movements where product_id = ?').get(p.id) as { d: number })
          .d;
        expect(now).toBe(stockBefore.get(p.id)! + moved);
      }
    } finally {
      db.close();
    }
  });
});
