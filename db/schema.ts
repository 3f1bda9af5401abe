import type { Generated } from 'kysely';
import type {
  BlogsTable,
  ClientCompaniesTable,
  ContactMessagesTable,
  JobsTable,
  NewsTable,
  PageTextsTable,
  ResumesTable,
  TeamMembersTable,
} from './schema-content';
import type { AuditLogTable, StaffSessionsTable, StaffTable } from './schema-staff';
import type { DeliveryZonesTable, PriceTiersTable, ProductVariantsTable, StockLotsTable } from './schema-packs';
import type { InvoiceCountersTable, InvoicesTable } from './schema-tax';
import type { PaymentEventsTable, PaymentReturnsTable } from './schema-payments';
import type { MailsTable, WhatsappMessagesTable } from './schema-messages';
import type { OrderHistoryTable, OrderLinesTable, OrdersTable, OutboxTable } from './schema-orders';
import type { CropTables } from './schema-crops';
import type { AccountTables } from './schema-accounts';
import type { SearchTables } from './schema-search';
import type { TranslationTables } from './schema-translations';
import type { ShippingTables } from './schema-shipping';
import type { PromotionTables } from './schema-promotions';
import type { ReminderTables } from './schema-reminders';
import type { ReturnTables } from './schema-returns';
import type { CompanyTables } from './schema-companies';
import type { CreditTables } from './schema-credit';
import type { TaxDocumentTables } from './schema-tax-documents';
import type { QuoteTables } from './schema-quotes';
import type { DraftTables } from './schema-drafts';

export type { StaffRole } from './schema-staff';

// The database as Kysely sees it. Ids are text (exposed as `_id`), money is
// integer paise, times are ISO-8601 text, booleans are 0/1: portable across
// SQLite and PostgreSQL.

export interface UsersTable {
  id: string;
  username: string;
  /** Optional since 009: an account made with a mobile number may have no e-mail. */
  email: string | null;
  email_lower: string | null;
  mobile_no: string;
  password_hash: string;
  role: 'customer' | 'staff';
  created_at: string;
  /** Set by staff: the account cannot log in and its sessions are gone. */
  disabled_at: Generated<string | null>;
  /** The language the customer reads the shop in ('en', 'hi', 'mr'); their e-mails are written in it. */
  lang: Generated<string>;
  /** 1: order updates by WhatsApp to mobile_no (asked for by the customer, at whatsapp_opt_in_at). */
  whatsapp_opt_in: Generated<number>;
  whatsapp_opt_in_at: Generated<string | null>;
  /** When the owner of mobile_no typed a code sent to it (016); null: unverified, never used to sign in or send to. */
  mobile_verified_at: Generated<string | null>;
  /** 1: with WhatsApp updates on, the customer asked for the SMS as well (020); otherwise one or the other. */
  sms_with_whatsapp: Generated<number>;
}

export interface SessionsTable {
  id: string; // SHA-256 of the token, hex
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When the session was last used (touched at most once a minute); null before its first use. */
  last_seen_at: string | null;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  name: string;
  color: string;
  blurb: string;
  position: number;
}

export interface ProductsTable {
  id: string;
  slug: string;
  code: string;
  title: string;
  description: string;
  category_id: string;
  form: string;
  technical_name: string;
  packaging_type: string;
  packaging_available: string;
  purpose: string;
  ph_range: string;
  cfu_count: string;
  mode_of_action: string;
  crops: string;
  dosage: string;
  price_paise: number;
  stock: number;
  /** A discount to show on the product, in percent (0: none). */
  offer_percent: Generated<number>;
  featured: number;
  average_rating: number;
  review_count: number;
  position: number;
  created_at: string;
  /** Raised by every edit: a save based on an older version is refused. */
  version: Generated<number>;
  /** GST: the HSN code and the rate in percent included in the price. */
  hsn_code: Generated<string>;
  gst_rate: Generated<number>;
  /** Months from manufacture to expiry, and how to store it (the product page shows both). */
  shelf_life_months: Generated<number>;
  storage_advice: Generated<string>;
  /** Archived products leave the shop but stay on past orders. */
  archived_at: Generated<string | null>;
  low_stock_threshold: Generated<number>;
}

export interface ProductImagesTable {
  id: string;
  product_id: string;
  name: string;
  url: string;
  position: number;
  /** What the photo shows, for screen readers ('' for the seeded pictures). */
  alt: Generated<string>;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  text: string;
  created_at: string;
  updated_at: string;
}

export interface EnquiriesTable {
  id: string;
  user_id: string | null;
  full_name: string;
  phone: string;
  email: string;
  company_name: string;
  message: string;
  product_name: string;
  source: string; // 'product' | 'enquirenow' | …
  created_at: string;
  status: Generated<string>; // LEAD_STATUSES
  assignee_staff_id: Generated<string | null>;
  notes: Generated<string>;
}

export interface CartsTable {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  created_at: string;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  name: string;
  mobile: string;
  pincode: string;
  locality: string;
  city: string;
  state: string;
  country: string;
  address: string;
  landmark: string;
  alternate_phone: string;
  address_type: string;
  created_at: string;
  deleted_at: string | null;
  /** For a GST invoice; '' when none. */
  gstin: Generated<string>;
  business_name: Generated<string>;
}

export interface StockMovementsTable {
  id: string;
  product_id: string;
  variant_id: string | null;
  order_id: string | null;
  delta: number;
  reason: string;
  created_at: string;
  /** The lot taken from or given to; null for stock without a lot (kept before lots, or counted in). */
  lot_id: Generated<string | null>;
}

export interface OtpsTable {
  id: string;
  email: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

/** The one live sign-in code of a mobile number (only its hash). */
export interface MobileCodesTable {
  id: string;
  mobile: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

export interface Database
  extends
    CropTables,
    AccountTables,
    SearchTables,
    TranslationTables,
    ShippingTables,
    PromotionTables,
    ReminderTables,
    ReturnTables,
    CompanyTables,
    CreditTables,
    TaxDocumentTables,
    QuoteTables,
    DraftTables {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  reviews: ReviewsTable;
  enquiries: EnquiriesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  stock_movements: StockMovementsTable;
  payment_events: PaymentEventsTable;
  otps: OtpsTable;
  contact_messages: ContactMessagesTable;
  jobs: JobsTable;
  resumes: ResumesTable;
  news: NewsTable;
  blogs: BlogsTable;
  team_members: TeamMembersTable;
  mails: MailsTable;
  client_companies: ClientCompaniesTable;
  payment_returns: PaymentReturnsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  order_history: OrderHistoryTable;
  outbox: OutboxTable;
  page_texts: PageTextsTable;
  product_variants: ProductVariantsTable;
  price_tiers: PriceTiersTable;
  delivery_zones: DeliveryZonesTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  stock_lots: StockLotsTable;
  mobile_codes: MobileCodesTable;
  whatsapp_messages: WhatsappMessagesTable;
}
