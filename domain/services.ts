import type { Courier } from '../adapters/courier/types';
import type { EInvoicePortal } from '../adapters/einvoice/types';
import type { EwayBillPortal } from '../adapters/ewaybill/types';
import type { Geocoder } from '../adapters/geocoder/types';
import type { Mailer } from '../adapters/mail/types';
import type { PaymentProvider } from '../adapters/payments/types';
import type { RateStore } from '../adapters/rate-store/types';
import type { SmsSender } from '../adapters/sms/types';
import type { Storage } from '../adapters/storage/types';
import type { WhatsAppSender } from '../adapters/whatsapp/types';
import type { Db, DbHandle } from '../db/client';
import type { SessionCache } from './accounts/session-cache';

/** The few settings the domain and the pages read (the server's config has them all). */
export interface Settings {
  PUBLIC_URL: string;
  ASSETS_DIR: string;
  /** PUBLIC_URL is https: cookies are Secure. */
  secure: boolean;
  /** Where the courier collects parcels (rates are quoted from it). */
  COURIER_PICKUP_PIN?: string;
  /** Seals the accounts customers give for refunds (returns/payout-account.ts). */
  PAYOUT_ACCOUNTS_KEY?: string;
}

/**
 * What the domain and the pages are handed, built once at start: the
 * database and the outside services, as their interfaces.
 */
export interface Services {
  config: Settings;
  db: Db;
  database: DbHandle;
  limits: RateStore;
  mail: Mailer;
  storage: Storage;
  geocoder: Geocoder;
  payments: PaymentProvider;
  /** Books, labels, tracks and cancels parcels (offline by default; COURIER=shiprocket). */
  courier: Courier;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  /** Registers B2B invoices (IRN and signed QR) with the GST portal (offline by default; EINVOICE=irp). */
  einvoice: EInvoicePortal;
  /** E-way bills for consignments above ₹50,000 (offline by default; EWAYBILL=nic). */
  ewaybill: EwayBillPortal;
  /** Who is behind a session token, and their cart count, kept for a moment (forgotten after their writes). */
  sessions: SessionCache;
  /** Process state: `draining` while shutting down (readiness answers 503). */
  state: { draining: boolean };
}
