import type { Services as DomainServices } from '../domain/services';
import type { Config } from './config';

/** The services as the server holds them: the domain's, with the whole config. */
export interface Services extends DomainServices {
  config: Config;
}
