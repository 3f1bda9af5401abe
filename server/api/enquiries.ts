import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENQUIRIES_PER_IP_PER_HOUR } from '../../domain/constants';
import { createEnquiry, listEnquiries } from '../../domain/enquiries/enquiries';
import { tooMany } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7: POST /api/post/add/enquiry (visitors too: a lead is never lost
// to a login wall) and GET /api/get/enquiry (the caller's own enquiries).

const enquiryBody = z.object({
  fullName: looseText,
  phone: looseText,
  email: looseText,
  companyName: looseText,
  message: looseText,
  productName: looseText,
});

/** Counts an enquiry from this address; too many in an hour is a 429. */
export async function limitEnquiries(services: Services, ip: string) {
  if ((await services.limits.hit(`enquiry:${ip}`, 3_600_000)) > ENQUIRIES_PER_IP_PER_HOUR) throw tooMany(MSG.tooManyRequests);
}

export function enquiriesApi(app: FastifyInstance, services: Services) {
  const { db } = services;

  app.post('/api/post/add/enquiry', { config: { access: 'public' } }, async (request) => {
    const input = parse(enquiryBody, request.body);
    await limitEnquiries(services, request.ip);
    const { id } = await createEnquiry(db, input, request.user?.id ?? null, 'product');
    return { status: true, message: MSG.enquirySuccess, _id: id };
  });

  app.get('/api/get/enquiry', { config: { access: 'customer' } }, async (request) => {
    const list = await listEnquiries(db, request.user!.id);
    return {
      status: true,
      data: list.map((e) => ({ _id: e.id, productName: e.productName, message: e.message, createdAt: e.createdAt })),
    };
  });
}
