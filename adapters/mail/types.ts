export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * Sends e-mail. A mail is kept in the `mails` table until it is delivered
 * (to an SMTP server when SMTP_URL is set, else into the local outbox):
 * a failed delivery is retried with backoff, never lost.
 */
export interface Mailer {
  /** Keeps the mail and tries to deliver it now; resolves once it is kept, delivered or not. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  /** Tries again the mails whose next attempt is due; answers how many went out. */
  retryDue(now?: Date): Promise<number>;
  /**
   * Delivers now, once, keeping the mail in `mails` under `id` (a later try
   * with the same id updates that row): throws when it fails and leaves the
   * retrying to the caller (the order outbox, which has its own schedule).
   */
  sendOnce(message: MailMessage, id: string): Promise<void>;
}

/** Delivers one message, or throws. */
export interface MailTransport {
  /** The status a delivered mail gets: 'sent' (SMTP) or 'outbox' (offline). */
  readonly deliveredStatus: 'sent' | 'outbox';
  deliver(message: MailMessage, id: string, createdAt: string): Promise<void>;
}
