import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/resilience/support/server';
import { runLighthouse } from './lighthouse';
import { loadTest, requireWrk, type LoadRow } from './load';
import { freshDatabaseUrl } from '../tests/setup/test-app';
import { benchmarksMarkdown, type ScalingResult, type SoakResult } from './report';
import { api, scratchWithAssets } from './support';

// npm run bench: API and page load (ours beside a bare node:http baseline),
// Lighthouse on nine pages, and the budgets — written to bench/results/latest.json.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JS_BUDGET_KB = 50;
const HOME_BUDGET_KB = 300;
const LIGHTHOUSE_MIN = 95;

/** The load targets of issue 14: catalogue API and visitor pages (held against the bare server), personal pages (req/s). */
export const TARGETS = {
  api: { ratio: 0.5, p99Ms: 20 },
  page: { ratio: 0.3, p99Ms: 30 },
  personal: { rps: 1500 },
};

/** A server on this database (SQLite, or a fresh PostgreSQL database), seeded, with a customer whose cart has three lines. */
async function loadOn(database: 'SQLite' | 'PostgreSQL', dir: string, assets: string) {
  const fresh = database === 'PostgreSQL' ? await freshDatabaseUrl('postgres', dir) : null;
  const env = {
    DATA_DIR: join(dir, database),
    ASSETS_DIR: assets,
    DATABASE_URL: fresh?.url ?? '',
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
    // Warnings and errors, no line a request: the access log is the proxy's in front (decision 029 gives its cost).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const server = await startServer(env);
  try {
    const base = server.url;
    const products = (await api(base, '/api/get/all/products')) as { _id: string }[];
    const productId = products[0]._id;
    const customer = {
      username: 'Bench Customer',
      email: `bench.${Date.now()}@example.com`,
      mobileNo: '9123456780',
      password: 'bench-password-1',
      confirmPassword: 'bench-password-1',
    };
    await api(base, '/api/signup', { method: 'POST', body: JSON.stringify(customer) });
    const login = { email: customer.email, password: customer.password };
    const { token } = (await api(base, '/api/login', { method: 'POST', body: JSON.stringify(login) })) as { token: string };
    for (const p of products.slice(0, 3)) {
      await api(base, '/api/post/card', {
        method: 'POST',
        body: JSON.stringify({ product: p._id, quantity: 2 }),
        headers: { authorization: token },
      });
    }
    const mine = { authorization: token };
    console.log(
      `\nLoad on ${database}: wrk, 50 connections, ${SECONDS} s each, ours and a bare node:http baseline sending the same answer`,
    );
    const load = await loadTest(
      base,
      [
        { name: 'API product list', path: '/api/get/all/products', kind: 'api' },
        { name: 'API product details', path: `/api/get/product/${productId}`, kind: 'api' },
        { name: 'API categories', path: '/api/getall/categories', kind: 'api' },
        { name: 'API search', path: '/api/search/products?search=mycoriza', kind: 'api' },
        { name: 'Page /', path: '/', kind: 'page' },
        { name: 'Page /b2b', path: '/b2b', kind: 'page' },
        { name: 'Page product details', path: `/product_details/${productId}`, kind: 'page' },
        { name: 'Page category listing', path: '/b2b/biofertilizers', kind: 'page' },
        { name: "API customer's cart", path: '/api/get/card', kind: 'personal', headers: mine },
        { name: 'Page cart (logged in)', path: '/cart', kind: 'personal', headers: mine },
        { name: 'Page my orders (logged in)', path: '/my_orders', kind: 'personal', headers: mine },
      ],
      SECONDS,
      database,
    );
    console.table(load);
    return { load };
  } finally {
    await server.stop();
    await fresh?.drop();
  }
}

/** Each load row against its target. */
function loadBudgets(load: LoadRow[]) {
  return load.map((l) => {
    if (l.kind === 'personal')
      return {
        budget: `${l.name} on ${l.database} ≥ ${TARGETS.personal.rps} req/s`,
        value: l.rps,
        pass: l.rps >= TARGETS.personal.rps && !l.errors,
      };
    const t = TARGETS[l.kind];
    return {
      budget: `${l.name} on ${l.database}: ≥ ${t.ratio * 100} % of the bare server, p99 ≤ ${t.p99Ms} ms (p99 ${l.p99Ms} ms)`,
      value: l.ratio,
      pass: l.ratio >= t.ratio && l.p99Ms <= t.p99Ms && !l.errors,
    };
  });
}

async function main() {
  requireWrk();
  const { dir, assets } = scratchWithAssets('shop-bench-');
  try {
    const sqlite = await loadOn('SQLite', dir, assets);
    const postgres = process.env.TEST_DATABASE_URL ? await loadOn('PostgreSQL', dir, assets) : null;
    const load = [...sqlite.load, ...(postgres?.load ?? [])];
    if (process.env.BENCH_LOAD_ONLY) return;
    const server = await startServer({ DATA_DIR: join(dir, 'lighthouse'), ASSETS_DIR: assets, DATABASE_URL: '' });
    const base = server.url;
    try {
      console.log('\nLighthouse 12 (mobile and desktop presets)');
      // This server has its own database: its own product ids.
      const [product] = (await api(base, '/api/get/all/products')) as { _id: string }[];
      // The Hindi and Marathi pages too (Devanagari font, longer texts), and the crop pages farmers start from.
      const pages = [
        '/',
        '/b2b',
        `/product_details/${product._id}`,
        '/career',
        '/contact',
        '/hi/',
        `/hi/product_details/${product._id}`,
        '/mr/crops/tomato',
        '/calculator',
      ];
      const lighthouse = await runLighthouse(base, pages);
      console.table(lighthouse);

      const budgets = [
        ...loadBudgets(load),
        ...lighthouse.map((r) => ({
          budget: `JS ≤ ${JS_BUDGET_KB} KB gzip: ${r.page} (${r.preset})`,
          value: r.jsGzipKb,
          pass: r.jsGzipKb <= JS_BUDGET_KB,
        })),
        ...lighthouse
          .filter((r) => r.page === '/' || r.page === '/hi/')
          .map((r) => ({ budget: `home total ≤ ${HOME_BUDGET_KB} KB (${r.preset})`, value: r.totalKb, pass: r.totalKb <= HOME_BUDGET_KB })),
        ...lighthouse
          .filter((r) => r.preset === 'mobile')
          .map((r) => {
            const worst = Math.min(r.performance, r.accessibility, r.bestPractices, r.seo);
            return {
              budget: `Lighthouse mobile ≥ ${LIGHTHOUSE_MIN} in every category: ${r.page}`,
              value: worst,
              pass: worst >= LIGHTHOUSE_MIN,
            };
          }),
      ];
      console.log('\nBudgets');
      console.table(budgets.map((b) => ({ ...b, pass: b.pass ? 'pass' : 'FAIL' })));

      const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
      mkdirSync('bench/results', { recursive: true });
      const result = { date: new Date().toISOString(), machine, seconds: SECONDS, load, lighthouse, budgets };
      writeFileSync('bench/results/latest.json', JSON.stringify(result, null, 2));
      const soak = existsSync('bench/results/soak.json')
        ? (JSON.parse(readFileSync('bench/results/soak.json', 'utf8')) as SoakResult)
        : null;
      const scaling = existsSync('bench/results/scaling.json')
        ? (JSON.parse(readFileSync('bench/results/scaling.json', 'utf8')) as ScalingResult)
        : null;
      writeFileSync('docs/benchmarks.md', benchmarksMarkdown(result, soak, scaling));
      console.log('\nWritten to bench/results/latest.json and docs/benchmarks.md');
      const failed = budgets.filter((b) => !b.pass);
      console.log(`${budgets.length - failed.length} passed, ${failed.length} failed`);
      if (failed.length) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void (main() as Promise<void>).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
