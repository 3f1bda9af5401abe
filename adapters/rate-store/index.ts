import { createMemoryRateStore } from './memory';
import { createRedisRateStore } from './redis';
import type { RateStore } from './types';

export function createRateStore(redisUrl?: string): RateStore {
  return redisUrl ? createRedisRateStore(redisUrl) : createMemoryRateStore();
}
