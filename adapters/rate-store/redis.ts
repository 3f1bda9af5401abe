import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateStore } from './types';

/** Counters in Redis sorted sets, so several app instances share one limit. */
export function createRedisRateStore(url: string): RateStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => {}); // reconnects by itself; a failed call rejects
  const k = (key: string) => `rate:${key}`;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const res = await redis
        .multi()
        .zremrangebyscore(k(key), 0, now - windowMs)
        .zadd(k(key), now, `${now}-${randomBytes(4).toString('hex')}`)
        .zcard(k(key))
        .pexpire(k(key), windowMs)
        .exec();
      return Number(res?.[2]?.[1] ?? 0);
    },
    async count(key, windowMs) {
      await redis.zremrangebyscore(k(key), 0, Date.now() - windowMs);
      return redis.zcard(k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
