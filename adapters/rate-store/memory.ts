import type { RateStore } from './types';

/** One process's counters: the default when no REDIS_URL is set. */
export function createMemoryRateStore(): RateStore {
  const hits = new Map<string, number[]>();
  const recent = (key: string, windowMs: number) => {
    const since = Date.now() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > since);
    hits.set(key, list);
    return list;
  };
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
      hits.clear();
    },
  };
}
