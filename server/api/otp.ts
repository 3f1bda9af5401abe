import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../domain/messages';
import { checkDeliveryDetails, sendOtp, verifyOtp } from '../../domain/otp/otp';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7 POST /send-otp (from the delivery-detail form), and its check.

const sendBody = z.object({ email: looseText, name: z.unknown().optional(), address: z.unknown().optional() });
const verifyBody = z.object({ email: looseText, otp: looseText });

export function otpApi(app: FastifyInstance, services: Services) {
  const { db, mail, limits } = services;

  app.post('/send-otp', { config: { access: 'customer' } }, async (request) => {
    const body = parse(sendBody, request.body);
    // Sent from the delivery-detail form with its other fields: all three are required.
    if (body.name !== undefined || body.address !== undefined) {
      checkDeliveryDetails({ email: body.email, name: String(body.name ?? ''), address: String(body.address ?? '') });
    }
    const { email } = await sendOtp(db, mail, limits, body.email, request.ip);
    return { status: true, message: MSG.otpSent(email) };
  });

  app.post('/verify-otp', { config: { access: 'customer' } }, async (request) => {
    const { email, otp } = parse(verifyBody, request.body);
    await verifyOtp(db, email, otp);
    return { status: true, message: MSG.otpVerified };
  });
}
