import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerKeyOf, RENDER_WAIT_MS, type CachedResponse, type SharedPages } from '../cache/shared-pages';
import { LANG_COOKIE, type Lang } from '../../domain/i18n/languages';
import { watchTranslations } from '../../domain/translations/changes';
import { requestedLanguage } from '../api/language';
import type { Services } from '../services';
import { noToken } from '../../domain/accounts/sessions';
import { acceptedEncoding, type Encoding } from '../cache/compress';
import { isApiPath } from './errors';
import { hasOwnPrices } from '../../domain/catalog/buyer-prices';
import { SESSION_COOKIE } from './auth';

// Serves what a visitor without a session sees from the shared cache (decision
// 023): a hit skips the route entirely; a miss is rendered, kept, and served
// with an ETag so browsers and a CDN revalidate with 304s. Any successful
// write, apart from those that only touch one person's own things, empties it;
// a translation saved empties only the answers in its language.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a request the shared cache may answer or keep: its key and the cache's version when it started. */
    shared: { key: string; version: number; hit: boolean; renders: boolean } | null;
  }
}

/** Writes that change only the writer's own session, cart, addresses or messages: what visitors see stays. */
const PRIVATE_WRITES = [
  '/api/login',
  '/api/logout',
  '/api/signup',
  '/login',
  '/logout',
  '/register',
  '/send-otp',
  '/verify-otp',
  '/api/auth/otp/',
  '/api/account/whatsapp',
  '/account',
  '/api/post/card',
  '/api/carts/',
  '/api/delete/card/',
  '/cart',
  '/api/post/address',
  '/api/update/address/',
  '/api/delete/address/',
  '/addresses',
  '/manage_add',
  '/api/geocode',
  '/api/contactus/post',
  '/contact',
  '/enquirenow',
  '/api/post/add/enquiry',
  '/api/admin/login',
  '/admin/login',
  '/admin/logout',
];

/** Writes that empty exactly what they changed themselves: translations, per language (watchTranslations below). */
const PRECISE_WRITES = ['/admin/translations', '/api/admin/translations'];

const NEVER = ['/healthz', '/readyz', '/metrics', '/media/', '/api/openapi', '/api/docs'];

const pathOf = (url: string) => url.split('?', 1)[0];

/** Any cookie but the remembered language (decision 024) makes a visitor someone in particular. */
function hasCookies(request: FastifyRequest): boolean {
  if (!request.headers.cookie) return false;
  const names = Object.keys(request.cookies ?? {});
  return names.length === 0 || names.some((name) => name !== LANG_COOKIE);
}

/**
 * A public API answer is the same whoever asks (none reads the session or a
 * cookie), so the original client, which sends its token on every call, is
 * answered from the cache too; a page greets its customer by name, so only
 * visitors without a cookie share pages.
 */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.routeOptions.config?.access !== 'public') return null;
  const path = pathOf(request.url);
  if (NEVER.some((p) => path.startsWith(p))) return null;
  if (someonesOwn(path, hasCookies(request), request.headers.authorization)) return null;
  return answerKey(request);
}

/** An answer that may be someone's own: a page (not the API) asked with cookies or a token. */
export const someonesOwn = (routed: string, cookies: boolean, authorization: string | undefined) =>
  !isApiPath(routed) && (cookies || !noToken(authorization));

/** What tells one answer of a URL from another: page or data, its language, the address as sent. */
export function answerKey(request: FastifyRequest): string {
  return keyOfAnswer(request.originalUrl ?? request.url, request.url, request.headers);
}

/** The same, from the address as sent (`original`, '/hi/cart') and as routed (`routed`, '/cart'). */
export function keyOfAnswer(original: string, routed: string, headers: IncomingHttpHeaders): string {
  // A page and an API answer may share a URL (error pages): keep them apart.
  const kind = /text\/html/.test(headers.accept ?? '') ? 'html' : 'data';
  // The API answers in the language asked for (?lang or Accept-Language): one entry per language.
  const lang = apiLanguageOf(routed, headers);
  // A page's key is the address as sent, with its language ('/hi/cart'), not the one routed ('/cart').
  return answerKeyOf(kind, lang, original);
}

/** The language of an API answer to this address; null for a page. */
export const apiLanguageOf = (routed: string, headers: IncomingHttpHeaders): Lang | null =>
  isApiPath(pathOf(routed)) ? requestedLanguage(routed, headers['accept-language']) : null;

