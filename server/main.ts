import './production-env';
import cluster, { type Worker } from 'node:cluster';
import { SHUTDOWN_DRAIN_MS } from '../domain/constants';
import { serveRateStoreToWorkers } from '../adapters/rate-store/cluster';
import { ensureFirstOwner } from '../domain/staff/staff';
import { buildApp } from './app';
import { startBackgroundJobs } from './background';
import { loadConfigOrExit, type Config } from './config';
import { closeServices, createServices } from './services-factory';
import type { PeerMessage } from './cache/peers';

// Start: config, database (migrated and seeded), listen; SIGTERM lets requests
// in flight finish before the process exits. With WEB_CONCURRENCY > 1 the
// first process prepares the database and starts that many workers sharing
// the port; they tell each other what to empty of their caches.

/** A message between workers: what one emptied of its caches (server/cache/peers.ts). */
const PEER = 'peer';

async function serve(config: Config, opts: { jobs: boolean; announce: boolean }) {
  const services = await createServices(config);
  const app = await buildApp(services);
  if (opts.announce && (await ensureFirstOwner(services.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD))) {
    app.log.info({ email: config.ADMIN_EMAIL }, 'First back-office owner created from ADMIN_EMAIL; sign in at /admin/login');
  }
  if (cluster.isWorker) {
    services.peers.addTransport(
      (m) => new Promise<void>((done) => (process.send ? process.send({ type: PEER, m }, () => done()) : done())),
    );
    process.on('message', (msg: { type?: string; m?: PeerMessage }) => msg?.type === PEER && msg.m && services.peers.receive(msg.m));
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  if (opts.announce) {
    app.log.info(
      { paymentProvider: config.PAYMENT_PROVIDER, workers: config.WEB_CONCURRENCY },
      `Shop ready at ${config.PUBLIC_URL}, payments by the ${config.PAYMENT_PROVIDER} provider`,
    );
    if (config.PAYMENT_PROVIDER === 'offline' && config.secure)
      app.log.warn('PAYMENT_PROVIDER=offline: orders are marked paid without real money');
  }
  const stopJobs = opts.jobs ? startBackgroundJobs(services, app.log) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // First report not-ready and keep serving for a moment, so requests already
    // on their way are answered; then stop listening and wait for the rest.
    services.state.draining = true;
    stopJobs();
    await new Promise((r) => setTimeout(r, SHUTDOWN_DRAIN_MS));
    await app.close();
    await closeServices(services);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The cluster's first process: migrates and seeds once, then keeps WEB_CONCURRENCY workers running. */
async function primary(config: Config) {
  const services = await createServices(config);
  if (await ensureFirstOwner(services.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) {
    console.log(`First back-office owner created from ADMIN_EMAIL (${config.ADMIN_EMAIL}); sign in at /admin/login`);
  }
  await closeServices(services);
  // Without Redis the workers share one set of rate limits and lockouts, kept here (decision 015).
  if (!config.REDIS_URL) serveRateStoreToWorkers();
  let stopping = false;
  // One worker runs the background jobs (mail and refund retries, the unpaid-order cancel, write-offs).
  let jobsWorker: Worker | null = null;
  const fork = (jobs: boolean) => {
    const w = cluster.fork({ SHOP_WORKER_JOBS: jobs ? '1' : '0' });
    if (jobs) jobsWorker = w;
  };
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork(i === 0);
  cluster.on('message', (from, m: { type?: string }) => {
    if (m?.type !== PEER) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w && w !== from) w.send(m);
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`);
    fork(worker === jobsWorker);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const config = loadConfigOrExit();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return primary(config);
  if (cluster.isWorker)
    return serve(config, { jobs: process.env.SHOP_WORKER_JOBS === '1', announce: process.env.SHOP_WORKER_JOBS === '1' });
  return serve(config, { jobs: true, announce: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
