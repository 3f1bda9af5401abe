// Credit and approvals as Kysely sees them (migration 028, decision 040).

/** A company member's order: its approval by the company, its review by staff, and its terms when on account. */
export interface CompanyOrdersTable {
  order_id: string;
  company_id: string;
  placed_by: string;
  /** 1: paid on account (invoiced when it ships, due after terms_days). */
  on_account: number;
  terms_days: number | null;
  /** 'none' (within the approval limit), 'waiting', 'approved' or 'rejected'. */
  approval: string;
  approved_by: string | null;
  approved_at: string | null;
  /** 'none' (within credit), 'waiting' (staff must look), 'approved' or 'refused'. */
  credit_review: string;
  /** Why staff must look: 'over-limit' or 'overdue'. */
  credit_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** Money a company paid on account: recorded by staff (UPI, NEFT, RTGS) or paid online (once per provider payment). */
export interface CreditPaymentsTable {
  id: string;
  company_id: string;
  amount_paise: number;
  /** 'UPI', 'NEFT', 'RTGS' or 'Online'. */
  method: string;
  reference: string;
  /** The day the money arrived (YYYY-MM-DD). */
  received_on: string;
  provider_payment_id: string | null;
  /** A staff e-mail, or 'online'. */
  recorded_by: string;
  created_at: string;
}

/** A request to pay the balance online: the provider's order it made. */
export interface CreditPayRequestsTable {
  id: string;
  company_id: string;
  user_id: string;
  amount_paise: number;
  provider_order_id: string;
  /** 'created' or 'paid'. */
  status: string;
  created_at: string;
}

export interface CreditTables {
  company_orders: CompanyOrdersTable;
  credit_payments: CreditPaymentsTable;
  credit_pay_requests: CreditPayRequestsTable;
}
