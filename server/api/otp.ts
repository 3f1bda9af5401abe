import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages';
import { checkDeliveryDetails, sendOtp, verifyOtp } from '../../domain/otp/otp';
import type { Services } from '../services';
import { sendOtpSchema, verifyOtpSchema } from './schemas/otp';

// SPEC.md §7 POST /send-otp (from the delivery-detail form), and its check.

export function otpApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mail, limits } = services;

  api.post('/send-otp', { config: { access: 'customer' }, schema: sendOtpSchema }, async (request) => {
    const body = request.body;
    // Sent from the delivery-detail form with its other fields: all three are required.
    if (body.name !== undefined || body.address !== undefined) {
      checkDeliveryDetails({ email: body.email, name: String(body.name ?? ''), address: String(body.address ?? '') });
    }
    const { email } = await sendOtp(db, mail, limits, body.email, request.ip, request.user!.email);
    return { status: true, message: MSG.otpSent(email) };
  });

  api.post('/verify-otp', { config: { access: 'customer' }, schema: verifyOtpSchema }, async (request) => {
    const { email, otp } = request.body;
    await verifyOtp(db, email, otp);
    return { status: true, message: MSG.otpVerified };
  });
}
