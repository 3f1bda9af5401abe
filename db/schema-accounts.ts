/** A link (e-mail) or code (SMS) to set a new password: only its hash kept, single use. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  channel: 'email' | 'sms';
  /** SHA-256 of the link's token, or of the row's id with the code. */
  secret_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AccountTables {
  password_resets: PasswordResetsTable;
}
