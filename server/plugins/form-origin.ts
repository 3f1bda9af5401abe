import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { SESSION_COOKIE, STAFF_COOKIE } from './auth';

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

/** Bodies a browser posts to another site without asking first (no CORS preflight): a form's, or plain text. */
const SIMPLE_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const SESSION_IN_COOKIE = new RegExp(`(?:^|;)\\s*(?:${SESSION_COOKIE}|${STAFF_COOKIE})=`);

/**
 * The API refuses a form (or plain-text) post that another site's page made
 * with the visitor's session cookie (SameSite aside: older browsers, and sites
 * on one's own domain). API clients send their token in `Authorization`, and
 * a JSON post from another site needs CORS's consent first: both pass.
 */
export function registerApiFormOrigin(app: FastifyInstance, services: Services) {
  const allowed = new Set(services.config.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (request.headers.authorization || !SESSION_IN_COOKIE.test(request.headers.cookie ?? '')) return;
    const type = request.headers['content-type'];
    if (type !== undefined && !SIMPLE_BODY.test(type)) return;
    if (isSameSiteForm(request, services.config.PUBLIC_URL) || allowed.has(request.headers.origin ?? '')) return;
    return reply.code(403).send({ status: false, message: MSG.crossSiteForm });
  });
}
