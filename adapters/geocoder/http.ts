/** Shared HTTP plumbing for the online geocoders. */

export interface JsonResponse {
  status: number;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
}

/**
 * GETs a URL with a hard timeout. Network failures and timeouts become Errors
 * naming the provider (never the URL, which may carry an API key).
 */
export async function getJson(
  provider: string,
  url: string,
  { timeoutMs, headers }: { timeoutMs: number; headers?: Record<string, string> },
): Promise<JsonResponse> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`${provider}: no answer within ${timeoutMs} ms`, { cause: err });
    }
    throw new Error(`${provider}: request failed (${(err as Error)?.message ?? String(err)})`, { cause: err });
  }
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  return { status: res.status, body };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

export function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
