/**
 * A local stand-in for MSG91's SendOTP API (v5), enough to prove the msg91
 * adapter: POST /api/v5/otp?template_id=&mobile=&otp= with the `authkey`
 * header; and its Flow API, POST /api/v5/flow with a JSON body `{template_id,
 * short_url, recipients: [{mobiles, …variables}]}` (templates in `flowTemplates`). Like MSG91 it answers `{"type":"success","request_id":…}`, and
 * errors as `{"type":"error","message":…}` (an unknown key with HTTP 401, a
 * bad number or template with HTTP 200 or 400 as MSG91 does).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Msg91Fake {
  url: string;
  authKey: string;
  templateId: string;
  sent: { mobile: string; otp: string; templateId: string; requestId: string }[];
  /** The Flow (DLT) templates the account has, and the texts sent with them. */
  flowTemplates: string[];
  flows: { templateId: string; recipient: Record<string, string> }[];
  requests: { method: string; path: string; authkey: string | undefined; query: Record<string, string>; body: unknown }[];
  failure: 'server-error' | 'hang' | null;
  close(): Promise<void>;
}

export async function startMsg91Fake(): Promise<Msg91Fake> {
  const fake: Msg91Fake = {
    url: '',
    authKey: randomBytes(12).toString('hex'),
    templateId: randomBytes(12).toString('hex'),
    sent: [],
    flowTemplates: [randomBytes(12).toString('hex')],
    flows: [],
    requests: [],
    failure: null,
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      const authkey = req.headers.authkey as string | undefined;
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      fake.requests.push({ method: req.method ?? '', path: url.pathname, authkey, query, body });
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (fake.failure === 'hang') return;
      if (fake.failure === 'server-error') return answer(500, { type: 'error', message: 'Internal Server Error' });
      if (req.method === 'POST' && url.pathname === '/api/v5/flow') {
        if (authkey !== fake.authKey) return answer(401, { type: 'error', message: 'AuthenticationFailure', code: '201' });
        const flow = (body ?? {}) as { template_id?: string; recipients?: Record<string, string>[] };
        if (!fake.flowTemplates.includes(flow.template_id ?? ''))
          return answer(400, { type: 'error', message: 'Template ID is not valid' });
        const recipient = flow.recipients?.[0];
        if (!recipient || !/^91[6-9]\d{9}$/.test(recipient.mobiles ?? ''))
          return answer(400, { type: 'error', message: 'Mobile no. not found or invalid' });
        fake.flows.push({ templateId: flow.template_id!, recipient });
        return answer(200, { type: 'success', message: randomBytes(12).toString('hex') });
      }
      if (req.method !== 'POST' || url.pathname !== '/api/v5/otp') return answer(404, { type: 'error', message: 'Not found' });
      if (authkey !== fake.authKey) return answer(401, { type: 'error', message: 'AuthenticationFailure', code: '201' });
      if (query.template_id !== fake.templateId) return answer(200, { type: 'error', message: 'Invalid template id' });
      if (!/^91[6-9]\d{9}$/.test(query.mobile ?? '')) return answer(400, { type: 'error', message: 'Mobile no. not found or invalid' });
      if (query.otp !== undefined && !/^\d{4,9}$/.test(query.otp)) return answer(400, { type: 'error', message: 'Invalid OTP' });
      const requestId = randomBytes(12).toString('hex');
      fake.sent.push({ mobile: query.mobile, otp: query.otp ?? '', templateId: query.template_id, requestId });
      answer(200, { request_id: requestId, type: 'success' });
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
