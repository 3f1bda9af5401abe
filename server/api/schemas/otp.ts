import { z } from 'zod';
import { answers, done, looseText } from './common';

export const sendOtpSchema = {
  summary: 'Send a one-time code to the e-mail of the delivery details',
  tags: ['orders'],
  body: z.strictObject({ email: looseText, name: z.unknown().optional(), address: z.unknown().optional() }),
  response: answers({ 200: done }, 401, 403, 429),
};

export const verifyOtpSchema = {
  summary: 'Check a one-time code',
  tags: ['orders'],
  body: z.strictObject({ email: looseText, otp: looseText }),
  response: answers({ 200: done }, 401, 429),
};
