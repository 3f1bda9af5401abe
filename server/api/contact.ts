import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { submitContact } from '../../domain/contact/contact';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7: POST /api/contactus/post with Name, Email, Phone, Company,
// Occupation, Message. Open to visitors (issue 5); lower-case keys are accepted too.

const contactBody = z.object({
  Name: looseText,
  Email: looseText,
  Phone: looseText,
  Company: looseText,
  Occupation: looseText,
  Message: looseText,
  name: looseText,
  email: looseText,
  phone: looseText,
  company: looseText,
  occupation: looseText,
  message: looseText,
});

export function contactApi(app: FastifyInstance, services: Services) {
  app.post('/api/contactus/post', { config: { access: 'public' } }, async (request, reply) => {
    const b = parse(contactBody, request.body);
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
    );
    if (!result.mailed) request.log.error({ err: result.mailError, contactId: result.id }, 'contact message saved but not mailed');
    return reply.code(201).send({ status: true, message: MSG.contactSuccess, data: { _id: result.id } });
  });
}
