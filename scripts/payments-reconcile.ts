import { reconcilePayments } from '../domain/payments/payments';
import { retryQueuedRefunds } from '../domain/payments/settle';
import { loadConfigOrExit } from '../server/config';
import { closeServices, createServices } from '../server/services-factory';

// npm run payments:reconcile — settles online orders left Pending with a
// provider order (asks the provider what was paid) and retries queued refunds.
// The server does the same on start and every few minutes.
async function main() {
  const config = loadConfigOrExit();
  const services = await createServices(config, { seed: false });
  try {
    const settled = await reconcilePayments(services.db, services.payments);
    const refunded = await retryQueuedRefunds(services.db, services.payments);
    console.log(
      `Payments reconciled with the ${config.PAYMENT_PROVIDER} provider: ${settled} order(s) marked paid, ${refunded} refund(s) made.`,
    );
  } finally {
    await closeServices(services);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
