import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FLASH_COOKIE } from '../../app/framework/render';
import { PersonalPages } from '../cache/personal-pages';
import type { Services } from '../services';
import { SESSION_COOKIE, STAFF_COOKIE } from './auth';
import { answerKey, keepAnswer, sendCached, sendKept } from './shared-pages';

// Serves a logged-in customer's cart and orders again from memory (decision
// 028), after the session is known (auth's preValidation) and before the
// route runs. Only these answers: each shows nothing but the customer's own
// cart or orders and the catalogue, whose every change forgets them.

/** The routes kept per customer: the cart (page and API) and My Orders. */
const KEPT_ROUTES = new Set(['/cart', '/my_orders', '/api/get/card']);
const PRIVATE = 'private, no-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a customer's request the personal cache may answer or keep. */
    personal: { key: string; version: number; hit: boolean } | null;
  }
}

/** The other cookies a page may read (language, PIN asked about) are part of the key; a toast waiting to be shown is never kept. */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.user || !KEPT_ROUTES.has(request.routeOptions.url ?? '')) return null;
  const cookies = request.cookies ?? {};
  if (cookies[FLASH_COOKIE]) return null;
  const others = Object.keys(cookies)
    .filter((name) => name !== SESSION_COOKIE && name !== STAFF_COOKIE)
    .sort()
    .map((name) => `${name}=${cookies[name]}`)
    .join(';');
  return PersonalPages.keyOf(request.user.id, `${answerKey(request)} ${others}`);
}

export function registerPersonalPages(app: FastifyInstance, services: Services) {
  const cache = services.personal;
  app.decorateRequest('personal', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (!key) return;
    const hit = cache.get(key);
    request.personal = { key, version: cache.version, hit: !!hit };
    if (hit) return sendCached(request, reply, hit, PRIVATE);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const personal = request.personal;
    if (!personal || personal.hit) return payload;
    const entry = keepAnswer(cache, personal, reply, payload);
    return entry ? sendKept(request, reply, entry, PRIVATE) : payload;
  });
}
