// Reminders as Kysely sees them (see schema.ts for the conventions).

/**
 * Whom reminders go to: a customer's account, or a visitor's e-mail address.
 * The stop token is the one-tap opt-out link's secret (no login needed).
 */
export interface ReminderRecipientsTable {
  id: string;
  /** 'user:<id>' or 'email:<address>' (unique). */
  key: string;
  user_id: string | null;
  stop_token: string;
  /** When they asked for no more reminders; null: reminders allowed. */
  stopped_at: string | null;
  /** 1: the customer agreed to a reminder about a cart left for a day (off until they tick it). */
  cart_consent: number;
  cart_consent_at: string | null;
  created_at: string;
}

/** "Tell me when this pack is back": one per pack and recipient while waiting. */
export interface StockAlertsTable {
  id: string;
  product_id: string;
  variant_id: string;
  recipient_id: string;
  user_id: string | null;
  /** A visitor's address (null for a customer: their account says how to reach them). */
  email: string | null;
  lang: string;
  /** The cancel link's secret. */
  cancel_token: string;
  /** waiting → due (stock came back; a reminder row is queued) → sent; or cancelled. */
  status: 'waiting' | 'due' | 'sent' | 'cancelled';
  created_at: string;
  back_at: string | null;
}

/**
 * One reminder to send: claimed by the worker with a lease (as the outbox's
 * rows are), held until 08:00 IST in quiet hours, skipped (with why) when the
 * recipient stopped reminders, the cap is reached or it no longer applies.
 */
export interface RemindersTable {
  id: string;
  kind: 'back_in_stock' | 'abandoned_cart' | 'payment_failed';
  recipient_id: string;
  user_id: string | null;
  /** One reminder per key: 'stock:<alert>', 'cart:<cart>:<updated_at>', 'payment:<order>'. */
  dedupe_key: string;
  /** The stock alert, cart or order it is about. */
  subject_id: string;
  due_at: string;
  status: 'due' | 'sending' | 'sent' | 'skipped';
  claim: string | null;
  lease_until: string | null;
  /** Sent: the channel; skipped: why. */
  note: string | null;
  outbox_id: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ReminderTables {
  reminder_recipients: ReminderRecipientsTable;
  stock_alerts: StockAlertsTable;
  reminders: RemindersTable;
}
