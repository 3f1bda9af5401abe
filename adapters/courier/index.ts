import type { Db } from '../../db/client';
import type { PdfText } from './label';
import { createOfflineCourier } from './offline';
import { createShiprocketCourier } from './shiprocket';
import type { Courier } from './types';

export type { PdfText } from './label';
export { takeNewEvents } from './store';
export type {
  Courier,
  OfflineCourier,
  Parcel,
  PickupBooking,
  PostalAddress,
  RateOption,
  ReturnRequest,
  Shipment,
  ShipmentLine,
  ShipmentPayment,
  ShipmentRequest,
  TrackingEvent,
  TrackingStatus,
  WebhookResult,
} from './types';
export { CourierError, isOfflineCourier, TRACKING_STATUSES } from './types';

export interface CourierConfig {
  COURIER: 'offline' | 'shiprocket';
  DATA_DIR: string;
  /** Where parcels are collected: Shiprocket's pickup location nickname, and its PIN code. */
  COURIER_PICKUP_LOCATION: string;
  COURIER_PICKUP_PIN: string;
  SHIPROCKET_EMAIL?: string;
  SHIPROCKET_PASSWORD?: string;
  SHIPROCKET_WEBHOOK_TOKEN?: string;
  SHIPROCKET_BASE_URL: string;
}

/**
 * The courier named by config; `offline` needs no account and no network.
 * `pdf` is the shop's PDF text module (domain/invoices/pdf-text.ts), which
 * the offline courier draws its labels with.
 */
export function createCourier(config: CourierConfig, db: Db, pdf: PdfText): Courier {
  if (config.COURIER === 'shiprocket') {
    if (!config.SHIPROCKET_EMAIL || !config.SHIPROCKET_PASSWORD) {
      throw new Error('COURIER=shiprocket needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD');
    }
    return createShiprocketCourier(db, {
      email: config.SHIPROCKET_EMAIL,
      password: config.SHIPROCKET_PASSWORD,
      webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN,
      baseUrl: config.SHIPROCKET_BASE_URL,
      pickupLocation: config.COURIER_PICKUP_LOCATION,
    });
  }
  return createOfflineCourier({
    db,
    dataDir: config.DATA_DIR,
    pdf,
    pickup: { location: config.COURIER_PICKUP_LOCATION, pin: config.COURIER_PICKUP_PIN },
  });
}
