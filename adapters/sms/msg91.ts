import { SmsError, type SmsSender } from './types';

export const MSG91_TIMEOUT_MS = 5_000;

export interface Msg91Config {
  authKey: string;
  /** The DLT-approved OTP template on MSG91 (its text carries ##OTP##). */
  templateId: string;
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's SendOTP API (v5): POST {api}/api/v5/otp?template_id=…&mobile=91…&otp=…
 * with the `authkey` header. We make and check the code ourselves (hashed at
 * rest, our limits); MSG91 only delivers it with the approved template. It
 * answers `{"type":"success","request_id":…}` or `{"type":"error","message":…}`,
 * sometimes with HTTP 200 for an error, so both are checked.
 */
export function createMsg91Sms(config: Msg91Config): SmsSender {
  const base = config.apiUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? MSG91_TIMEOUT_MS;
  return {
    name: 'msg91',
    async sendCode(m) {
      const query = new URLSearchParams({ template_id: config.templateId, mobile: `91${m.to}`, otp: m.code, otp_expiry: '10' });
      let res: Response;
      let text: string;
      try {
        res = await fetch(`${base}/api/v5/otp?${query}`, {
          method: 'POST',
          headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ OTP: m.code }),
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
        throw new SmsError(`MSG91 ${res.status}: ${json.message ?? 'error'}`);
      }
    },
  };
}
