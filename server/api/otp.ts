import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages';
import { requestDeliveryCode, verifyOtp } from '../../domain/otp/otp';
import type { Services } from '../services';
import { sendOtpSchema, verifyOtpSchema } from './schemas/otp';

// SPEC.md §7 POST /send-otp (from the delivery-detail form), and its check.

export function otpApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  api.post('/send-otp', { config: { access: 'customer' }, schema: sendOtpSchema }, async (request) => {
    const { email } = await requestDeliveryCode(services, request.body, {
      email: request.user!.email ?? '',
      ip: request.ip,
      lang: request.user!.lang,
    });
    return { status: true, message: MSG.otpSent(email) };
  });

  api.post('/verify-otp', { config: { access: 'customer' }, schema: verifyOtpSchema }, async (request) => {
    const { email, otp } = request.body;
    await verifyOtp(db, email, otp);
    return { status: true, message: MSG.otpVerified };
  });
}
