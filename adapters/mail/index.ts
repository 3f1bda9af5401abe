import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox';
import type { Mailer } from './types';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DATA_DIR: string;
}

export function createMailer(config: MailConfig, db: Db): Mailer {
  const from = config.MAIL_FROM ?? 'Mitti Biotech <no-reply@mittibiotech.example>';
  // The SMTP adapter joins here when SMTP_URL is set.
  return createOutboxMailer(db, config.DATA_DIR, from);
}
