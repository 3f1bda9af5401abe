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
