import type { Geocoder } from '../adapters/geocoder/types';
import type { Mailer } from '../adapters/mail/types';
import type { PaymentProvider } from '../adapters/payments/types';
import type { RateStore } from '../adapters/rate-store/types';
import type { Storage } from '../adapters/storage/types';
import type { Db, DbHandle } from '../db/client';
import type { Config } from './config';

/**
 * Everything a request handler may use, built once at start and handed to the
 * API routes and page loaders/actions. Outside services join here as adapters.
 */
export interface Services {
  config: Config;
  db: Db;
  database: DbHandle;
  limits: RateStore;
  mail: Mailer;
  storage: Storage;
  geocoder: Geocoder;
  payments: PaymentProvider;
  /** Process state: `draining` while shutting down (readiness answers 503). */
  state: { draining: boolean };
}
