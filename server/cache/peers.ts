import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { isLang } from '../../domain/i18n/languages';
import type { SessionCache } from '../../domain/accounts/session-cache';
import type { PersonalPages } from './personal-pages';
import type { SharedPages } from './shared-pages';

// Each worker keeps its own caches: the shared pages (what visitors see), the
// sessions (who a token is, their cart count) and customers' own pages. When
// one worker empties one, the others must too: the workers of one instance
// hear it from the cluster's first process (server/main.ts), other instances
// over a Redis channel (REDIS_URL). A lost message only means an entry lives
// to its TTL.

/** `langs`: only the answers in these languages (a translation changed); without it, every answer. */
export type PeerMessage = { topic: 'pages'; langs?: string[] } | { topic: 'sessions'; userId: string | null };

export class Peers {
  private transports: ((m: PeerMessage) => Promise<void>)[] = [];
  private handlers: ((m: PeerMessage) => void)[] = [];

  /** Tells every peer; settles when each transport has handed the message on (never fails). */
  async send(m: PeerMessage): Promise<void> {
    await Promise.all(this.transports.map((t) => t(m).catch(() => {})));
  }

  /** A peer said this. */
  receive(m: PeerMessage) {
    for (const h of this.handlers) h(m);
  }

  addTransport(transport: (m: PeerMessage) => Promise<void>) {
    this.transports.push(transport);
  }

  onReceive(handler: (m: PeerMessage) => void) {
    this.handlers.push(handler);
  }
}

/**
 * What this worker empties, its peers empty; what a peer empties, this worker
 * empties without echoing it. Customers' own pages go with both: with the
 * shared pages (stock, prices, orders changed) and with their sessions.
 */
export function connectCaches(peers: Peers, caches: { pages: SharedPages; personal: PersonalPages; sessions: SessionCache }) {
  const { pages, personal, sessions } = caches;
  pages.onInvalidate((langs) => {
    personal.forget(null);
    void peers.send(langs ? { topic: 'pages', langs: [...langs] } : { topic: 'pages' });
  });
  sessions.onForget((userId) => {
    personal.forget(userId);
    return peers.send({ topic: 'sessions', userId });
  });
  peers.onReceive((m) => {
    if (m.topic === 'pages' && Array.isArray(m.langs)) pages.forgetLanguages(m.langs.filter(isLang), true);
    else if (m.topic === 'pages') pages.invalidate(true);
    else void sessions.forget(m.userId, true);
    personal.forget(m.topic === 'pages' ? null : m.userId);
  });
}

const CHANNEL = 'shop:peers';

/** Carries the peers' messages between instances over Redis; answers a function that closes both connections. */
export function sharePeersOverRedis(peers: Peers, url: string): () => Promise<void> {
  const me = randomBytes(8).toString('hex');
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  // Both reconnect by themselves.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { from, m } = JSON.parse(raw) as { from: string; m: PeerMessage };
      if (from !== me) peers.receive(m);
    } catch {
      // not one of ours
    }
  });
  void subscriber.subscribe(CHANNEL).catch(() => {});
  // PUBLISH answers once Redis has handed the message to every subscriber's connection.
  peers.addTransport(async (m) => void (await publisher.publish(CHANNEL, JSON.stringify({ from: me, m }))));
  return async () => {
    await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
  };
}
