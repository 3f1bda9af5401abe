import { z } from 'zod';
import { answers, looseText } from './common';

export const enquirySchema = {
  summary: 'Enquire about a product (visitors too)',
  tags: ['enquiries'],
  body: z.strictObject({
    fullName: looseText,
    phone: looseText,
    email: looseText,
    companyName: looseText,
    message: looseText,
    productName: looseText,
  }),
  response: answers({ 200: z.object({ status: z.literal(true), message: z.string(), _id: z.string() }) }, 429),
};

export const listEnquiriesSchema = {
  summary: "The customer's own enquiries",
  tags: ['enquiries'],
  response: answers(
    {
      200: z.object({
        status: z.literal(true),
        data: z.array(z.object({ _id: z.string(), productName: z.string(), message: z.string(), createdAt: z.string() })),
      }),
    },
    401,
  ),
};
