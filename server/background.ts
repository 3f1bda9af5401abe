import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services';

/** How often the server looks for work left over: mail to retry, payments to settle. */
export const BACKGROUND_INTERVAL_MS = 30_000;

export interface BackgroundJob {
  name: string;
  run(services: Services): Promise<number>;
}

/**
 * Runs each job once at start and then every half minute, one run at a time;
 * a failing job is logged and tried again next time. Returns a stop function.
 */
export function startBackgroundJobs(services: Services, log: FastifyBaseLogger, jobs: BackgroundJob[]): () => void {
  let running = false;
  const tick = async () => {
    if (running || services.state.draining) return;
    running = true;
    for (const job of jobs) {
      try {
        const done = await job.run(services);
        if (done) log.info({ job: job.name, done }, 'background job did work');
      } catch (err) {
        log.warn({ err, job: job.name }, 'background job failed; it runs again later');
      }
    }
    running = false;
  };
  void tick();
  const timer = setInterval(() => void tick(), BACKGROUND_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export const retryMail: BackgroundJob = { name: 'mail retry', run: (s) => s.mail.retryDue() };
