import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedPages } from './shared-pages';

// Instances on several machines (REDIS_URL set) each keep their own shared-page
// cache; an invalidation on one is published on a Redis channel and empties
// the others', so a purchase or a back-office change on one instance is seen
// on all of them at once, not after the cache's lifetime.

const CHANNEL = 'shared-pages:invalidate';

/** Shares this instance's invalidations with the others through Redis; answers a function that closes both connections. */
export function shareInvalidationsOverRedis(pages: SharedPages, url: string): () => Promise<void> {
  const me = randomBytes(8).toString('hex');
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  // Both reconnect by themselves; a lost message only means a page lives to its TTL.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== me) pages.invalidate(true);
  });
  void subscriber.subscribe(CHANNEL).catch(() => {});
  pages.onInvalidate(() => void publisher.publish(CHANNEL, me).catch(() => {}));
  return async () => {
    await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
  };
}
