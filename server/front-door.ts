import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { withoutLangPrefix } from './plugins/languages';
import { apiLanguageOf, bearerOf, keptCopy, keptHeaders, keyOfAnswer, someonesOwn } from './plugins/shared-pages';
import { noToken } from '../domain/accounts/sessions';
import { SESSION_COOKIE } from './plugins/auth';

/** A session cookie among the cookies sent (a page with it never reaches here; an API call may). */
const SESSION_IN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
import type { RequestMetrics } from './metrics';
import { loggedRequest } from './logging';
import type { SharedPages } from './cache/shared-pages';

// Answers from the shared cache in front of Fastify, the way a caching proxy
// would: a visitor's page or a catalogue answer already kept goes out with no
// routing, hooks or request objects, at about half the cost of the same answer
// sent through Fastify's hooks (decision 029). Only what it can decide alone:
// a GET without an Origin (CORS is Fastify's), a page without cookies or token
// (the language redirect and the customer's own pages are Fastify's), a URL
// kept. Everything else, and every miss, goes on to Fastify as before, where
// the shared-pages hook answers the same way (plugins/shared-pages.ts).

export interface FrontDoor {
  /** Sends the kept answer and returns true, or returns false and leaves the request to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on every request goes to Fastify (which refuses them while the server closes). */
  close(): void;
}

export function frontDoor(deps: {
  pages: SharedPages;
  securityHeaders: Record<string, string>;
  metrics: RequestMetrics;
  log: FastifyBaseLogger;
  /** Whether a token's customer has prices of their own, when known from memory (the session cache); undefined otherwise. */
  ownPrices?: (token: string) => boolean | undefined;
}): FrontDoor {
  let open = true;
  return {
    close: () => void (open = false),
    serve(req, res) {
      if (!open || req.method !== 'GET' || req.headers.origin) return false;
      const started = performance.now();
      const original = req.url ?? '/';
      const routed = withoutLangPrefix(original);
      if (someonesOwn(routed, !!req.headers.cookie, req.headers.authorization)) return false;
      // An API call with a token may be a dealer's, whose answers are their own (decision 038):
      // served here only when memory says it is not; Fastify's hook finds out otherwise.
      const token = bearerOf(req.headers.authorization);
      if (!noToken(token) && deps.ownPrices?.(token) !== false) return false;
      if (req.headers.cookie && SESSION_IN.test(req.headers.cookie)) return false;
      const entry = deps.pages.get(keyOfAnswer(original, routed, req.headers));
      if (!entry) return false;

      const fresh = req.headers['if-none-match'] === entry.etag;
      const copy = keptCopy(entry, req.headers['accept-encoding']);
      const apiLang = apiLanguageOf(routed, req.headers);
      const headers = { ...deps.securityHeaders, ...keptHeaders(entry, 'no-cache', apiLang, fresh ? null : copy.encoding) };
      const status = fresh ? 304 : 200;
      if (fresh) res.writeHead(status, headers).end();
      else res.writeHead(status, { ...headers, 'content-length': copy.body.length }).end(copy.body);

      const ms = performance.now() - started;
      deps.metrics.count('GET', entry.route ?? 'kept', status, ms / 1000);
      const request = loggedRequest('GET', original, req.headers.host, req.socket.remoteAddress, req.socket);
      deps.log.info({ req: request, res: { statusCode: status }, responseTime: ms, kept: true }, 'request completed');
      return true;
    },
  };
}
