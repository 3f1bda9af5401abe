// Companies, their people and their prices as Kysely sees them (see schema.ts for the conventions; migration 024).

/** A group of customers with prices of its own ("Dealers", "Distributors"). */
export interface CustomerGroupsTable {
  id: string;
  name: string;
  created_at: string;
}

/** A business that buys: its legal name, GSTIN, addresses, group, limits and terms. */
export interface CompaniesTable {
  id: string;
  legal_name: string;
  /** Checked as the checkout checks it (domain/tax/gstin.ts); null for a business without one. */
  gstin: string | null;
  /** The addresses as JSON ({ name, address, locality, city, state, pincode, mobile }). */
  billing_address: string;
  shipping_address: string;
  group_id: string | null;
  /** 'active', or 'pending' while staff check a self-registration. */
  status: string;
  /** 'staff' (made by the shop, perhaps from a lead) or 'self' (registered by its admin). */
  source: string;
  lead_id: string | null;
  /** Orders above this need one of the company's approvers (null: none do). */
  approval_limit_paise: number | null;
  /** What may be owed on account at once (null: no credit). */
  credit_limit_paise: number | null;
  /** Days to pay an invoice on account (30: Net 30). */
  payment_terms_days: number | null;
  created_at: string;
  updated_at: string;
}

/** A person's place in a company: 'buyer', 'approver' (approves and buys) or 'admin' (manages people, approves, buys). */
export interface CompanyMembersTable {
  user_id: string;
  company_id: string;
  role: string;
  created_at: string;
}

/** Prices for a group (dealer prices) or for one company (contract prices), from a start to an end. */
export interface PriceListsTable {
  id: string;
  name: string;
  group_id: string | null;
  company_id: string | null;
  /** ISO; null: from now on / without end. */
  starts_at: string | null;
  ends_at: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface PriceListItemsTable {
  price_list_id: string;
  variant_id: string;
  /** One pack, tax included, as list prices are. */
  price_paise: number;
}

export interface CompanyTables {
  customer_groups: CustomerGroupsTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  price_lists: PriceListsTable;
  price_list_items: PriceListItemsTable;
}
