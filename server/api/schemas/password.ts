import { z } from 'zod';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { answers, done, looseText, rawText } from './common';
import { publicUser } from './accounts';

// Ours: a forgotten password (a link by e-mail or a code by SMS) and changing it.

export const forgotPasswordSchema = {
  summary: 'Forgot password: send a link (e-mail) or a code (SMS) to set a new one',
  description:
    'The same answer whether or not an account has the e-mail or number. For a number, POST /api/password/reset with the code from the SMS; for an e-mail, the link carries a token.',
  tags: ['accounts'],
  body: z.strictObject({
    login: looseText.describe('The e-mail, or the 10-digit mobile number (+91 or 0 in front is fine), of the account'),
    lang: z.enum(LANGUAGES).optional().describe('The language of the e-mail or SMS (default en)'),
  }),
  response: answers({ 200: done.extend({ via: z.enum(['email', 'sms']) }) }, 429),
};

export const resetPasswordSchema = {
  summary: 'Set a new password with the e-mailed link’s token, or the number and the SMS code',
  description: 'Each link or code works once and expires. Every session of the account ends; a new one is answered.',
  tags: ['accounts'],
  body: z.strictObject({
    token: looseText.describe('The token of the e-mailed link (or give mobile and code)'),
    mobile: looseText,
    code: looseText,
    password: rawText,
    confirmPassword: rawText,
  }),
  response: answers(
    { 200: z.object({ status: z.literal(true), message: z.string(), token: z.string(), user: publicUser }) },
    401,
    403,
    409,
    429,
  ),
};

export const changePasswordSchema = {
  summary: 'Change the logged-in customer’s password',
  description: 'The current password is required; every other session of the account ends, this one stays.',
  tags: ['accounts'],
  body: z.strictObject({ currentPassword: rawText, password: rawText, confirmPassword: rawText }),
  response: answers({ 200: done }, 401, 409, 429),
};
