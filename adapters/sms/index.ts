import { createMsg91Sms, parseTextTemplates } from './msg91';
import { createSmsOutbox } from './outbox';
import type { SmsSender } from './types';

export interface SmsConfig {
  SMS_PROVIDER: 'offline' | 'msg91';
  DATA_DIR: string;
  MSG91_AUTH_KEY?: string;
  MSG91_TEMPLATE_ID?: string;
  /** The order updates' DLT templates on MSG91 (see parseTextTemplates). */
  MSG91_SMS_TEMPLATES?: string;
  MSG91_API_URL: string;
}

/** The SMS sender named by config; `offline` writes to DATA_DIR/sms-outbox. */
export function createSms(config: SmsConfig): SmsSender {
  if (config.SMS_PROVIDER === 'msg91') {
    if (!config.MSG91_AUTH_KEY || !config.MSG91_TEMPLATE_ID)
      throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    return createMsg91Sms({
      authKey: config.MSG91_AUTH_KEY,
      templateId: config.MSG91_TEMPLATE_ID,
      textTemplates: parseTextTemplates(config.MSG91_SMS_TEMPLATES),
      apiUrl: config.MSG91_API_URL,
    });
  }
  return createSmsOutbox(config.DATA_DIR);
}
