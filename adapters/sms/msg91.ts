import { SmsError, type SmsSender } from './types';

export const MSG91_TIMEOUT_MS = 5_000;

export interface Msg91Config {
  authKey: string;
  /** The DLT-approved OTP template on MSG91 (its text carries ##OTP##). */
  templateId: string;
  /** The Flow templates of the order updates, by our template name (`order-shipped.hi`); a text without one is not sent. */
  textTemplates?: Record<string, string>;
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's SendOTP API (v5) for codes and its Flow API for order updates: POST {api}/api/v5/otp?template_id=…&mobile=91…&otp=…
 * with the `authkey` header. We make and check the code ourselves (hashed at
 * rest, our limits); MSG91 only delivers it with the approved template. It
 * answers `{"type":"success","request_id":…}` or `{"type":"error","message":…}`,
 * sometimes with HTTP 200 for an error, so both are checked.
 */
export function createMsg91Sms(config: Msg91Config): SmsSender {
  const base = config.apiUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? MSG91_TIMEOUT_MS;

  async function post(pathAndQuery: string, body: object): Promise<void> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${pathAndQuery}`, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      const why = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'request failed';
      throw new SmsError(`MSG91: ${why}`, { cause: err });
    }
    let json: { type?: string; message?: string } = {};
    try {
      json = text ? (JSON.parse(text) as typeof json) : {};
    } catch {
      // not JSON (a proxy's error page): the checks below report it
    }
    if (!res.ok || json.type !== 'success') {
      // A 4xx (a number or template refused) does not get better by trying again; a 5xx or a 200 with an error may.
      throw new SmsError(`MSG91 ${res.status}: ${json.message ?? 'error'}`, { permanent: res.status >= 400 && res.status < 500 });
    }
  }

  return {
    name: 'msg91',
    async sendCode(m) {
      const query = new URLSearchParams({ template_id: config.templateId, mobile: `91${m.to}`, otp: m.code, otp_expiry: '10' });
      await post(`/api/v5/otp?${query}`, { OTP: m.code });
    },
    /** Flow API: the registered template with its variables, one recipient. */
    async sendText(m) {
      const templateId = config.textTemplates?.[m.template];
      if (!templateId) throw new SmsError(`MSG91: no DLT template set for ${m.template} (MSG91_SMS_TEMPLATES)`, { permanent: true });
      await post('/api/v5/flow', { template_id: templateId, short_url: '0', recipients: [{ mobiles: `91${m.to}`, ...m.values }] });
    },
  };
}

/** MSG91_SMS_TEMPLATES: `name=id` pairs separated by commas (`order-shipped.en=64f…,order-shipped.hi=64a…`). */
export function parseTextTemplates(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((p) => p.trim().split('='))
    .filter((p): p is [string, string] => p.length === 2 && !!p[0].trim() && !!p[1].trim());
  return Object.fromEntries(pairs.map(([k, v]) => [k.trim(), v.trim()]));
}
