// A courier that books, labels, picks up, tracks and cancels parcels: the
// offline stand-in and Shiprocket implement it, and the interface leaves room
// for another aggregator or a courier's own API (Delhivery) behind the same calls.

/** Where a parcel stands, in the shop's words (each courier's own statuses map onto these). */
export const TRACKING_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The packed box, as the courier weighs and measures it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A person and their address in India. */
export interface PostalAddress {
  name: string;
  /** 10 digits, without +91 or 0. */
  phone: string;
  /** Street, house, locality (may hold several lines, separated by newlines). */
  address: string;
  city: string;
  /** 6-digit PIN code. */
  pin: string;
  state: string;
  email?: string;
}

/** One line of the parcel's contents. */
export interface ShipmentLine {
  sku: string;
  name: string;
  quantity: number;
  /** Price of one unit, tax included. */
  unitPricePaise: number;
  hsn?: string;
}

/** Cash on Delivery (the courier collects this amount) or already paid. */
export type ShipmentPayment = { method: 'cod'; collectPaise: number } | { method: 'prepaid' };

export interface ShipmentRequest {
  /** The shop's order: the idempotency key (one shipment per order, however often asked). */
  orderId: string;
  /** When the order was placed (ISO); now when left out. */
  orderDate?: string;
  consignee: PostalAddress;
  lines: ShipmentLine[];
  payment: ShipmentPayment;
  parcel: Parcel;
  /** A `courierId` from `rates()`; left out, the courier account's own choice. */
  courierId?: string;
  /** Printed on the label as the sender (a courier that prints its own uses its pickup address). */
  returnAddress?: PostalAddress;
}

/** A reverse pickup: the courier collects the parcel from the customer and brings it to the shop. */
export interface ReturnRequest {
  /** The shop's return: the idempotency key (one pickup per return). */
  returnId: string;
  /** The order the goods were sold on. */
  orderId: string;
  /** The customer, where the courier collects. */
  pickup: PostalAddress;
  /** The shop's warehouse, where the parcel goes. */
  returnTo: PostalAddress;
  lines: ShipmentLine[];
  parcel: Parcel;
}

/** What the customer chose after a failed delivery (at least one of these). */
export interface Redelivery {
  date?: string;
  address?: string;
  phone?: string;
}

export interface Shipment {
  /** The shop's id of the shipment (requestPickup takes these). */
  shipmentId: string;
  kind: 'forward' | 'return';
  /** The order id or return id it was booked for. */
  ref: string;
  awb: string;
  courierName: string;
  /**
   * The label to print: the PDF itself, or where the courier keeps it; null when
   * the courier brings the label (Shiprocket's reverse pickups).
   */
  labelPdf: Buffer | URL | null;
}

/** One way to send the parcel, as the courier quotes it. */
export interface RateOption {
  courierId: string;
  courierName: string;
  chargePaise: number;
  /** Days to deliver, as the courier estimates (null when it does not say). */
  estimatedDays: number | null;
}

export interface PickupBooking {
  shipmentId: string;
  /** When the courier said it will come (ISO), when it said. */
  scheduledAt: string | null;
}

export interface TrackingEvent {
  /** Stable for the same scan, however often it is reported (webhook retries, polling): handle each id once. */
  id: string;
  awb: string;
  status: TrackingStatus;
  /** ISO time of the scan. */
  at: string;
  location: string;
  /** The courier's own words (the reason of a failed delivery, …). */
  remark: string;
}

export type WebhookResult =
  | { ok: true; events: TrackingEvent[] }
  /** `unauthorized`: the secret is missing or wrong (answer 401); `malformed`: not a tracking update (answer 400). */
  | { ok: false; reason: 'unauthorized' | 'malformed'; message: string };

export interface Courier {
  readonly name: 'offline' | 'shiprocket';
  /** Ways to send a parcel between two PIN codes, cheapest first; empty when none serves them. */
  rates(parcel: Parcel, fromPin: string, toPin: string, cod: boolean): Promise<RateOption[]>;
  /** Books the order's shipment with an AWB and a label; calling it again for the order answers the same shipment. */
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /** The label again (to print once more). */
  label(shipmentId: string): Promise<Buffer | URL | null>;
  /** Asks the courier to collect these shipments; asking again for one already asked does nothing. */
  requestPickup(shipmentIds: string[]): Promise<PickupBooking[]>;
  /** Every scan of the parcel so far, oldest first. */
  track(awb: string): Promise<TrackingEvent[]>;
  /** Cancels a shipment the courier has not collected yet. */
  cancel(awb: string): Promise<void>;
  /** After a failed delivery: asks the courier to deliver again, on a date (YYYY-MM-DD) or to a corrected address or phone. */
  reattempt(awb: string, ask: Redelivery): Promise<void>;
  /** Books a reverse pickup; calling it again for the return answers the same shipment. */
  createReturn(request: ReturnRequest): Promise<Shipment>;
  /** Checks the courier's webhook call (its secret, in constant time) and reads its tracking events. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer | string): WebhookResult;
}

/** The offline courier also plays the courier's side: it moves parcels along and calls the shop's webhook. */
export interface OfflineCourier extends Courier {
  readonly name: 'offline';
  /** Moves the parcel to the next step of its journey, or to `status`; answers the new scan. */
  advance(awb: string, status?: TrackingStatus, remark?: string): Promise<TrackingEvent>;
  /** The webhook call the courier would make now for this parcel (every scan so far, with the secret). */
  webhookFor(awb: string): Promise<{ headers: Record<string, string>; body: string }>;
}

/**
 * The courier could not be reached (`unreachable`: try again later), refused
 * the request (`refused`: the message says why, e.g. already picked up, PIN
 * not served), or does not know the shipment (`not-found`).
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'refused' | 'not-found',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const isOfflineCourier = (c: Courier): c is OfflineCourier => c.name === 'offline';
