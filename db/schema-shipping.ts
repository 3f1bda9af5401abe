// Courier shipments and the tracking events the shop has taken in (see schema.ts for the conventions).

/**
 * One shipment booked with a courier (adapters/courier): a parcel to a customer
 * or a reverse pickup. Its key (courier, kind, ref) makes booking idempotent:
 * however often the shop asks for an order's shipment, there is one row and one
 * AWB. While a booking is under way the row is `creating`, held by the `claim`
 * of one caller until `lease_until`; a booking that failed half-way resumes
 * from the ids it had already saved.
 */
export interface CourierShipmentsTable {
  id: string;
  /** 'offline' or 'shiprocket'. */
  courier: string;
  kind: 'forward' | 'return';
  /** The order id (forward) or the return id (reverse pickup). */
  ref: string;
  order_id: string;
  state: 'creating' | 'created';
  claim: string;
  lease_until: string;
  /** The booking request as JSON (the offline label is drawn from it). */
  request: string;
  /** The courier's own order and shipment ids, as soon as it gave them. */
  provider_order_id: string | null;
  provider_shipment_id: string | null;
  awb: string | null;
  courier_name: string | null;
  label_url: string | null;
  /** The latest TrackingStatus the adapter knows (offline: its own journey). */
  status: string;
  pickup_requested_at: string | null;
  pickup_scheduled_at: string | null;
  /** The offline courier's scans as JSON (TrackingEvent[]); '[]' for a real courier. */
  journal: string;
  created_at: string;
  updated_at: string;
}

/** A tracking event the shop has taken in (webhook or polling), once per event id. */
export interface CourierEventsTable {
  id: string;
  awb: string;
  status: string;
  at: string;
  location: string;
  remark: string;
  received_at: string;
}

export interface ShippingTables {
  courier_shipments: CourierShipmentsTable;
  courier_events: CourierEventsTable;
}
