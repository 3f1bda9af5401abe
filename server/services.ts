import type { Courier } from '../adapters/courier/types';
import type { Services as DomainServices } from '../domain/services';
import type { Peers } from './cache/peers';
import type { PersonalPages } from './cache/personal-pages';
import type { SharedPages } from './cache/shared-pages';
import type { Config } from './config';

/** The services as the server holds them: the domain's, with the whole config, the shared-page cache and the peers. */
export interface Services extends DomainServices {
  config: Config;
  /** Books, labels, tracks and cancels parcels (offline by default; COURIER=shiprocket). */
  courier: Courier;
  pages: SharedPages;
  /** Customers' own cart and orders, kept per customer (forgotten with their sessions and with the shared pages). */
  personal: PersonalPages;
  /** The other workers and instances, told what to forget when this one empties a cache. */
  peers: Peers;
  /** Closes the connections that share cache invalidations with other instances (none without REDIS_URL). */
  closePeers(): Promise<void>;
}
