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

/** Sends e-mail: to an SMTP server when SMTP_URL is set, else into the local outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
