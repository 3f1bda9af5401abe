// Draft orders as Kysely sees them (see schema.ts for the conventions; migration 029, decision 037).

/** Where a draft stands: written, its link sent, paid (an order placed), sent Cash on Delivery or placed on account, or over. */
export type DraftStatus = 'draft' | 'link_sent' | 'paying' | 'paid' | 'cod' | 'on_account' | 'expired' | 'cancelled' | 'refunded';

export interface DraftOrdersTable {
  id: string;
  user_id: string;
  address_id: string;
  /** The packs as JSON: [{ productId, variantId, quantity }]. */
  lines: string;
  /** What the last quote came to (the link asks for exactly this). */
  total_paise: number;
  status: DraftStatus;
  /** The shop's own page of the link (/pay/link/:token), for the customer only. */
  link_token: string | null;
  /** The provider's payment link ('plink_…'), its address, and when it stops working. */
  provider_link_id: string | null;
  link_url: string | null;
  link_expires_at: string | null;
  /** The payment that paid it (a second one is given back). */
  payment_id: string | null;
  order_id: string | null;
  /** Why a payment was given back (stock ran out, prices changed), for staff. */
  problem: string | null;
  /** The staff member who wrote it. */
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface DraftTables {
  draft_orders: DraftOrdersTable;
}
