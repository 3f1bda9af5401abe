import { CourierError } from './types';

// Calls to Shiprocket's API v1 "external" with its login token. The token
// (a JWT valid for ten days) comes from POST /auth/login with the API user's
// e-mail and password; it is kept until an hour before it expires, and a call
// answered 401 (expired early, or revoked) logs in again once and is repeated.
// Concurrent calls share one login.

export const SHIPROCKET_TIMEOUT_MS = 10_000;
const TOKEN_LIFETIME_MS = 10 * 24 * 3600_000;
const REFRESH_BEFORE_MS = 3600_000;

export interface ShiprocketHttpConfig {
  email: string;
  password: string;
  /** https://apiv2.shiprocket.in/v1/external (a local fake in tests). */
  baseUrl: string;
  timeoutMs?: number;
  /** The clock (tests move it on to see a token expire). */
  now?: () => number;
}

export type Json = Record<string, unknown>;
export interface Answer {
  status: number;
  json: Json;
}

/** Shiprocket's words for a refusal: `message`, or the first of its per-field `errors`. */
export function messageOf(json: Json): string {
  if (typeof json.message === 'string' && json.message) return json.message;
  const errors = json.errors as Record<string, unknown> | undefined;
  const first = errors && Object.values(errors)[0];
  if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  if (typeof first === 'string') return first;
  return 'error';
}

/** The token's own expiry (the JWT's `exp`), when it says. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function shiprocketHttp(config: ShiprocketHttpConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? SHIPROCKET_TIMEOUT_MS;
  const now = config.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, bearer?: string): Promise<Answer> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      const why = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'request failed';
      throw new CourierError(`Shiprocket: ${why}`, 'unreachable', { cause: err });
    }
    let json: Json = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      json = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
    } catch {
      // not JSON (a proxy's error page): the status decides
    }
    if (res.status >= 500) throw new CourierError(`Shiprocket ${res.status}: ${messageOf(json)}`, 'unreachable');
    return { status: res.status, json };
  }

  async function login(): Promise<string> {
    const r = await send('POST', '/auth/login', { email: config.email, password: config.password });
    if (r.status !== 200 || typeof r.json.token !== 'string') {
      throw new CourierError(
        `Shiprocket refused the login (${r.status}: ${messageOf(r.json)}): check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD`,
        'refused',
      );
    }
    token = { value: r.json.token, expiresAt: expiryOf(r.json.token) ?? now() + TOKEN_LIFETIME_MS };
    return token.value;
  }

  async function currentToken(): Promise<string> {
    if (token && token.expiresAt - REFRESH_BEFORE_MS > now()) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  return {
    /** A call with the token; 5xx and network failures throw (`unreachable`), other answers are the caller's to read. */
    async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
      const used = await currentToken();
      const first = await send(method, path, body, used);
      if (first.status !== 401) return first;
      if (token?.value === used) token = null;
      return send(method, path, body, await currentToken());
    },
  };
}
