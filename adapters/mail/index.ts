import type { Db } from '../../db/client';
import { createOutboxTransport } from './outbox';
import { createQueuedMailer } from './queue';
import { createSmtpTransport } from './smtp';
import type { Mailer } from './types';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DATA_DIR: string;
}

export function createMailer(config: MailConfig, db: Db): Mailer {
  const from = config.MAIL_FROM ?? 'Mitti Biotech <no-reply@mittibiotech.example>';
  const transport = config.SMTP_URL ? createSmtpTransport({ url: config.SMTP_URL, from }) : createOutboxTransport(config.DATA_DIR, from);
  return createQueuedMailer(db, transport);
}
