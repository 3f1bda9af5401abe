import type { Generated } from 'kysely';

// Orders, their lines and their history as Kysely sees them (see schema.ts for the conventions).

export interface OrdersTable {
  id: string;
  user_id: string;
  address_id: string | null;
  address_snapshot: string; // JSON of the address as it was when ordered
  payment_method: string;
  payment_status: string; // Unpaid | Paid | Failed | Refunded | Cash on Delivery
  status: string; // Pending | Confirmed | Shipped | Delivered | Cancelled
  total_paise: number;
  idempotency_key: string | null;
  /** SHA-256 of the request that used the key: the same key with another request is refused. */
  idempotency_hash: string | null;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  created_at: string;
  updated_at: string;
  carrier: Generated<string | null>;
  tracking_number: Generated<string | null>;
  /** The shipping charged, in paise (included in total_paise). */
  shipping_paise: Generated<number>;
  /** Where the order is in its lifecycle (domain/orders/transitions.ts); `status` is what the API shows of it. */
  state: Generated<string>;
  /** The order this one replaces (a return's replacement, sent free; 023). */
  replacement_of: Generated<string | null>;
}

/** Every change of an order, and who made it. */
export interface OrderHistoryTable {
  id: string;
  order_id: string;
  at: string;
  /** The order's status (as the API shows it) after the change. */
  status: string;
  note: string;
  /** Who, as people read it: 'customer', 'system', 'courier' or the staff member's e-mail. */
  actor: string;
  /** The lifecycle event (020; null on older rows). */
  event: Generated<string | null>;
  /** 'customer' | 'staff' | 'system' | 'courier' (020). */
  actor_kind: Generated<string | null>;
  /** The staff member's id (or the customer's) when known. */
  actor_id: Generated<string | null>;
  /** The event's details as JSON (carrier and AWB, a failed delivery's reason, a refund's amount, …). */
  details: Generated<string | null>;
}

/**
 * A message an order change causes (020), written in the change's transaction
 * and sent by the outbox worker: rendered when queued, in the recipient's
 * language; attachments are references made into files when sent.
 */
export interface OutboxTable {
  id: string;
  /** One row per change, channel and recipient (null for a staff resend). */
  dedupe_key: string | null;
  order_id: string | null;
  history_id: string | null;
  /** What it is about: 'order-placed', 'order-shipped', … */
  topic: string;
  channel: 'email' | 'whatsapp' | 'sms';
  recipient_kind: 'customer' | 'staff';
  recipient_id: string | null;
  /** An e-mail address, or a 10-digit mobile number. */
  to_address: string;
  lang: string;
  subject: string | null;
  body: string;
  /** JSON array of attachment references ({ kind: 'invoice' | 'credit-note', orderId }). */
  attachments: Generated<string>;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While 'sending': the worker's claim holds until then; after it, another worker may take the row over. */
  lease_until: string | null;
  claim: string | null;
  last_error: string | null;
  /** A staff resend: the row it repeats. */
  resent_from: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  product_id: string;
  title: string;
  quantity: number;
  price_paise: number;
  status: string;
  variant_id: string | null; // null only on lines older than pack sizes
  pack: Generated<string>;
  /** The product's GST classification when it was sold. */
  hsn_code: Generated<string>;
  gst_rate: Generated<number>;
  /** What promotions took off this line in all, in paise (021; the line paid price_paise × quantity − this). */
  discount_paise: Generated<number>;
}
