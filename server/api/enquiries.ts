import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEnquiry, listEnquiries } from '../../domain/enquiries/enquiries';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { apiLanguage } from './language';
import { enquirySchema, listEnquiriesSchema } from './schemas/enquiries';

// SPEC.md §7: POST /api/post/add/enquiry (visitors too: a lead is never lost
// to a login wall) and GET /api/get/enquiry (the caller's own enquiries).

export function enquiriesApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  api.post('/api/post/add/enquiry', { config: { access: 'public' }, schema: enquirySchema }, async (request) => {
    const input = request.body;
    const { id } = await createEnquiry(
      services,
      input,
      { userId: request.user?.id ?? null, ip: request.ip, lang: apiLanguage(request) },
      'product',
    );
    return { status: true, message: MSG.enquirySuccess, _id: id };
  });

  api.get('/api/get/enquiry', { config: { access: 'customer' }, schema: listEnquiriesSchema }, async (request) => {
    const list = await listEnquiries(db, request.user!.id);
    return {
      status: true,
      data: list.map((e) => ({ _id: e.id, productName: e.productName, message: e.message, createdAt: e.createdAt })),
    };
  });
}
