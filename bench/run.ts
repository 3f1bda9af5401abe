import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/resilience/support/server';
import { runLighthouse } from './lighthouse';
import { loadTest } from './load';
import { benchmarksMarkdown } from './report';

// npm run bench: API and page load (ours beside a bare node:http baseline),
// Lighthouse on five pages, and the budgets — written to bench/results/latest.json.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JS_BUDGET_KB = 50;
const HOME_BUDGET_KB = 300;
const LIGHTHOUSE_MIN = 95;

async function api(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = { DATA_DIR: join(dir, 'data'), ASSETS_DIR: join(dir, 'public'), DATABASE_URL: '' };
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-assets.ts'], { env: { ...process.env, ...env }, stdio: 'inherit' });
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

    console.log(`\nLoad: 50 connections, ${SECONDS} s each, ours and a bare node:http baseline serving the same bytes`);
    const load = await loadTest(
      base,
      [
        { name: 'API product list', path: '/api/get/all/products' },
        { name: 'API product details', path: `/api/get/product/${productId}` },
        { name: 'API search', path: '/api/search/products?search=mycoriza' },
        { name: "API customer's cart", path: '/api/get/card', headers: { authorization: token } },
        { name: 'Page /', path: '/' },
        { name: 'Page /b2b', path: '/b2b' },
        { name: 'Page product details', path: `/product_details/${productId}` },
      ],
      SECONDS,
    );
    console.table(load);

    console.log('\nLighthouse 12 (mobile and desktop presets)');
    const pages = ['/', '/b2b', `/product_details/${productId}`, '/career', '/contact'];
    const lighthouse = await runLighthouse(base, pages);
    console.table(lighthouse);

    const budgets = [
      ...lighthouse.map((r) => ({
        budget: `JS ≤ ${JS_BUDGET_KB} KB gzip: ${r.page} (${r.preset})`,
        value: r.jsGzipKb,
        pass: r.jsGzipKb <= JS_BUDGET_KB,
      })),
      ...lighthouse
        .filter((r) => r.page === '/')
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
    writeFileSync('docs/benchmarks.md', benchmarksMarkdown(result));
    console.log('\nWritten to bench/results/latest.json and docs/benchmarks.md');
    const failed = budgets.filter((b) => !b.pass);
    console.log(`${budgets.length - failed.length} passed, ${failed.length} failed`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void (main() as Promise<void>).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
