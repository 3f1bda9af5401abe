/**
 * A local stand-in for the GST invoice registration portal's API as a GSP
 * offers it (plain JSON), enough to prove the irp e-invoice adapter: a login
 * with client id/secret headers and username/password for a token (expired at
 * once with `expireTokens()`: error 1005); invoices checked (GSTINs, document,
 * item sums) and given an IRN made as the portal makes it; a document
 * registered again answers error 2150 "Duplicate IRN" with the existing IRN in
 * InfoDtls; the registration fetched by IRN; cancellation within 24 hours
 * (`ageAll(ms)` moves registrations into the past).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
export interface FakeRegistration {
  irn: string;
  ackNo: string;
  ackAt: number;
  docNo: string;
  body: Json;
  cancelled: boolean;
}

export interface EInvoicePortalFake {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  logins: number;
  registrations: FakeRegistration[];
  requests: { path: string; body: unknown }[];
  expireTokens(): void;
  /** Moves every registration this far into the past (to pass the 24-hour window). */
  ageAll(ms: number): void;
  close(): Promise<void>;
}

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ist = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
const fail = (code: string, message: string, extra: Json = {}) => ({
  Status: 0,
  ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }],
  ...extra,
});
const fy = (dt: string) => {
  const [, m, y] = dt.split('/').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** What the portal checks of an invoice before it registers it; null: fine. */
function problemOf(b: Json): string | null {
  const doc = b.DocDtls as Json | undefined;
  const seller = b.SellerDtls as Json | undefined;
  const buyer = b.BuyerDtls as Json | undefined;
  const items = b.ItemList as Json[] | undefined;
  const val = b.ValDtls as Json | undefined;
  if (b.Version !== '1.1') return '2172: Version is not valid';
  if (!doc || !['INV', 'CRN', 'DBN'].includes(String(doc.Typ)) || !doc.No || !/^\d{2}\/\d{2}\/\d{4}$/.test(String(doc.Dt)))
    return '2173: Document details are not valid';
  // The schema's document number: at most 16 characters of letters, digits, / and -, not starting with 0, / or -.
  if (!/^[1-9A-Za-z][A-Za-z0-9/-]{0,15}$/.test(String(doc.No))) return '2174: Document number is not valid';
  if (!seller || !GSTIN.test(String(seller.Gstin))) return '2117: Seller GSTIN is not valid';
  if (!buyer || !GSTIN.test(String(buyer.Gstin))) return '2265: Buyer GSTIN is not valid for B2B';
  if (!buyer.Pos || !buyer.Stcd || !buyer.Pin) return '2176: Buyer place of supply, state or PIN is missing';
  if (!items?.length) return '2174: ItemList is empty';
  for (const it of items) {
    if (!/^\d{4,8}$/.test(String(it.HsnCd))) return `2178: HSN ${String(it.HsnCd)} is not valid`;
    const taxes = Number(it.IgstAmt) + Number(it.CgstAmt) + Number(it.SgstAmt);
    if (Math.abs(Number(it.AssAmt) + taxes - Number(it.TotItemVal)) > 1) return `2189: Item ${String(it.SlNo)} total is not the sum`;
  }
  const sum = items.reduce((s, it) => s + Number(it.TotItemVal), 0);
  if (!val || Math.abs(sum - Number(val.TotInvVal)) > 1) return '2182: Total invoice value is not the sum of the items';
  return null;
}

export async function startEInvoicePortalFake(): Promise<EInvoicePortalFake> {
  const tokens = new Set<string>();
  let nextAck = 112_610_000_000_001;
  const fake: EInvoicePortalFake = {
    url: '',
    clientId: 'AAGCM1234F1Z5CLIENT',
    clientSecret: randomBytes(8).toString('hex'),
    username: 'mitti_api',
    password: randomBytes(8).toString('hex'),
    logins: 0,
    registrations: [],
    requests: [],
    expireTokens: () => tokens.clear(),
    ageAll(ms) {
      for (const r of fake.registrations) r.ackAt -= ms;
    },
    close: async () => {},
  };

  const answer = (r: FakeRegistration) => ({
    AckNo: Number(r.ackNo),
    AckDt: ist(r.ackAt),
    Irn: r.irn,
    SignedInvoice: `signed.${Buffer.from(JSON.stringify(r.body)).toString('base64url').slice(0, 40)}.sig`,
    SignedQRCode: `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ data: JSON.stringify({ Irn: r.irn, DocNo: r.docNo }) })).toString('base64url')}.sig`,
    Status: 'ACT',
  });

  function handle(req: IncomingMessage, path: string, body: Json): { status: number; json: Json } {
    if (req.headers.client_id !== fake.clientId || req.headers.client_secret !== fake.clientSecret)
      return { status: 403, json: fail('1004', 'Invalid Client-ID/Client-Secret') };
    if (path === '/eivital/v1.04/auth' && req.method === 'POST') {
      if (body.UserName !== fake.username || body.Password !== fake.password)
        return { status: 200, json: fail('3042', 'Invalid username or password') };
      fake.logins++;
      const token = randomBytes(10).toString('hex');
      tokens.add(token);
      return { status: 200, json: { Status: 1, Data: { AuthToken: token, TokenExpiry: ist(Date.now() + 6 * 3600_000), Sek: 'x' } } };
    }
    if (req.headers.user_name !== fake.username || !tokens.has(String(req.headers.authtoken ?? '')))
      return { status: 200, json: fail('1005', 'Invalid Token') };
    if (path === '/eicore/v1.03/Invoice' && req.method === 'POST') {
      const problem = problemOf(body);
      if (problem) return { status: 200, json: fail(problem.slice(0, 4), problem.slice(6)) };
      const doc = body.DocDtls as Json;
      const seller = body.SellerDtls as Json;
      const irn = createHash('sha256')
        .update(`${String(seller.Gstin)}${fy(String(doc.Dt))}${String(doc.Typ)}${String(doc.No)}`)
        .digest('hex');
      const known = fake.registrations.find((r) => r.irn === irn);
      if (known)
        return {
          status: 200,
          json: fail('2150', 'Duplicate IRN', {
            InfoDtls: [{ InfCd: 'DUPIRN', Desc: { AckNo: Number(known.ackNo), AckDt: ist(known.ackAt), Irn: irn } }],
          }),
        };
      const reg = { irn, ackNo: String(nextAck++), ackAt: Date.now(), docNo: String(doc.No), body, cancelled: false };
      fake.registrations.push(reg);
      return { status: 200, json: { Status: 1, Data: answer(reg) } };
    }
    const byIrn = /^\/eicore\/v1\.03\/Invoice\/irn\/([0-9a-f]{64})$/.exec(path);
    if (byIrn && req.method === 'GET') {
      const reg = fake.registrations.find((r) => r.irn === byIrn[1]);
      return { status: 200, json: reg ? { Status: 1, Data: answer(reg) } : fail('2283', 'IRN details are not found') };
    }
    if (path === '/eicore/v1.03/Invoice/Cancel' && req.method === 'POST') {
      const reg = fake.registrations.find((r) => r.irn === body.Irn);
      if (!reg) return { status: 200, json: fail('2163', 'The IRN is not found') };
      if (reg.cancelled) return { status: 200, json: fail('9999', 'Invoice is not active') };
      if (!['1', '2', '3', '4'].includes(String(body.CnlRsn))) return { status: 200, json: fail('2167', 'Invalid cancel reason') };
      if (Date.now() - reg.ackAt > 24 * 3600_000)
        return { status: 200, json: fail('2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN') };
      reg.cancelled = true;
      return { status: 200, json: { Status: 1, Data: { Irn: reg.irn, CancelDate: ist(Date.now()) } } };
    }
    return { status: 404, json: fail('404', 'Not found') };
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      let body: Json = {};
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        body = {};
      }
      fake.requests.push({ path, body });
      const { status, json } = handle(req, path, body);
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
