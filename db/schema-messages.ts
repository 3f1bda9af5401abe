// Messages sent as Kysely sees them (see schema.ts for the conventions): WhatsApp messages and e-mails, each kept with its delivery.
import type { Generated } from 'kysely';

/** A WhatsApp message to a customer: sent, kept in the offline outbox, or failed. */
export interface WhatsappMessagesTable {
  id: string;
  user_id: string | null;
  to_number: string;
  body: string;
  topic: string;
  status: 'outbox' | 'sent' | 'failed';
  provider_id: string | null;
  error: string | null;
  created_at: string;
}

export interface MailsTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  status: string; // queued | retry | sent | outbox | failed (one try of the order outbox that failed; the outbox retries)
  created_at: string;
  /** The whole message as JSON (attachments base64) while it still has to be delivered. */
  payload: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
}
