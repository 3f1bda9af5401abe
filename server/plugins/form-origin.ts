import type { FastifyRequest } from 'fastify';

/**
 * Is a form post from one of our own pages? The browser's Origin says so
 * (or, when a browser sends none, its Referer). `Origin: null` (sandboxed
 * frames, some redirects) and anything unreadable count as foreign. A request
 * with neither header is no browser's cross-site post, and passes.
 */
export function isSameSiteForm(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin ?? referer;
  if (claimed === undefined) return true;
  let host: string;
  try {
    host = new URL(claimed).host;
  } catch {
    return false; // 'null', or not a URL at all
  }
  return host === request.headers.host || host === new URL(publicUrl).host;
}
