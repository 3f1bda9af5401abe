import cluster from 'node:cluster';
import { createClusterRateStore } from './cluster';
import { createMemoryRateStore } from './memory';
import { createRedisRateStore } from './redis';
import type { RateStore } from './types';

/** Redis when REDIS_URL is set; else the cluster's first process for a worker; else this process's memory. */
export function createRateStore(redisUrl?: string): RateStore {
  if (redisUrl) return createRedisRateStore(redisUrl);
  return cluster.isWorker ? createClusterRateStore() : createMemoryRateStore();
}
