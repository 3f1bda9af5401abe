const BASE = 'http://shop.invalid';

/**
 * Only a path on this site may be a redirect target: anything that a browser
 * could read as another host (`//evil`, `/\evil`, `\\evil`, a tab or newline
 * that browsers drop, `https:…`, `javascript:…`) becomes the fallback.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex
  if (typeof next !== 'string' || !next.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(next) || next.startsWith('//')) return fallback;
  try {
    const url = new URL(next, BASE);
    return url.origin === BASE ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
