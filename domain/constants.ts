// Every constant of SPEC.md §9, shared by the server and the web app.

export const BANNER_ROTATION_MS = 3000;
export const SPLASH_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 2000;
export const CAROUSEL_PER_SLIDE = 4;
export const TOAST_MS = 8000;
export const TOAST_LIBRARY_DEFAULT_MS = 5000;
export const PAGE_INTRO_MS = 2000;
export const ANIMATION_MS = 1000;
export const TEAM_PHOTO_HEIGHT_PX = 390;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
/** Ours: lengths past these are refused (a megabyte password would keep argon2 busy). */
export const USERNAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const ADDRESS_MOBILE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const ADDRESSES_PER_CUSTOMER_MAX = 50;
export const DEFAULT_COUNTRY = 'India';
export const ENQUIRE_NAME_MIN = 3;
export const ENQUIRE_MOBILE_MIN = 10;
/** Contact and enquire-now forms (ours): longest accepted texts and messages per address per hour. */
export const CONTACT_TEXT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_PER_IP_PER_HOUR = 20;

export const RATING_MAX = 5;
export const GALLERY_MAX_IMAGES = 2;
/** Ours: a product photo may have at most this many pixels (read from its header, before it is decoded). */
export const PRODUCT_IMAGE_MAX_PIXELS = 25_000_000;
/** Ours: photos a worker keeps waiting for conversion (one is converted at a time); more are refused with 503. */
export const IMAGE_CONVERSIONS_WAITING_MAX = 4;
export const REVIEW_TEXT_MAX = 2000;

export const CURRENCY = 'INR';
export const DELIVERY_CHARGE_PAISE = 0;
export const PAISE_PER_RUPEE = 100;

