import { WhatsAppError, type WhatsAppTransport } from './types';

export const WHATSAPP_TIMEOUT_MS = 5_000;

export interface WhatsAppCloudConfig {
  token: string;
  phoneNumberId: string;
  /** The Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  /**
   * An approved template whose body has one variable ({{1}}) to carry the
   * text: WhatsApp delivers free-form text only within 24 hours of the
   * customer's last message, templates at any time.
   */
  template?: { name: string; language: string };
  timeoutMs?: number;
}

/**
 * The WhatsApp Business Cloud API: POST {api}/{phone-number-id}/messages with
 * `Authorization: Bearer`, a JSON body `{messaging_product: 'whatsapp', to,
 * type: 'text' | 'template', …}`; it answers `{messaging_product, contacts:
 * [{input, wa_id}], messages: [{id}]}` or a Graph error `{error: {message,
 * type, code, fbtrace_id}}`.
 */
export function createWhatsAppCloud(config: WhatsAppCloudConfig): WhatsAppTransport {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const timeoutMs = config.timeoutMs ?? WHATSAPP_TIMEOUT_MS;
  return {
    name: 'cloud',
    async deliver(m) {
      const to = `91${m.to}`;
      const body = config.template
        ? {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'template',
            template: {
              name: config.template.name,
              language: { code: config.template.language },
              components: [{ type: 'body', parameters: [{ type: 'text', text: m.text }] }],
            },
          }
        : { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: m.text } };
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await res.text();
      } catch (err) {
        const name = (err as { name?: string } | null)?.name;
        const why = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'request failed';
        throw new WhatsAppError(`WhatsApp: ${why}`, { cause: err });
      }
      let json: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {};
      try {
        json = text ? (JSON.parse(text) as typeof json) : {};
      } catch {
        // not JSON (a proxy's error page): the checks below report it
      }
      const id = json.messages?.[0]?.id;
      if (!res.ok || typeof id !== 'string') {
        throw new WhatsAppError(
          `WhatsApp ${res.status}: ${json.error?.message ?? 'error'}${json.error?.code ? ` (code ${json.error.code})` : ''}`,
        );
      }
      return id;
    },
  };
}
