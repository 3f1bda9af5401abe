// Returns and replacements as Kysely sees them (see schema.ts for the conventions; migration 023).

/** A customer's request to return or replace lines of a delivered order. */
export interface ReturnsTable {
  id: string;
  order_id: string;
  user_id: string;
  /** 'refund' (money back) or 'replace' (the same packs sent again). */
  kind: string;
  /** A reason of return_policy: 'damaged', 'wrong', 'expired', 'short'. */
  reason: string;
  note: string;
  /** requested → approved (reverse pickup booked) | refused → received (inspected) → refunded | replaced. */
  state: string;
  /** What staff told the customer when deciding (a refusal's reason). */
  staff_note: string | null;
  /** Where the money goes: 'original' (the online payment), 'upi' or 'bank' (Cash on Delivery). */
  refund_to: string | null;
  /** The UPI id or bank account, encrypted (returns/payout-account.ts); never shown whole. */
  payout_sealed: string | null;
  /** The same, masked, as pages show it ("ra•••@okicici", "A/c ••••4321, SBIN0001234"). */
  payout_masked: string | null;
  /** What was refunded, once refunded. */
  refund_paise: number | null;
  /** The provider's refund id, or the bank transfer's reference (UTR) staff recorded. */
  refund_ref: string | null;
  replacement_order_id: string | null;
  pickup_awb: string | null;
  /** The reverse pickup's last scan (the courier's status). */
  pickup_status: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReturnLinesTable {
  id: string;
  return_id: string;
  order_line_id: string;
  quantity: number;
  /** After inspection: 'restock' (back into its lot) or 'write_off'. */
  disposition: string | null;
  write_off_reason: string | null;
}

export interface ReturnPhotosTable {
  id: string;
  return_id: string;
  storage_key: string;
  position: number;
}

/** The returns policy staff edit: per reason, the days from delivery and whether a photo is needed. */
export interface ReturnPolicyTable {
  reason: string;
  days: number;
  photo_required: number;
  enabled: number;
}

export interface ReturnTables {
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_photos: ReturnPhotosTable;
  return_policy: ReturnPolicyTable;
}
