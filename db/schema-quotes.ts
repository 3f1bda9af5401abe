// Quotes (migration 027, decision 039): a buyer's request for prices on packs
// and quantities (or something not in the catalogue), staff's answers as
// numbered versions, the comments of both sides and the files the buyer sent.

export interface QuotesTable {
  id: string;
  user_id: string;
  /** The enquiry (lead) staff made it from, if any. */
  lead_id: string | null;
  /** 'requested' (waiting for staff), 'answered' (a version the buyer may accept), 'revision' (the buyer asked for another), 'accepted', 'withdrawn'. */
  state: string;
  note: string;
  /** The newest version sent (0: none yet). */
  current_version: number;
  /** The order an accepted quote became. */
  order_id: string | null;
  accepted_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteVersionsTable {
  id: string;
  quote_id: string;
  number: number;
  delivery_terms: string;
  delivery_paise: number;
  /** The last day (YYYY-MM-DD, India's date) it may be accepted. */
  valid_until: string;
  comment: string;
  staff_id: string | null;
  created_at: string;
}

export interface QuoteLinesTable {
  id: string;
  quote_id: string;
  /** null: a line of the request; else the version that prices it. */
  version_id: string | null;
  product_id: string | null;
  variant_id: string | null;
  /** A catalogue pack's product title, or the buyer's own words for something not in the catalogue. */
  title: string;
  pack: string;
  quantity: number;
  /** What one pack costs, GST included (versions only). */
  unit_paise: number | null;
  hsn_code: string;
  gst_rate: number;
  position: number;
}

export interface QuoteCommentsTable {
  id: string;
  quote_id: string;
  /** The version being discussed (0: the request). */
  version: number;
  author_kind: 'customer' | 'staff';
  author_id: string | null;
  body: string;
  created_at: string;
}

export interface QuoteAttachmentsTable {
  id: string;
  quote_id: string;
  position: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface QuoteTables {
  quotes: QuotesTable;
  quote_versions: QuoteVersionsTable;
  quote_lines: QuoteLinesTable;
  quote_comments: QuoteCommentsTable;
  quote_attachments: QuoteAttachmentsTable;
}
