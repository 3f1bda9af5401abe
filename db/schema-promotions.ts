// Promotions as Kysely sees them (see schema.ts for the conventions).

/**
 * A promotion staff run: a coupon code the customer types, a season sale on
 * categories or products, or "buy X get Y" of the same pack. Its title (English
 * here) is what the customer reads beside the discount; its Hindi and Marathi
 * are content translations (entity 'promotion', field 'title').
 */
export interface PromotionsTable {
  id: string;
  kind: 'coupon' | 'sale' | 'bxgy';
  /** A coupon's code, upper case (unique); null for the automatic offers. */
  code: string | null;
  title: string;
  /** Percent off (coupon or sale), 0 when the coupon takes an amount off instead. */
  percent_off: number;
  /** A flat coupon's amount off the order, in paise (0 for percent coupons). */
  amount_off_paise: number;
  /** The products' amount the order must reach (after the automatic offers) for a coupon to apply. */
  min_order_paise: number;
  /** From when, and until when (exclusive), ISO; null: no limit. */
  starts_at: string | null;
  ends_at: string | null;
  /** How many orders may use it in all, and per customer; null: no limit. */
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: number;
  /** 1: may be used with other coupons and on lines an automatic offer already took off. */
  combinable: number;
  /** Buy X get Y: for every buy + get packs of one pack size, get packs are free. */
  buy_quantity: number;
  get_quantity: number;
  /** What it applies to: JSON arrays of product ids, category ids and pack sizes ("5 kg"); all empty: everything. */
  product_ids: string;
  category_ids: string;
  packs: string;
  /** Set while staff have paused it. */
  paused_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The coupon codes a customer applied to their cart (kept until an order uses them, or they remove them). */
export interface CartCouponsTable {
  user_id: string;
  promotion_id: string;
  applied_at: string;
}

/** A promotion an order used and what it took off (the per-line split is order_lines.discount_paise). */
export interface OrderPromotionsTable {
  id: string;
  order_id: string;
  promotion_id: string;
  /** The code typed (coupons), null for an automatic offer. */
  code: string | null;
  /** The title in English when the order was placed. */
  title: string;
  discount_paise: number;
  created_at: string;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  cart_coupons: CartCouponsTable;
  order_promotions: OrderPromotionsTable;
}
