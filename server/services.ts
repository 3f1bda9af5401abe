import type { Services as DomainServices } from '../domain/services';
import type { SharedPages } from './cache/shared-pages';
import type { Config } from './config';

/** The services as the server holds them: the domain's, with the whole config and the shared-page cache. */
export interface Services extends DomainServices {
  config: Config;
  pages: SharedPages;
  /** Closes the connections that share cache invalidations with other instances (none without REDIS_URL). */
  closePeers(): Promise<void>;
}
