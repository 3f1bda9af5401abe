import { createCourier } from '../adapters/courier/index';
import { createEInvoicePortal } from '../adapters/einvoice/index';
import { createEwayBills } from '../adapters/ewaybill/index';
import { createGeocoder } from '../adapters/geocoder/index';
import { createMailer } from '../adapters/mail/index';
import { createPayments } from '../adapters/payments/index';
import { createRateStore } from '../adapters/rate-store/index';
import { createSms } from '../adapters/sms/index';
import { createStorage } from '../adapters/storage/index';
import { createWhatsApp } from '../adapters/whatsapp/index';
import { openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';
import { SessionCache } from '../domain/accounts/session-cache';
import { cartItemCount } from '../domain/cart/count';
import { bytesOf, newDocument, write } from '../domain/invoices/pdf-text';
import { company } from '../domain/content/company';
import { carryOverShipped } from '../domain/translations/carry-over';
import { connectCaches, Peers, sharePeersOverRedis } from './cache/peers';
import { PersonalPages } from './cache/personal-pages';
import { SharedPages } from './cache/shared-pages';
import { localSecret } from '../adapters/courier/secret';
import type { Config } from './config';
import type { Services } from './services';

/** Opens the database (migrated, and seeded when empty) and the adapters. */
export async function createServices(config: Config, opts: { seed?: boolean } = {}): Promise<Services> {
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db, database.dialect);
  if (opts.seed !== false) await seedIfEmpty(database.db);
  // The shop's own Hindi and Marathi for a fresh or upgraded shop: each kind of
  // record with no translation yet (a translation staff removed stays removed).
  await carryOverShipped(database.db, { newKindsOnly: true });
  const pages = new SharedPages();
  const personal = new PersonalPages();
  const sessions = new SessionCache(cartItemCount);
  const peers = new Peers();
  connectCaches(peers, { pages, personal, sessions });
  const closePeers = config.REDIS_URL ? sharePeersOverRedis(peers, config.REDIS_URL) : async () => {};
  return {
    // Every instance must open what another sealed: PAYOUT_ACCOUNTS_KEY, or one machine's own key.
    config: { ...config, PAYOUT_ACCOUNTS_KEY: config.PAYOUT_ACCOUNTS_KEY ?? localSecret(config.DATA_DIR, 'payout-accounts-key') },
    db: database.db,
    database,
    limits: createRateStore(config.REDIS_URL),
    mail: createMailer(config, database.db),
    storage: createStorage(config),
    state: { draining: false },
    pages,
    personal,
    sessions,
    peers,
    closePeers,
    geocoder: createGeocoder(config),
    payments: createPayments(config),
    sms: createSms(config),
    whatsapp: createWhatsApp(config, database.db),
    courier: createCourier(config, database.db, { newDocument, write, bytesOf }),
    einvoice: createEInvoicePortal(config, company.gstin),
    ewaybill: createEwayBills(config, company.gstin),
  };
}

export async function closeServices(services: Services) {
  await services.limits.close();
  await services.closePeers();
  await services.database.close();
}
