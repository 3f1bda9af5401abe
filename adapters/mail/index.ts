import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DATA_DIR: string;
}

export function createMailer(config: MailConfig, db: Db): Mailer {
  const from = config.MAIL_FROM ?? 'Mitti Biotech <no-reply@mittibiotech.example>';
  if (config.SMTP_URL) return createSmtpMailer(db, { url: config.SMTP_URL, from });
  return createOutboxMailer(db, config.DATA_DIR, from);
}
