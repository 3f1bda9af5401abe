import cluster from 'node:cluster';
import { createMemoryRateStore } from './memory';
import type { RateStore } from './types';

// With WEB_CONCURRENCY > 1 and no REDIS_URL, the workers count in one place:
// the cluster's first process keeps the counters in memory and each worker
// asks it over the cluster's messages (as rate-limiter-flexible's cluster store
// does). One round trip per hit, on this machine; the counters go when the
// first process stops, as the in-memory store's do (decision 015).

const ASK = 'rate-store';
const ANSWER = 'rate-store:answer';
/** How long a worker waits for the first process before the call fails. */
const ANSWER_TIMEOUT_MS = 5_000;

type Op = 'hit' | 'count' | 'reset';
interface Ask {
  type: typeof ASK;
  id: number;
  op: Op;
  key: string;
  windowMs: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  value?: number;
  error?: string;
}

/** In the first process: keeps the counters and answers the workers. Returns a function that stops answering. */
export function serveRateStoreToWorkers(): () => Promise<void> {
  const store = createMemoryRateStore();
  const onMessage = (worker: { send(m: unknown): boolean; isConnected(): boolean }, m: Ask) => {
    if (m?.type !== ASK || typeof m.key !== 'string') return;
    const run =
      m.op === 'hit' ? store.hit(m.key, m.windowMs) : m.op === 'count' ? store.count(m.key, m.windowMs) : store.reset(m.key).then(() => 0);
    void run.then(
      (value) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, value } satisfies Answer),
      (e: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, error: e.message } satisfies Answer),
    );
  };
  cluster.on('message', onMessage);
  return async () => {
    cluster.off('message', onMessage);
    await store.close();
  };
}

/** In a worker: the counters of the first process (serveRateStoreToWorkers), shared by every worker. */
export function createClusterRateStore(): RateStore {
  let next = 0;
  const waiting = new Map<number, { resolve(v: number): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  const onMessage = (m: Answer) => {
    if (m?.type !== ANSWER) return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    clearTimeout(w.timer);
    if (m.error !== undefined) w.reject(new Error(`rate store: ${m.error}`));
    else w.resolve(Number(m.value ?? 0));
  };
  process.on('message', onMessage);
  const ask = (op: Op, key: string, windowMs = 0) =>
    new Promise<number>((resolve, reject) => {
      if (!process.send || !process.connected) return reject(new Error('rate store: not a worker of a running cluster'));
      const id = (next = (next + 1) % Number.MAX_SAFE_INTEGER);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('rate store: the first process did not answer'));
      }, ANSWER_TIMEOUT_MS);
      timer.unref();
      waiting.set(id, { resolve, reject, timer });
      process.send({ type: ASK, id, op, key, windowMs } satisfies Ask, undefined, {}, (e: Error | null) => {
        if (!e) return;
        waiting.delete(id);
        clearTimeout(timer);
        reject(e);
      });
    });
  return {
    hit: (key, windowMs) => ask('hit', key, windowMs),
    count: (key, windowMs) => ask('count', key, windowMs),
    reset: async (key) => void (await ask('reset', key)),
    async close() {
      process.off('message', onMessage);
      for (const [id, w] of waiting) {
        clearTimeout(w.timer);
        w.reject(new Error('rate store: closed'));
        waiting.delete(id);
      }
    },
  };
}