export const PRODUCT_TYPES = ['Liquid', 'Powder', 'Granular'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** The category listing offers only these two (SPEC.md §2). */
export const CATEGORY_LISTING_TYPES = ['Liquid', 'Powder'] as const;
export const PRICE_SORTS = ['asc', 'desc'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

export const ADDRESS_TYPES = ['home', 'office'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const CART_ACTIONS = ['increment', 'decrement'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];
export const DEFAULT_ADD_QUANTITY = 1;
export const CART_QUANTITY_MAX = 100;
/** A product page says how many of the chosen pack are left when fewer than this are (below it, stock limits what can be ordered). */
export const LOW_PACK_STOCK = CART_QUANTITY_MAX;
export const ORDER_LINE_STATUS_ON_PLACING = 'Pending';
// 'On account': a company's order paid by its invoice's due date (decision 040), offered only within its credit.
export const PAYMENT_METHODS = ['Card', 'Net Banking', 'UPI', 'COD', 'On account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How each payment method is named on screens. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Card: 'Card',
  'Net Banking': 'Net Banking',
  UPI: 'UPI',
  COD: 'Cash on Delivery',
  'On account': 'On account',
};
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['Unpaid', 'Paid', 'Failed', 'Refunded', 'Cash on Delivery', 'On account'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_LINES_MAX = 50;
export const IDEMPOTENCY_KEY_MAX = 100;
export const OTP_PER_EMAIL_PER_WINDOW = 3;
export const OTP_PER_IP_PER_HOUR = 20;
export const OTP_ATTEMPTS_MAX = 5;

export const SHIPPING_BUSINESS_DAYS = 2;
export const RETURN_REQUEST_BUSINESS_DAYS = 3;
export const FREE_CANCELLATION_HOURS = 48;
export const REFUND_BUSINESS_DAYS = 7;

export const PRIVACY_LAST_UPDATED = '25 Aug 2024';

/** Breakpoint of the wide navigation layout, in CSS pixels. */
export const WIDE_LAYOUT_MIN_PX = 992;

export const SESSION_DAYS = 30;
/** A session unused this long ends (ours); its last use is noted at most once a minute. */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_TOUCH_MS = 60_000;
/** How long a worker keeps who a session's customer is and their cart count in memory (forgotten at once after their writes). */
export const SESSION_CACHE_MS = 60_000;
export const LOGIN_FAILURES_MAX = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGNUPS_PER_IP_PER_HOUR = 10;
/** Forgotten password (ours): the e-mailed link lives this long, the SMS code less; each works once. */
export const PASSWORD_RESET_LINK_VALID_MS = 30 * 60 * 1000;
export const PASSWORD_RESET_CODE_VALID_MS = 10 * 60 * 1000;
export const PASSWORD_RESET_CODE_ATTEMPTS_MAX = 5;
/** Requests for one e-mail or number typed, per PASSWORD_RESET_WINDOW_MS (the same answer for an unknown one). */
export const PASSWORD_RESETS_PER_TARGET = 3;
export const PASSWORD_RESET_WINDOW_MS = 30 * 60 * 1000;
/** Requests from one address per hour, and links or codes sent to one account per day. */
export const PASSWORD_RESETS_PER_IP_PER_HOUR = 10;
export const PASSWORD_RESETS_PER_ACCOUNT_PER_DAY = 6;
/** Wrong reset codes or links one address may try in an hour. */
export const PASSWORD_RESET_FAILURES_PER_IP_PER_HOUR = 20;
/** Wrong current passwords when changing it, per account per 15 minutes. */
export const PASSWORD_CHANGE_FAILURES_MAX = 5;
/** A session opened this soon after its account was made greets as new ("Welcome", not "Welcome back"). */
export const NEW_ACCOUNT_GREETING_MS = 24 * 60 * 60 * 1000;
/** On SIGTERM the server keeps answering this long (reporting not-ready) before it stops listening. */
export const SHUTDOWN_DRAIN_MS = 1000;
/** A request's headers and body must arrive within this (slow senders are cut off with 408); REQUEST_TIMEOUT_MS overrides it. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Its headers, within this (or the request's own limit when that is shorter). */
export const HEADERS_TIMEOUT_MS = 20_000;
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUMES_PER_IP_PER_HOUR = 10;
export const APPLY_TEXT_MAX = 200;
export const OTP_DIGITS = 6;
export const OTP_VALID_MS = 10 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_RESULTS_MAX = 8;
export const SEARCH_TEXT_MAX = 200;
/** Searches that found nothing, kept for staff: a term's length, and how many terms (the least recent go first). */
export const SEARCH_MISS_TERM_MAX = 80;
export const SEARCH_MISSES_MAX = 2_000;
export const ENQUIRY_FIELD_MAX = 200;
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRIES_PER_IP_PER_HOUR = 30;

/** Ours: an online order quiet this long with a provider order is checked with the provider (the customer may have paid and closed the browser). */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/** Ours: an online order not paid this long after it was placed is cancelled and its stock returned. */
export const UNPAID_ORDER_CANCEL_MINUTES = 30;

// The back office (ours)
export const STAFF_ROLES = ['owner', 'sales', 'catalogue', 'content', 'hr'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_SESSION_HOURS = 8;
/** Ours: a staff session also ends after this long without a request. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
/** Ours: wrong authenticator codes an account (and, four times as many, an address) may try in LOGIN_FAILURE_WINDOW_MS. */
export const STAFF_TOTP_FAILURES_MAX = 5;
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const ADMIN_PAGE_SIZE = 25;
export const STAFF_PASSWORD_MIN = 12;

/** The largest field the dosage calculator works out, in any unit (ours). */
export const MAX_DOSE_AREA = 10_000;
/** Orders on one page of My Orders (newest first; older ones a link away). */
export const MY_ORDERS_PER_PAGE = 10;

// Reminders (ours): at most this many to one customer a day and a week; none in
// quiet hours (IST, 24-hour clock: from QUIET_FROM until QUIET_UNTIL, held until then);
// a cart untouched this long gets its one reminder.
export const REMINDERS_PER_DAY = 1;
export const REMINDERS_PER_WEEK = 3;
export const REMINDER_QUIET_FROM_HOUR_IST = 21;
export const REMINDER_QUIET_UNTIL_HOUR_IST = 8;
export const CART_REMINDER_AFTER_HOURS = 24;

// Quick and assisted ordering (ours, decision 037): a quick order's CSV takes
// at most this many lines; a draft order's payment link works this long.
export const QUICK_ORDER_LINES_MAX = 200;
export const QUICK_ORDER_GRID_ROWS = 5;
export const DRAFT_PAYMENT_LINK_HOURS = 72;

/** A consignment worth more than this (₹50,000, tax included) moves with an e-way bill (decision 036). */
export const EWAY_BILL_THRESHOLD_PAISE = 5_000_000;
