import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maskMobile, requestMobileCode, verifyMobileCode } from '../../domain/accounts/mobile-login';
import { setWhatsAppOptIn } from '../../domain/accounts/profile';
import { MSG } from '../../domain/messages';
import { setSessionCookie } from '../plugins/auth';
import type { Services } from '../services';
import { mobileCodeRequestSchema, mobileCodeVerifySchema, mobileConfirmSchema, whatsappOptInSchema } from './schemas/mobile-login';
import { toPublicUser } from './shapes/accounts';

// Log in or sign up with a mobile number and a code by SMS (decision 026), and
// the WhatsApp order updates switch.

export function mobileLoginApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/auth/otp/request', { config: { access: 'public' }, schema: mobileCodeRequestSchema }, async (request) => {
    const { mobile } = await requestMobileCode(services, request.body.mobile, request.ip, request.body.lang);
    return { status: true as const, message: MSG.mobileCodeSent(maskMobile(mobile)) };
  });

  api.post('/api/auth/otp/verify', { config: { access: 'public' }, schema: mobileCodeVerifySchema }, async (request, reply) => {
    const { token, user, created } = await verifyMobileCode(services, request.body, request.ip);
    setSessionCookie(reply, services, token);
    return {
      status: true as const,
      message: created ? MSG.mobileAccountCreated : MSG.loginSuccess,
      token,
      user: toPublicUser(user),
      created,
    };
  });

  api.post('/api/account/mobile/confirm', { config: { access: 'customer' }, schema: mobileConfirmSchema }, async (request) => {
    const { user } = await verifyMobileCode(services, request.body, request.ip, request.user!.id);
    await services.sessions.forget(user.id);
    return { status: true as const, message: MSG.mobileConfirmed, mobileNo: user.mobileNo };
  });

  api.post('/api/account/whatsapp', { config: { access: 'customer' }, schema: whatsappOptInSchema }, async (request) => {
    const on = await setWhatsAppOptIn(services.db, request.user!.id, request.body.optIn);
    return { status: true as const, message: on ? MSG.whatsappOn : MSG.whatsappOff, whatsappOptIn: on };
  });
}
