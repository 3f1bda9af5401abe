import { z } from 'zod';
import { answers, idParams, looseText } from './common';

export const reviewSchema = {
  summary: 'Rate and review a product (a second review replaces the first)',
  tags: ['catalogue'],
  params: idParams,
  body: z.strictObject({ rating: z.unknown().optional().describe('1 to 5'), text: looseText, review: looseText }),
  response: answers({ 200: z.object({ status: z.literal(true), msg: z.string(), message: z.string() }) }, 401, 404),
};
