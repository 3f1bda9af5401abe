import { z } from 'zod';
import { answers } from './common';

const place = { pincode: z.string(), city: z.string(), state: z.string(), country: z.string() };

export const pincodeSchema = {
  summary: 'City and state of a PIN code',
  tags: ['addresses'],
  params: z.object({ pin: z.string() }),
  response: answers({ 200: z.object({ status: z.literal(true), ...place }) }, 404),
};

const latLng = z.coerce.number({ message: 'Please send a valid latitude and longitude.' });

export const reverseGeocodeSchema = {
  summary: 'The place at a position (for "Use My current Location")',
  tags: ['addresses'],
  body: z.strictObject({ lat: latLng, lng: latLng }),
  response: answers({ 200: z.object({ status: z.literal(true), ...place, locality: z.string() }) }, 401, 404, 429),
};

export const serviceabilitySchema = {
  summary: 'Whether the shop delivers to a PIN code: by when, with Cash on Delivery or not, and the shipping charge',
  description: 'With `amount` (rupees), the charge and Cash on Delivery are for an order of that much.',
  tags: ['addresses'],
  params: z.object({ pin: z.string() }),
  querystring: z.object({ amount: z.coerce.number({ message: 'amount must be a number of rupees.' }).min(0).max(10_000_000).optional() }),
  response: answers(
    {
      200: z.object({
        pin: z.string(),
        serviceable: z.boolean(),
        cod: z.boolean(),
        etaDays: z.number().describe('Days on the road after dispatch'),
        shipping: z.number().describe('Rupees'),
        district: z.string(),
        state: z.string(),
        deliveryBy: z.string().nullable().describe('YYYY-MM-DD'),
        codLimit: z.number().describe('Cash on Delivery up to this many rupees'),
        freeAbove: z.number().describe('Orders of at least this many rupees ship free (0: never free unless the charge is 0)'),
      }),
    },
    400,
  ),
};
