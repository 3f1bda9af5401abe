import type { Db } from '../../db/client';
import { SESSION_CACHE_MS } from '../constants';
import { sessionForToken, sessionStillStands, tokenDigest, type SessionRecord, type SessionUser } from './sessions';

// Every request of a logged-in customer asks who they are, and every page how
// many lines their cart holds (the header badge): two queries before the
// page's own. Both are kept here for SESSION_CACHE_MS. Only the customer's own
// writes change them (log out, profile, language, cart, orders) and a staff
// member's (disabling an account, deleting a product in carts): the server
// forgets the customer, or everyone, after any such write and tells the other
// workers and instances to forget too (server/cache/peers.ts). Expiry and idle
// time are still checked on every request, against the kept times.

const MAX_SESSIONS = 10_000;

interface Kept {
  record: SessionRecord;
  storedAt: number;
}

export class SessionCache {
  /** `countCart`: how many lines a customer's cart holds (the cart module's query, handed in: accounts stand below the cart). */
  constructor(private readonly countCart: (db: Db, userId: string) => Promise<number>) {}

  private sessions = new Map<string, Kept>();
  private cartCounts = new Map<string, { n: number; storedAt: number }>();
  /** Whether a customer has prices of their own (a dealer's): their API answers are then never the shared ones. */
  private ownPricesOf = new Map<string, { yes: boolean; storedAt: number }>();
  private listeners: ((userId: string | null) => Promise<void> | void)[] = [];

  /** The user behind a token (null for none, an unknown, expired or idle session), from memory when kept. */
  async userFor(db: Db, token: string, now = Date.now()): Promise<SessionUser | null> {
    const key = tokenDigest(token);
    let kept = this.sessions.get(key);
    if (kept && now - kept.storedAt > SESSION_CACHE_MS) kept = undefined;
    if (!kept) {
      const record = await sessionForToken(db, token);
      if (!record) return null;
      if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
      kept = { record, storedAt: now };
      this.sessions.set(key, kept);
    }
    const user = await sessionStillStands(db, kept.record, now);
    if (!user) this.sessions.delete(key);
    return user;
  }

  /** How many lines the customer's cart holds, from memory when kept. */
  async cartCount(db: Db, userId: string, now = Date.now()): Promise<number> {
    const kept = this.cartCounts.get(userId);
    if (kept && now - kept.storedAt <= SESSION_CACHE_MS) return kept.n;
    const n = await this.countCart(db, userId);
    if (this.cartCounts.size >= MAX_SESSIONS) this.cartCounts.delete(this.cartCounts.keys().next().value!);
    this.cartCounts.set(userId, { n, storedAt: now });
    return n;
  }

  /** Whether the customer has prices of their own (`check`: the catalogue's question, handed in as cartCount's is), from memory when kept. */
  async ownPrices(db: Db, userId: string, check: (db: Db, userId: string) => Promise<boolean>, now = Date.now()): Promise<boolean> {
    const kept = this.ownPricesOf.get(userId);
    if (kept && now - kept.storedAt <= SESSION_CACHE_MS) return kept.yes;
    const yes = await check(db, userId);
    if (this.ownPricesOf.size >= MAX_SESSIONS) this.ownPricesOf.delete(this.ownPricesOf.keys().next().value!);
    this.ownPricesOf.set(userId, { yes, storedAt: now });
    return yes;
  }

  /**
   * Whether the customer behind a token has prices of their own, from memory
   * only (no query): undefined when not known now. The front door answers a
   * token from the shared cache only when this says false.
   */
  knownOwnPrices(token: string, now = Date.now()): boolean | undefined {
    const kept = this.sessions.get(tokenDigest(token));
    if (!kept || now - kept.storedAt > SESSION_CACHE_MS) return undefined;
    const own = this.ownPricesOf.get(kept.record.user.id);
    return own && now - own.storedAt <= SESSION_CACHE_MS ? own.yes : undefined;
  }

  /**
   * Forgets what is kept of one customer (null: of everyone), after a write that
   * may have changed it; `fromPeer` when another worker said so, so it is not
   * echoed back. Settles when the peers have been told (a logout must not
   * outlive its answer on another instance).
   */
  async forget(userId: string | null, fromPeer = false): Promise<void> {
    if (userId === null) {
      this.sessions.clear();
      this.cartCounts.clear();
      this.ownPricesOf.clear();
    } else {
      for (const [key, kept] of this.sessions) if (kept.record.user.id === userId) this.sessions.delete(key);
      this.cartCounts.delete(userId);
      this.ownPricesOf.delete(userId);
    }
    if (!fromPeer) await Promise.all(this.listeners.map((l) => l(userId)));
  }

  /** Called on every local forget (workers and instances tell each other). */
  onForget(listener: (userId: string | null) => Promise<void> | void) {
    this.listeners.push(listener);
  }
}
