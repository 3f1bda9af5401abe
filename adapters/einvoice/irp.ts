import { EInvoiceError, CANCEL_REASONS, type EInvoicePortal, type EInvoiceRegistration, type EInvoiceRequest } from './types';

// The NIC invoice registration portal's API as GST Suvidha Providers offer it
// (plain JSON over HTTPS; the portal's own Sek encryption is the provider's):
//   POST /eivital/v1.04/auth            headers client_id, client_secret, gstin; body UserName, Password → Data.AuthToken
//   POST /eicore/v1.03/Invoice          the invoice (schema 1.1) → Data.Irn, AckNo, AckDt, SignedQRCode, SignedInvoice
//   POST /eicore/v1.03/Invoice/Cancel   Irn, CnlRsn, CnlRem (within 24 hours) → Data.Irn, CancelDate
//   GET  /eicore/v1.03/Invoice/irn/{Irn}  the registration of an IRN (with its signed QR)
// Every answer is { Status: 1, Data } or { Status: 0, ErrorDetails: [{ ErrorCode, ErrorMessage }], InfoDtls }.
// A document registered before answers error 2150 "Duplicate IRN" with the
// existing IRN in InfoDtls: the shop takes it as the registration it lost
// (a timeout after the portal had registered it), never as a failure.
// A token lasts six hours; an answer 401 (or error 1005, invalid token) logs in again once.

export interface IrpConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The seller's GSTIN the API user acts for. */
  gstin: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
interface ErrorDetail {
  ErrorCode?: string;
  ErrorMessage?: string;
}

const DUPLICATE_IRN = '2150';
const INVALID_TOKEN = '1005';
/** "2026-11-26 18:05:00" (India time) → ISO. */
const fromPortalTime = (s: unknown) =>
  typeof s === 'string' ? new Date(`${s.replace(' ', 'T')}+05:30`).toISOString() : new Date().toISOString();

export function createIrpPortal(config: IrpConfig): EInvoicePortal {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  let token: string | null = null;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, auth: boolean): Promise<{ status: number; json: Json }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      gstin: config.gstin,
    };
    if (auth) Object.assign(headers, { user_name: config.username, authtoken: token ?? '' });
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + path, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      throw new EInvoiceError(`Invoice registration portal: no answer (${(err as Error).name})`, 'unreachable', { cause: err });
    }
    if (res.status >= 500) throw new EInvoiceError(`Invoice registration portal answered ${res.status}`, 'unreachable');
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      throw new EInvoiceError(`Invoice registration portal answered ${res.status} without JSON`, 'unreachable');
    }
    return { status: res.status, json };
  }

  const errorsOf = (json: Json) => (Array.isArray(json.ErrorDetails) ? (json.ErrorDetails as ErrorDetail[]) : []);
  const words = (json: Json) =>
    errorsOf(json)
      .map((e) => `${e.ErrorCode}: ${e.ErrorMessage}`)
      .join('; ') || 'refused';

  async function login() {
    const r = await send('POST', '/eivital/v1.04/auth', { UserName: config.username, Password: config.password }, false);
    const data = r.json.Data as Json | undefined;
    if (r.json.Status !== 1 || typeof data?.AuthToken !== 'string')
      throw new EInvoiceError(`The portal refused the login (${words(r.json)}): check the EINVOICE_* settings`, 'refused');
    token = data.AuthToken;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    if (!token) await login();
    let r = await send(method, path, body, true);
    if (r.status === 401 || errorsOf(r.json).some((e) => e.ErrorCode === INVALID_TOKEN)) {
      await login();
      r = await send(method, path, body, true);
    }
    return r.json;
  }

  return {
    name: 'irp',
    async register(invoice: EInvoiceRequest): Promise<EInvoiceRegistration> {
      const json = await call('POST', '/eicore/v1.03/Invoice', invoice);
      const data = json.Data as Json | undefined;
      if (json.Status === 1 && data && typeof data.Irn === 'string')
        return {
          irn: data.Irn,
          ackNo: String(data.AckNo),
          ackDate: fromPortalTime(data.AckDt),
          signedQrCode: String(data.SignedQRCode ?? ''),
          signedInvoice: typeof data.SignedInvoice === 'string' ? data.SignedInvoice : undefined,
        };
      if (errorsOf(json).some((e) => e.ErrorCode === DUPLICATE_IRN)) {
        const info = (Array.isArray(json.InfoDtls) ? (json.InfoDtls as Json[]) : []).find((i) => i.InfCd === 'DUPIRN');
        const desc = info?.Desc as Json | undefined;
        if (desc && typeof desc.Irn === 'string') {
          // The QR is not repeated with a duplicate's answer: GET /eicore/v1.03/Invoice/irn/{Irn} has it.
          const again = await getByIrn(desc.Irn);
          return again ?? { irn: desc.Irn, ackNo: String(desc.AckNo), ackDate: fromPortalTime(desc.AckDt), signedQrCode: '' };
        }
      }
      throw new EInvoiceError(`The portal refused the invoice (${words(json)})`, 'refused');
    },
    async cancel(irn, reason) {
      const json = await call('POST', '/eicore/v1.03/Invoice/Cancel', {
        Irn: irn,
        CnlRsn: CANCEL_REASONS[reason],
        CnlRem: reason === 'orderCancelled' ? 'Order cancelled' : 'Cancelled',
      });
      if (json.Status !== 1) throw new EInvoiceError(`The portal did not cancel the IRN (${words(json)})`, 'refused');
    },
  };

  async function getByIrn(irn: string): Promise<EInvoiceRegistration | null> {
    const json = await call('GET', `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`);
    const data = json.Data as Json | undefined;
    if (json.Status !== 1 || !data || typeof data.Irn !== 'string') return null;
    return {
      irn: data.Irn,
      ackNo: String(data.AckNo),
      ackDate: fromPortalTime(data.AckDt),
      signedQrCode: String(data.SignedQRCode ?? ''),
    };
  }
}
