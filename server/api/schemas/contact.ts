import { z } from 'zod';
import { answers, looseText } from './common';

export const contactSchema = {
  summary: 'Send a message to the company (lower-case keys are accepted too)',
  tags: ['company'],
  body: z.strictObject({
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
  }),
  response: answers({ 201: z.object({ status: z.literal(true), message: z.string(), data: z.object({ _id: z.string() }) }) }, 429),
};
