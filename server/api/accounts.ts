import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { login, signup, toPublicUser } from '../../domain/accounts/accounts';
import { revokeSession } from '../../domain/accounts/sessions';
import { MSG } from '../../domain/messages';
import { clearSessionCookie, setSessionCookie } from '../plugins/auth';
import type { Services } from '../services';
import { looseText, parse, rawText } from './parse';

// SPEC.md §7: POST /api/login and POST /api/signup, plus logout and me.

const signupBody = z.object({ username: looseText, email: looseText, mobileNo: looseText, password: rawText, confirmPassword: rawText });
const loginBody = z.object({ email: looseText, password: rawText });

export function accountsApi(app: FastifyInstance, services: Services) {
  const { db, limits } = services;

  app.post('/api/signup', { config: { access: 'public' } }, async (request, reply) => {
    await signup(db, limits, parse(signupBody, request.body), request.ip);
    return reply.code(201).send({ status: true, message: MSG.signupSuccess });
  });

  app.post('/api/login', { config: { access: 'public' } }, async (request, reply) => {
    const { token, user } = await login(db, limits, parse(loginBody, request.body), request.ip);
    setSessionCookie(reply, services, token);
    return { status: true, message: MSG.loginSuccess, token, user: toPublicUser(user) };
  });

  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.sessionToken) await revokeSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return { status: true, message: MSG.loggedOut };
  });

  app.get('/api/me', { config: { access: 'customer' } }, async (request) => ({
    status: true,
    user: toPublicUser(request.user!),
  }));
}
