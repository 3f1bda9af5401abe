import type { RateStore } from './types';

/** How often keys whose window has passed are dropped (so the map does not grow with every address seen). */
const SWEEP_MS = 60_000;

/** One process's counters: the default when no REDIS_URL is set. */
export function createMemoryRateStore(): RateStore {
  const hits = new Map<string, { times: number[]; windowMs: number }>();
  const recent = (key: string, windowMs: number) => {
    const since = Date.now() - windowMs;
    const entry = hits.get(key) ?? { times: [], windowMs };
    entry.times = entry.times.filter((t) => t > since);
    entry.windowMs = Math.max(entry.windowMs, windowMs);
    hits.set(key, entry);
    return entry.times;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, e] of hits) if (!e.times.some((t) => t > now - e.windowMs)) hits.delete(key);
  }, SWEEP_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const list = recent(key, windowMs);
      list.push(Date.now());
      return list.length;
    },
    async count(key, windowMs) {
      const n = recent(key, windowMs).length;
      if (n === 0) hits.delete(key);
      return n;
    },
    async reset(key) {
      hits.delete(key);
    },
    async close() {
      clearInterval(sweep);
      hits.clear();
    },
  };
}
