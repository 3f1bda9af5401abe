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
}

/** Every change of an order's status, and who made it. */
export interface OrderHistoryTable {
  id: string;
  order_id: string;
  at: string;
  status: string;
  note: string;
  /** 'customer', 'system' or the staff member's e-mail. */
  actor: string;
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
