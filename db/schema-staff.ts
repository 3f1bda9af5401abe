// The back office's staff, their sessions and the audit log, as Kysely sees them (see schema.ts for the conventions).
import type { Generated } from 'kysely';

export type StaffRole = 'owner' | 'sales' | 'catalogue' | 'content' | 'hr';

export interface StaffTable {
  id: string;
  email: string;
  email_lower: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  /** Base32 TOTP secret once the second factor is set up. */
  totp_secret: string | null;
  /** The authenticator time-step last accepted (016): a code works once. */
  totp_last_step: Generated<number | null>;
  disabled_at: string | null;
  created_at: string;
  /** The language of the staff member's e-mails (018): 'en', 'hi' or 'mr'; the back office stays English. */
  lang: Generated<string>;
}

export interface StaffSessionsTable {
  id: string; // SHA-256 of the token, hex
  staff_id: string;
  created_at: string;
  expires_at: string;
  /** When the session was last used (016; touched at most once a minute); null before its first use. */
  last_seen_at: Generated<string | null>;
}

export interface AuditLogTable {
  id: string;
  at: string;
  staff_id: string;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null; // JSON
  after: string | null; // JSON
}
