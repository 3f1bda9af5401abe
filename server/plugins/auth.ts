import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userForToken, type SessionUser } from '../../domain/accounts/sessions';
import type { Access } from '../../domain/accounts/access';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { wantsHtml } from './errors';

export const SESSION_COOKIE = 'sid';

export type { Access } from '../../domain/accounts/access';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A server-rendered page (redirects to /login instead of answering 401). */
    page?: boolean;
  }
}

/** The token from `Authorization` (raw or `Bearer …`), else from the web app's cookie. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (header) {
    const token = header.replace(/^Bearer\s+/i, '');
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export function setSessionCookie(reply: FastifyReply, services: Services, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.secure,
    maxAge: 30 * 86400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function registerAuth(app: FastifyInstance, services: Services) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
  });

  // Before validation: a visitor is told to log in before being told what is wrong with the body.
  app.addHook('preValidation', async (request, reply) => {
    const token = tokenFrom(request);
    request.user = token ? await userForToken(services.db, token) : null;
    request.sessionToken = request.user ? token : null;
    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public' || (request.user && (access === 'customer' || request.user.role === 'staff'))) return;
    if (wantsHtml(request) || request.routeOptions.config?.page) {
      const next = encodeURIComponent(request.url);
      return reply.redirect(`/login?next=${next}`, 303);
    }
    return reply.code(request.user ? 403 : 401).send({ status: false, message: MSG.authRequired });
  });
}
