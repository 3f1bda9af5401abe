import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login, signup } from '../../domain/accounts/accounts';
import { revokeSession } from '../../domain/accounts/sessions';
import { MSG } from '../../domain/messages';
import { clearSessionCookie, setSessionCookie } from '../plugins/auth';
import type { Services } from '../services';
import { loginSchema, logoutSchema, meSchema, signupSchema } from './schemas/accounts';
import { toPublicUser } from './shapes/accounts';

// SPEC.md §7: POST /api/login and POST /api/signup, plus logout and me.

export function accountsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, limits } = services;

  api.post('/api/signup', { config: { access: 'public' }, schema: signupSchema }, async (request, reply) => {
    await signup(db, limits, request.body, request.ip, request.body.lang);
    return reply.code(201).send({ status: true, message: MSG.signupSuccess });
  });

  api.post('/api/login', { config: { access: 'public' }, schema: loginSchema }, async (request, reply) => {
    const { token, user } = await login(db, limits, request.body, request.ip, request.body.lang);
    setSessionCookie(reply, services, token);
    return { status: true, message: MSG.loginSuccess, token, user: toPublicUser(user) };
  });

  api.post('/api/logout', { config: { access: 'public' }, schema: logoutSchema }, async (request, reply) => {
    if (request.sessionToken) await revokeSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return { status: true, message: MSG.loggedOut };
  });

  api.get('/api/me', { config: { access: 'customer' }, schema: meSchema }, async (request) => ({
    status: true,
    user: toPublicUser(request.user!),
  }));
}
