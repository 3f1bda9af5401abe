import { SHUTDOWN_DRAIN_MS } from '../domain/constants';
import { ensureFirstOwner } from '../domain/staff/staff';
import { buildApp } from './app';
import { startBackgroundJobs } from './background';
import { loadConfigOrExit } from './config';
import { closeServices, createServices } from './services-factory';

// Start: config, database (migrated and seeded), listen; SIGTERM lets requests
// in flight finish before the process exits.
async function main() {
  const config = loadConfigOrExit();
  const services = await createServices(config);
  const app = await buildApp(services);
  if (await ensureFirstOwner(services.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) {
    app.log.info({ email: config.ADMIN_EMAIL }, 'First back-office owner created from ADMIN_EMAIL; sign in at /admin/login');
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { paymentProvider: config.PAYMENT_PROVIDER },
    `Shop ready at ${config.PUBLIC_URL}, payments by the ${config.PAYMENT_PROVIDER} provider`,
  );
  if (config.PAYMENT_PROVIDER === 'offline' && config.secure)
    app.log.warn('PAYMENT_PROVIDER=offline: orders are marked paid without real money');
  const stopJobs = startBackgroundJobs(services, app.log);

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

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
