import { EwayBillError, type EwayBill, type EwayBillPortal, type EwayBillRequest } from './types';

// The NIC e-way bill API as GST Suvidha Providers offer it (plain JSON; the
// system's own Sek encryption is the provider's):
//   POST /v1.03/auth                            headers client-id, client-secret, gstin; body action ACCESSTOKEN, username, password → authtoken
//   POST /v1.03/ewayapi?action=GENEWAYBILL      headers … authtoken; the consignment → data.ewayBillNo, ewayBillDate, validUpto
// Answers are { status: '1', … } or { status: '0', error: { errorCodes: '…' } }.
// Error 604 (a bill already made for this document) answers its number in
// `info`: the shop takes it as the bill it lost to a timeout. A token lasts
// six hours; error 238 (invalid token) or 401 logs in again once.

export interface NicEwayBillConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  gstin: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const INVALID_TOKEN = '238';
const ALREADY_GENERATED = '604';

/** "26/11/2026 06:05:00 PM" (India time) → ISO. */
export function fromNicTime(s: unknown): string {
  const m = typeof s === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2}) ?(AM|PM)?$/.exec(s.trim()) : null;
  if (!m) return new Date().toISOString();
  let hour = Number(m[4]) % 12;
  if (m[7] === 'PM' || (!m[7] && Number(m[4]) === 12)) hour += 12;
  return new Date(`${m[3]}-${m[2]}-${m[1]}T${String(hour).padStart(2, '0')}:${m[5]}:${m[6]}+05:30`).toISOString();
}

export function createNicEwayBills(config: NicEwayBillConfig): EwayBillPortal {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  let token: string | null = null;

  async function post(path: string, body: unknown, auth: boolean) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'client-id': config.clientId,
      'client-secret': config.clientSecret,
      gstin: config.gstin,
      ...(auth ? { username: config.username, authtoken: token ?? '' } : {}),
    };
    let res: Response;
    let json: Json;
    try {
      res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
      if (res.status >= 500) throw new Error(`status ${res.status}`);
      json = (await res.json()) as Json;
    } catch (err) {
      throw new EwayBillError(`E-way bill system: no answer (${(err as Error).message})`, 'unreachable', { cause: err });
    }
    return { status: res.status, json };
  }

  const codesOf = (json: Json) =>
    String((json.error as Json | undefined)?.errorCodes ?? '')
      .split(',')
      .map((c) => c.trim());

  async function login() {
    const r = await post('/v1.03/auth', { action: 'ACCESSTOKEN', username: config.username, password: config.password }, false);
    if (r.json.status !== '1' || typeof r.json.authtoken !== 'string')
      throw new EwayBillError(
        `The e-way bill system refused the login (${codesOf(r.json).join(',')}): check the EWAYBILL_* settings`,
        'refused',
      );
    token = r.json.authtoken;
  }

  return {
    name: 'nic',
    async generate(request: EwayBillRequest): Promise<EwayBill> {
      if (!token) await login();
      let r = await post('/v1.03/ewayapi?action=GENEWAYBILL', request, true);
      if (r.status === 401 || codesOf(r.json).includes(INVALID_TOKEN)) {
        await login();
        r = await post('/v1.03/ewayapi?action=GENEWAYBILL', request, true);
      }
      const data = (r.json.status === '1' ? r.json.data : codesOf(r.json).includes(ALREADY_GENERATED) ? r.json.info : null) as
        Json | null | undefined;
      if (!data || data.ewayBillNo === undefined)
        throw new EwayBillError(`The e-way bill system refused the consignment (error ${codesOf(r.json).join(',')})`, 'refused');
      return { number: String(data.ewayBillNo), generatedAt: fromNicTime(data.ewayBillDate), validUntil: fromNicTime(data.validUpto) };
    },
  };
}
