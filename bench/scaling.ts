import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabaseUrl } from '../tests/setup/test-app';
import { startServer, type RunningServer } from '../tests/resilience/support/server';
import type { ScalingResult } from './report';
import { api, scratchWithAssets } from './support';

// npm run bench:scaling: the shop behind a small round-robin proxy, first with
// one instance, then with two, on one PostgreSQL and one Redis (as several
// machines would run it); the ratio of two to one is written to
// bench/results/scaling.json and shown in docs/benchmarks.md. Each instance
// is one process (WEB_CONCURRENCY=1), so on this machine the two share its cores
// with the proxy, PostgreSQL and the load generator.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type ScalingRow = ScalingResult['rows'][number];

/** Round-robin over the instances, with keep-alive connections to each (what nginx or a cloud balancer does). */
async function proxy(targets: string[]): Promise<{ url: string; server: Server }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]);
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 50, duration: SECONDS, headers });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function main() {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('Set TEST_DATABASE_URL (PostgreSQL): instances on several machines share one database');
  const { dir, assets } = scratchWithAssets('shop-scaling-');
  const db = await freshDatabaseUrl('postgres', dir);
  const env = { DATABASE_URL: db.url, REDIS_URL, ASSETS_DIR: assets, DATA_DIR: join(dir, 'data'), WEB_CONCURRENCY: '1' };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const products = (await api(servers[0].url, '/api/get/all/products')) as { _id: string }[];
    const targets = [
      { name: 'API product list', path: '/api/get/all/products' },
      { name: 'API product details', path: `/api/get/product/${products[0]._id}` },
      { name: 'Page product details', path: `/product_details/${products[0]._id}` },
      { name: 'Page /', path: '/' },
    ];
    const one = await proxy([servers[0].url]);
    const two = await proxy(servers.map((s) => s.url));
    const rows: ScalingRow[] = [];
    for (const t of targets) {
      const a = await measure(one.url + t.path);
      const b = await measure(two.url + t.path);
      rows.push({
        name: t.name,
        path: t.path,
        oneRps: a.rps,
        oneP99Ms: a.p99,
        twoRps: b.rps,
        twoP99Ms: b.p99,
        errors: a.errors + b.errors,
        ratio: Math.round((b.rps / Math.max(1, a.rps)) * 100) / 100,
      });
    }
    one.server.close();
    two.server.close();
    console.table(rows);
    mkdirSync('bench/results', { recursive: true });
    const result: ScalingResult = { date: new Date().toISOString(), seconds: SECONDS, rows };
    writeFileSync('bench/results/scaling.json', JSON.stringify(result, null, 2));
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
