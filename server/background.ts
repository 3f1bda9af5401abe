import type { FastifyBaseLogger } from 'fastify';
import { reconcilePayments } from '../domain/payments/payments';
import { retryQueuedRefunds } from '../domain/payments/settle';
import { cancelUnpaidOrders } from '../domain/payments/unpaid';
import { writeOffExpired } from '../domain/catalog/variants';
import { orderSenders } from '../domain/orders/notices';
import { deliverDue } from '../domain/outbox/outbox';
import { runReminders } from '../domain/reminders/worker';
import { pollShipments } from '../domain/shipping/tracking';
import { pollPickups } from '../domain/returns/scans';
import { settleAccountPayments } from '../domain/credit/payments';
import { settleTaxDocuments } from './tax-document-jobs';
import type { Services } from './services';

/** How often the server looks for work left over: messages and mail to send, refunds to make, payments to settle. */
export const BACKGROUND_TICK_MS = 30_000;

export interface BackgroundJob {
  name: string;
  /** At most this often (default: every tick). */
  everyMs?: number;
  /** Its work changes nothing visitors see (sending messages): the pages stay cached. */
  leavesPages?: boolean;
  run(services: Services): Promise<number>;
}

export const retryMail: BackgroundJob = { name: 'mail retry', run: (s) => s.mail.retryDue() };
/** The order outbox: what a change queued and nobody sent yet (a crash after the commit), and the retries that are due. */
export const sendOutbox: BackgroundJob = {
  name: 'outbox',
  leavesPages: true,
  run: async (s) => (await deliverDue(orderSenders(s))).sent,
};
export const retryRefunds: BackgroundJob = { name: 'refund retry', run: (s) => retryQueuedRefunds(s.db, s.payments) };
export const settlePendingPayments: BackgroundJob = {
  name: 'payment reconciler',
  everyMs: 5 * 60_000,
  run: (s) => reconcilePayments(s.db, s.payments),
};

/** A company's balance paid online whose browser never came back: recorded from the provider's word (decision 040). */
export const settleBalancePayments: BackgroundJob = {
  name: 'balance payment reconciler',
  everyMs: 5 * 60_000,
  run: (s) => settleAccountPayments(s.db, s.payments),
};

export const cancelUnpaid: BackgroundJob = {
  name: 'unpaid order cancel',
  everyMs: 60_000,
  run: (s) => cancelUnpaidOrders(s),
};

export const writeOffExpiredLots: BackgroundJob = {
  name: 'expired lot write-off',
  everyMs: 60 * 60_000,
  run: (s) => s.db.transaction().execute((trx) => writeOffExpired(trx, null)),
};

/** Reminders that came due (back in stock, a cart left, a failed payment), into the outbox: quiet hours, opt-out and the cap apply. */
export const sendReminders: BackgroundJob = { name: 'reminders', everyMs: 60_000, leavesPages: true, run: (s) => runReminders(s.db) };

/** Parcels on their way, tracked with the courier every COURIER_POLL_MINUTES in case a webhook call was lost. */
let lastPoll = 0;
export const trackShipments: BackgroundJob = {
  name: 'courier tracking',
  run: async (s) => {
    if (Date.now() - lastPoll < s.config.COURIER_POLL_MINUTES * 60_000) return 0;
    lastPoll = Date.now();
    return (await pollShipments(s)) + (await pollPickups(s));
  },
};

export const BACKGROUND_JOBS = [
  sendReminders,
  sendOutbox,
  retryMail,
  retryRefunds,
  settlePendingPayments,
  settleBalancePayments,
  cancelUnpaid,
  writeOffExpiredLots,
  trackShipments,
  settleTaxDocuments,
];

/**
 * Runs each job once at start and then on its schedule, one run at a time; a
 * failing job is logged and tried again next time. Returns a stop function.
 */
export function startBackgroundJobs(services: Services, log: FastifyBaseLogger, jobs = BACKGROUND_JOBS): () => void {
  let running = false;
  const lastRun = new Map<string, number>();
  const tick = async () => {
    if (running || services.state.draining) return;
    running = true;
    for (const job of jobs) {
      if (Date.now() - (lastRun.get(job.name) ?? 0) < (job.everyMs ?? 0)) continue;
      lastRun.set(job.name, Date.now());
      try {
        const done = await job.run(services);
        if (done) {
          log.info({ job: job.name, done }, 'background job did work');
          if (!job.leavesPages) services.pages.invalidate(); // stock or orders changed: visitors' pages are rendered again
        }
      } catch (err) {
        log.warn({ err, job: job.name }, 'background job failed; it runs again later');
      }
    }
    running = false;
  };
  void tick();
  const timer = setInterval(() => void tick(), BACKGROUND_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
