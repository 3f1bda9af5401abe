/**
 * A local stand-in for NIC's e-way bill API as a GSP offers it (plain JSON),
 * enough to prove the nic e-way bill adapter: a login for a token (error 238
 * once `expireTokens()` ran); GENEWAYBILL checked (GSTINs, PIN codes, values,
 * the transporter, items) and answered with a 12-digit number valid a day per
 * 200 km; a document that already has a bill answers error 604 with it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
export interface FakeEwayBill {
  number: string;
  docNo: string;
  body: Json;
}

export interface EwayBillFake {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  logins: number;
  bills: FakeEwayBill[];
  expireTokens(): void;
  close(): Promise<void>;
}

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const nicTime = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
};
const fail = (codes: string) => ({ status: '0', error: { errorCodes: codes } });

function problemOf(b: Json): string | null {
  if (b.supplyType !== 'O' || !['INV', 'CHL', 'BIL'].includes(String(b.docType)) || !b.docNo) return '102';
  // A document number of at most 16 characters, as the e-way bill system takes it.
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(String(b.docNo))) return '103';
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(String(b.docDate))) return '110';
  if (!GSTIN.test(String(b.fromGstin))) return '201';
  if (b.toGstin !== 'URP' && !GSTIN.test(String(b.toGstin))) return '206';
  if (!/^[1-9]\d{5}$/.test(String(b.fromPincode)) || !/^[1-9]\d{5}$/.test(String(b.toPincode))) return '212';
  if (!b.transporterName && !b.transporterId) return '340';
  const items = b.itemList as Json[] | undefined;
  if (!items?.length) return '311';
  const taxable = items.reduce((s, i) => s + Number(i.taxableAmount), 0);
  if (taxable > Number(b.totInvValue) + 1) return '330';
  return null;
}

export async function startEwayBillFake(): Promise<EwayBillFake> {
  const tokens = new Set<string>();
  let next = 181_000_000_001;
  const fake: EwayBillFake = {
    url: '',
    clientId: 'EWB-CLIENT',
    clientSecret: randomBytes(8).toString('hex'),
    username: 'mitti_ewb',
    password: randomBytes(8).toString('hex'),
    logins: 0,
    bills: [],
    expireTokens: () => tokens.clear(),
    close: async () => {},
  };

  function handle(req: IncomingMessage, path: string, action: string | null, body: Json): { status: number; json: Json } {
    if (req.headers['client-id'] !== fake.clientId || req.headers['client-secret'] !== fake.clientSecret)
      return { status: 403, json: fail('108') };
    if (path === '/v1.03/auth') {
      if (body.action !== 'ACCESSTOKEN' || body.username !== fake.username || body.password !== fake.password)
        return { status: 200, json: fail('106') };
      fake.logins++;
      const token = randomBytes(10).toString('hex');
      tokens.add(token);
      return { status: 200, json: { status: '1', authtoken: token, sek: 'x' } };
    }
    if (!tokens.has(String(req.headers.authtoken ?? ''))) return { status: 200, json: fail('238') };
    if (path === '/v1.03/ewayapi' && action === 'GENEWAYBILL') {
      const problem = problemOf(body);
      if (problem) return { status: 200, json: fail(problem) };
      const known = fake.bills.find((b) => b.docNo === body.docNo && b.body.docType === body.docType);
      const now = Date.now();
      const answer = (n: string) => ({ ewayBillNo: Number(n), ewayBillDate: nicTime(now), validUpto: nicTime(now + 24 * 3600_000) });
      if (known) return { status: 200, json: { ...fail('604'), info: answer(known.number) } };
      const bill = { number: String(next++), docNo: String(body.docNo), body };
      fake.bills.push(bill);
      return { status: 200, json: { status: '1', data: answer(bill.number) } };
    }
    return { status: 404, json: fail('404') };
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: Json = {};
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        body = {};
      }
      const { status, json } = handle(req, url.pathname, url.searchParams.get('action'), body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