/** A kept answer: 304 when the browser has it, else its compressed copy when taken. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse, cacheControl = 'no-cache') {
  const copy = keptCopy(hit, request.headers['accept-encoding']);
  const fresh = request.headers['if-none-match'] === hit.etag;
  reply.headers(keptHeaders(hit, cacheControl, apiLanguageOf(request.url, request.headers), fresh ? null : copy.encoding));
  return fresh ? reply.code(304).send() : reply.send(copy.body);
}

/** The headers of a kept answer as sent: type, ETag, caching, Vary and, for an API answer, its language; the encoding of the copy sent. */
export function keptHeaders(entry: CachedResponse, cacheControl: string, apiLang: Lang | null, encoding: Encoding | null) {
  const headers: Record<string, string> = {
    'content-type': entry.type,
    etag: entry.etag,
    'cache-control': cacheControl,
    vary: apiLang ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
  };
  if (apiLang) headers['content-language'] = apiLang;
  if (encoding) headers['content-encoding'] = encoding;
  return headers;
}

/** The copy the client takes: brotli or gzip when asked for and made, else the body as it is. */
export function keptCopy(
  entry: CachedResponse,
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = acceptedEncoding(acceptEncoding);
  const compressed = encoding && entry[encoding];
  return compressed ? { body: compressed, encoding } : { body: entry.body, encoding: null };
}

export function registerSharedPages(app: FastifyInstance, services: Services) {
  const cache = services.pages;
  app.decorateRequest('shared', null);
  watchTranslations(services.db, ({ langs }) => cache.forgetLanguages(langs));

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    if (!key) return;
    if (await ownPricesAsked(services, request)) return;
    request.shared = { key, version: cache.version, hit: false, renders: false };
    let hit = cache.get(key);
    if (!hit) {
      const rendering = cache.claim(key);
      if (!rendering) {
        request.shared.renders = true;
        return;
      }
      hit = await Promise.race([rendering, new Promise<undefined>((r) => setTimeout(r, RENDER_WAIT_MS))]);
      if (!hit) return;
    }
    request.shared.hit = true;
    return sendCached(request, reply, hit);
  });

  // Whatever became of a claimed render (kept, refused, failed, abandoned), those waiting go on.
  const release = async (request: FastifyRequest) => {
    if (request.shared?.renders) cache.settle(request.shared.key);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write) {
      const path = pathOf(request.url);
      const under = (p: string) => path === p.replace(/\/$/, '') || path.startsWith(p.endsWith('/') ? p : `${p}/`);
      const own = PRIVATE_WRITES.some(under) || PRECISE_WRITES.some(under);
      if (reply.statusCode < 400 && !own) cache.invalidate();
      return payload;
    }
    const shared = request.shared;
    if (!shared || shared.hit) return payload;
    const entry = keepAnswer(cache, shared, reply, payload);
    if (shared.renders) {
      cache.settle(shared.key, entry);
      shared.renders = false; // settled: a later render of this key belongs to another request
    }
    return entry ? sendKept(request, reply, entry, 'no-cache') : payload;
  });
}

/**
 * A token of a buyer with prices of their own (a dealer's) asks for answers
 * that are theirs alone: neither served from the shared cache nor kept in it.
 * Asked of memory (the session cache) on all but the first call of a while.
 */
async function ownPricesAsked(services: Services, request: FastifyRequest): Promise<boolean> {
  // The original client sends its token; a browser's fetch its session cookie.
  const token = bearerOf(request.headers.authorization) || request.cookies?.[SESSION_COOKIE];
  if (noToken(token)) return false;
  const user = await services.sessions.userFor(services.db, token);
  return !!user && (await services.sessions.ownPrices(services.db, user.id, hasOwnPrices));
}

/** The token in an Authorization header ("Bearer x" or the bare token the original client sends). */
export const bearerOf = (authorization: string | undefined) => authorization?.trim().replace(/^Bearer\s+/i, '');

/** An answer that turned out to be its caller's own (their prices in it): not kept, and those waiting for it render their own. */
export function keepPrivate(request: FastifyRequest, cache: SharedPages) {
  if (request.shared?.renders) cache.settle(request.shared.key);
  request.shared = null;
}

/** Keeps an answer made for this key (a 200 that sets no cookie); undefined when it may not or cannot be kept. */
export function keepAnswer(cache: SharedPages, at: { key: string; version: number }, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return undefined;
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  const type = reply.getHeader('content-type');
  if (!body || typeof type !== 'string') return undefined;
  return cache.put(at.key, at.version, type, body, reply.request.routeOptions.url);
}

/** The answer just kept, as it will be served from now on: with its ETag and, when taken, its compressed copy. */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, cacheControl: string) {
  // The first visitor gets the compressed copy too (a few milliseconds on the thread pool), not the whole page.
  await entry.compressed;
  const copy = keptCopy(entry, request.headers['accept-encoding']);
  reply.headers(keptHeaders(entry, cacheControl, apiLanguageOf(request.url, request.headers), copy.encoding));
  return copy.body;
}
