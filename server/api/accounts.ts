import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login, signup } from '../../domain/accounts/accounts';
import { changePassword, requestPasswordReset, resetPassword } from '../../domain/accounts/password-reset';
import { revokeSession } from '../../domain/accounts/sessions';
import { apiLanguage } from './language';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './schemas/password';
import { MSG } from '../../domain/messages';
import { clearSessionCookie, setSessionCookie } from '../plugins/auth';
import type { Services } from '../services';
import { loginSchema, logoutSchema, meSchema, signupSchema } from './schemas/accounts';
import { toPublicUser } from './shapes/accounts';

// SPEC.md §7: POST /api/login and POST /api/signup, plus logout and me; and
// (ours) a forgotten password and changing it.

export function accountsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, limits } = services;

  api.post('/api/signup', { config: { access: 'public' }, schema: signupSchema }, async (request, reply) => {
    // A known e-mail is answered as a new one (its owner is told by e-mail): the answer reveals no account.
    await signup(db, limits, request.body, request.ip, request.body.lang, { mail: services.mail, publicUrl: services.config.PUBLIC_URL });
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

  api.post('/api/password/forgot', { config: { access: 'public' }, schema: forgotPasswordSchema }, async (request) => {
    const lang = request.body.lang ?? apiLanguage(request);
    const { via } = await requestPasswordReset(services, request.body.login, request.ip, lang);
    return { status: true as const, message: MSG.resetSent, via };
  });

  api.post('/api/password/reset', { config: { access: 'public' }, schema: resetPasswordSchema }, async (request, reply) => {
    const b = request.body;
    const proof = b.token ? { token: b.token } : { mobile: b.mobile, code: b.code };
    const { token, user } = await resetPassword(services, proof, b, request.ip);
    await services.sessions.forget(user.id);
    setSessionCookie(reply, services, token);
    return { status: true as const, message: MSG.resetDone, token, user: toPublicUser(user) };
  });

  api.post('/api/account/password', { config: { access: 'customer' }, schema: changePasswordSchema }, async (request) => {
    await changePassword(services, request.user!.id, request.sessionToken, request.body);
    await services.sessions.forget(request.user!.id);
    return { status: true as const, message: MSG.passwordChanged };
  });

  api.get('/api/me', { config: { access: 'customer' }, schema: meSchema }, async (request) => ({
    status: true,
    user: toPublicUser(request.user!),
  }));
}
