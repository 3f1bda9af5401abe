import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { createWhatsAppCloud } from './cloud';
import { createWhatsAppOutbox } from './outbox';
import type { WhatsAppSender, WhatsAppTransport } from './types';

export interface WhatsAppConfig {
  DATA_DIR: string;
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_URL: string;
  WHATSAPP_TEMPLATE?: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
}

/** Keeps each message in `whatsapp_messages` with how its delivery went. */
export function createLoggedWhatsApp(db: Db, transport: WhatsAppTransport): WhatsAppSender {
  return {
    name: transport.name,
    async send(m) {
      const id = randomBytes(12).toString('hex');
      const row = { id, user_id: m.userId ?? null, to_number: m.to, body: m.text, topic: m.topic, created_at: new Date().toISOString() };
      try {
        const providerId = await transport.deliver(m, id);
        const status = transport.name === 'offline' ? 'outbox' : 'sent';
        await db
          .insertInto('whatsapp_messages')
          .values({ ...row, status, provider_id: providerId, error: null })
          .execute();
      } catch (e) {
        await db
          .insertInto('whatsapp_messages')
          .values({ ...row, status: 'failed', provider_id: null, error: String((e as Error).message).slice(0, 500) })
          .execute();
        throw e;
      }
      return { id };
    },
  };
}

/** The Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set; else the outbox under DATA_DIR/whatsapp-outbox. */
export function createWhatsApp(config: WhatsAppConfig, db: Db): WhatsAppSender {
  const transport =
    config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID
      ? createWhatsAppCloud({
          token: config.WHATSAPP_TOKEN,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          apiUrl: config.WHATSAPP_API_URL,
          template: config.WHATSAPP_TEMPLATE ? { name: config.WHATSAPP_TEMPLATE, language: config.WHATSAPP_TEMPLATE_LANGUAGE } : undefined,
        })
      : createWhatsAppOutbox(config.DATA_DIR);
  return createLoggedWhatsApp(db, transport);
}
