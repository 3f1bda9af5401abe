// Pack sizes, quantity tiers and delivery zones as Kysely sees them (see schema.ts for the conventions).

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  sku: string;
  /** As shown: '1 kg', '250 ml', '5 L'. */
  pack: string;
  /** Net quantity in grams or millilitres. */
  net_amount: number;
  net_unit: 'g' | 'ml';
  price_paise: number;
  /** Maximum retail price, inclusive of all taxes. */
  mrp_paise: number;
  stock: number;
  /** Smallest first; the first pack is the one a client that names none gets. */
  position: number;
  archived_at: string | null;
}

/** Buy at least min_quantity packs of a product (of any size, per line), pay percent_off less. */
export interface PriceTiersTable {
  id: string;
  product_id: string;
  min_quantity: number;
  percent_off: number;
}

/** Where the shop delivers, how fast, with Cash on Delivery up to a limit, at what charge. */
export interface DeliveryZonesTable {
  id: string;
  name: string;
  /** JSON array of state names; ["*"] for every state no other zone names. */
  states: string;
  eta_days: number;
  cod: number; // 0/1
  cod_limit_paise: number;
  shipping_paise: number;
  /** Orders of at least this much ship free (0: always free). */
  free_above_paise: number;
  position: number;
}

/** Stock of one pack from one batch: what expires first is sold first, nothing once expired. */
export interface StockLotsTable {
  id: string;
  product_id: string;
  variant_id: string;
  batch: string;
  /** 'YYYY-MM-DD'. */
  manufactured_on: string;
  /** 'YYYY-MM-DD': from this day on the lot is not sold. */
  expires_on: string;
  quantity: number;
  created_at: string;
}
