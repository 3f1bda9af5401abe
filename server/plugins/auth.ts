import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noToken, userForToken, type SessionUser } from '../../domain/accounts/sessions';
import { staffAreaOf } from '../../domain/staff/access';
import { canUse } from '../../domain/staff/roles';
import { staffForToken } from '../../domain/staff/sessions';
import type { StaffMember } from '../../domain/staff/staff';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { wantsHtml, type ErrorPages } from './errors';

export const SESSION_COOKIE = 'sid';
/** The back office's own cookie: staff and customer sessions never mix. */
export const STAFF_COOKIE = 'staff_sid';

export type { Access } from '../../domain/staff/access';
import type { Access } from '../../domain/staff/access';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    staff: StaffMember | null;
    staffToken: string | null;
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
    if (!noToken(token)) return token;
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

export function setStaffCookie(reply: FastifyReply, services: Services, token: string) {
  reply.setCookie(STAFF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: services.config.secure, maxAge: 8 * 3600 });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}

/** The staff token from `Authorization` (admin API) or the back office's cookie. */
function staffTokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim().replace(/^Bearer\s+/i, '');
  if (header && header !== 'null' && header !== 'undefined') return header;
  return request.cookies?.[STAFF_COOKIE] ?? null;
}

/** A back-office route: the staff member's role must cover its area; a customer's token is refused. */
async function checkStaff(
  services: Services,
  pages: ErrorPages | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  area: NonNullable<ReturnType<typeof staffAreaOf>>,
) {
  const token = staffTokenFrom(request);
  request.staff = token ? await staffForToken(services.db, token) : null;
  request.staffToken = request.staff ? token : null;
  const page = wantsHtml(request) || request.routeOptions.config?.page;
  if (!request.staff) {
    if (page) return reply.redirect(`/admin/login?next=${encodeURIComponent(request.url)}`, 303);
    const customer = token ? await userForToken(services.db, token) : null;
    return reply.code(customer ? 403 : 401).send({ status: false, message: customer ? MSG.staffForbidden : MSG.staffAuthRequired });
  }
  // Owners on https must have their second factor before anything else.
  const needsTotp = services.config.secure && request.staff.role === 'owner' && !request.staff.totp;
  if (needsTotp && area !== 'dashboard' && !request.url.startsWith('/admin/security')) {
    if (page) return reply.redirect('/admin/security', 303);
    return reply.code(403).send({ status: false, message: MSG.totpSetupRequired });
  }
  if (!canUse(request.staff.role, area)) {
    if (page && pages) return pages.forbidden(request, reply);
    return reply.code(403).send({ status: false, message: MSG.staffForbidden });
  }
}

export function registerAuth(app: FastifyInstance, services: Services, pages?: ErrorPages) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('staffToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
  });

  // Before validation: a visitor is told to log in before being told what is wrong with the body.
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config?.access ?? 'public';
    const area = staffAreaOf(access);
    if (area) return checkStaff(services, pages, request, reply, area);
    const token = tokenFrom(request);
    request.user = token ? await services.sessions.userFor(services.db, token) : null;
    request.sessionToken = request.user ? token : null;
    if (access === 'public' || request.user) return;
    if (wantsHtml(request) || request.routeOptions.config?.page) {
      const next = encodeURIComponent(request.url);
      return reply.redirect(`/login?next=${next}`, 303);
    }
    return reply.code(request.user ? 403 : 401).send({ status: false, message: MSG.authRequired });
  });

  // A write may change what is kept in memory of its author (session, name,
  // language, cart count) or, by a staff member, of anyone: forgotten here, in
  // this worker and its peers, before the answer leaves (decision 028).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (request.staff) await services.sessions.forget(null);
    else if (request.user) await services.sessions.forget(request.user.id);
    return payload;
  });
}
