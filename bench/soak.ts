import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/resilience/support/server';
import { api, scratchWithAssets } from './support';

// npm run bench:soak: a steady 200 req/s of mixed traffic (browse, search,
// cart, order) for SOAK_MINUTES (default 10), one minute at a time: p99,
// errors and the server's memory (RSS of every process) each minute. My Orders
// is left out: one customer placing thousands of orders is not traffic.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = 200;

/** Resident memory of the server and its workers, in MB. */
function rssMb(pid: number): number {
  const pids = [
    pid,
    ...execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number),
  ];
  const kb = pids.map((p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0));
  return Math.round(kb.reduce((a, b) => a + b, 0) / 1024);
}

async function main() {
  const { dir, assets } = scratchWithAssets('shop-soak-');
  const admin = { email: 'soak-owner@mitti.example', password: 'soak-owner-password' };
  const server = await startServer({
    DATA_DIR: join(dir, 'data'),
    ASSETS_DIR: assets,
    DATABASE_URL: '',
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    const base = server.url;
    const products = (await api(base, '/api/get/all/products')) as { _id: string; variants: { _id: string }[] }[];
    const product = products[0];
    // Plenty of stock in the pack the orders take, received as a batch.
    const staff = (await api(base, '/api/admin/login', { method: 'POST', body: JSON.stringify(admin) })) as { token: string };
    const expires = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    await api(base, `/api/admin/products/${product._id}/stock`, {
      method: 'POST',
      headers: { authorization: staff.token },
      body: JSON.stringify({
        reason: 'received',
        quantity: '500000',
        variant: product.variants[0]._id,
        batch: 'SOAK-1',
        manufacturedOn: new Date().toISOString().slice(0, 10),
        expiresOn: expires,
      }),
    });
    const customer = {
      username: 'Soak Customer',
      email: `soak.${Date.now()}@example.com`,
      mobileNo: '9123456781',
      password: 'soak-password-1',
      confirmPassword: 'soak-password-1',
    };
    await api(base, '/api/signup', { method: 'POST', body: JSON.stringify(customer) });
    const { token } = (await api(base, '/api/login', {
      method: 'POST',
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    })) as { token: string };
    const address = (await api(base, '/api/post/address', {
      method: 'POST',
      headers: { authorization: token },
      body: JSON.stringify({
        name: 'Soak Customer',
        mobile: '9123456781',
        pincode: '411005',
        locality: 'Shivajinagar',
        city: 'Pune',
        state: 'Maharashtra',
        address: '7 FC Road',
        addressType: 'home',
      }),
    })) as { address: { _id: string } };
    const mine = { authorization: token, 'content-type': 'application/json' };
    const requests = [
      { method: 'GET' as const, path: '/api/get/all/products' },
      { method: 'GET' as const, path: `/api/get/product/${product._id}` },
      { method: 'GET' as const, path: '/api/search/products?search=trichoderma' },
      { method: 'GET' as const, path: '/' },
      { method: 'GET' as const, path: `/product_details/${product._id}` },
      { method: 'GET' as const, path: '/b2b/biofertilizers' },
      { method: 'POST' as const, path: '/api/post/card', headers: mine, body: JSON.stringify({ product: product._id, quantity: 1 }) },
      { method: 'GET' as const, path: '/api/get/card', headers: mine },
      {
        method: 'POST' as const,
        path: '/api/order/place',
        headers: mine,
        body: JSON.stringify({
          products: [{ productId: product._id, variant: product.variants[0]._id, quantity: 1 }],
          paymentMethod: 'COD',
          address: address.address._id,
        }),
      },
    ];
    const minutes = [];
    const startRss = rssMb(server.process.pid!);
    console.log(`Soak: ${RATE} req/s of mixed traffic for ${MINUTES} min; RSS at start ${startRss} MB`);
    for (let m = 1; m <= MINUTES; m++) {
      const r = await autocannon({ url: base, connections: 20, overallRate: RATE, duration: 60, requests });
      const row = {
        minute: m,
        rps: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        rssMb: rssMb(server.process.pid!),
      };
      const statuses = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
      const failed = Object.entries(statuses).filter(([code]) => !/^[23]/.test(code));
      if (failed.length) console.warn(`minute ${m}: ${failed.map(([code, v]) => `${code}×${v.count}`).join(' ')}`);
      minutes.push(row);
      console.log(row);
    }
    mkdirSync('bench/results', { recursive: true });
    const result = { date: new Date().toISOString(), rate: RATE, minutes, startRssMb: startRss };
    writeFileSync('bench/results/soak.json', JSON.stringify(result, null, 2));
    const errors = minutes.reduce((n, m) => n + m.errors, 0);
    console.log(`Errors ${errors}; RSS ${startRss} MB → ${minutes.at(-1)?.rssMb} MB; written to bench/results/soak.json`);
    if (errors) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
