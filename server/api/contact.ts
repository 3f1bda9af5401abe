import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { submitContact } from '../../domain/contact/contact';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { apiLanguage } from './language';
import { contactSchema } from './schemas/contact';

// SPEC.md §7: POST /api/contactus/post with Name, Email, Phone, Company,
// Occupation, Message. Open to visitors (issue 5); lower-case keys are accepted too.

export function contactApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/contactus/post', { config: { access: 'public' }, schema: contactSchema }, async (request, reply) => {
    const b = request.body;
    const result = await submitContact(
      services,
      {
        name: b.Name || b.name,
        email: b.Email || b.email,
        phone: b.Phone || b.phone,
        company: b.Company || b.company,
        occupation: b.Occupation || b.occupation,
        message: b.Message || b.message,
      },
      request.ip,
      apiLanguage(request),
    );
    if (!result.mailed) request.log.error({ err: result.mailError, contactId: result.id }, 'contact message saved but not mailed');
    return reply.code(201).send({ status: true, message: MSG.contactSuccess, data: { _id: result.id } });
  });
}
