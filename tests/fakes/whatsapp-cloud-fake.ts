/**
 * A local stand-in for the WhatsApp Business Cloud API, enough to prove the
 * cloud adapter: POST /{phone-number-id}/messages with `Authorization: Bearer`.
 * It checks the body as the real one does (messaging_product "whatsapp", a
 * `to`, a text body or a template with its language) and answers
 * `{messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid…"}]}`,
 * or a Graph error `{error: {message, type, code, fbtrace_id}}`.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppFake {
  url: string;
  token: string;
  phoneNumberId: string;
  messages: { id: string; to: string; type: string; body: Record<string, unknown> }[];
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  failure: 'server-error' | 'hang' | null;
  close(): Promise<void>;
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') },
});

export async function startWhatsAppFake(): Promise<WhatsAppFake> {
  const fake: WhatsAppFake = {
    url: '',
    token: 'EAAG' + randomBytes(20).toString('hex'),
    phoneNumberId: String(100000000000000 + Math.floor(Math.random() * 1e9)),
    messages: [],
    requests: [],
    failure: null,
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const authorization = req.headers.authorization;
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = null;
      }
      fake.requests.push({ method: req.method ?? '', path, authorization, body });
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (fake.failure === 'hang') return;
      if (fake.failure === 'server-error') return answer(500, graphError('An unexpected error has occurred.', 2, 'OAuthException'));
      if (authorization !== `Bearer ${fake.token}`)
        return answer(401, graphError('Invalid OAuth access token - Cannot parse access token', 190));
      if (req.method !== 'POST' || path !== `/${fake.phoneNumberId}/messages`) {
        return answer(
          400,
          graphError(`Unsupported post request. Object with ID '${path.split('/')[1]}' does not exist`, 100, 'GraphMethodException'),
        );
      }
      if (!body || body.messaging_product !== 'whatsapp')
        return answer(400, graphError('(#100) The parameter messaging_product is required.', 100));
      const to = String(body.to ?? '');
      if (!/^\d{8,15}$/.test(to)) return answer(400, graphError('(#100) Invalid parameter', 100));
      if (body.type === 'text') {
        const text = body.text as { body?: unknown } | undefined;
        if (typeof text?.body !== 'string' || !text.body)
          return answer(400, graphError("(#100) The parameter text['body'] is required.", 100));
        if (text.body.length > 4096) return answer(400, graphError("(#100) Param text['body'] must be at most 4096 characters long.", 100));
      } else if (body.type === 'template') {
        const t = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
        if (typeof t?.name !== 'string' || typeof t.language?.code !== 'string') {
          return answer(400, graphError("(#100) The parameter template['name'] is required.", 100));
        }
      } else return answer(400, graphError('(#100) Invalid parameter type', 100));
      const id = `wamid.${randomBytes(24).toString('base64url')}`;
      fake.messages.push({ id, to, type: String(body.type), body });
      answer(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
