import { z } from 'zod';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { publicUser } from './accounts';
import { answers, done, looseText } from './common';

export const mobileCodeRequestSchema = {
  summary: 'Send a one-time login code by SMS to a 10-digit Indian mobile number (+91 or 0 in front is fine)',
  description:
    'The code has 6 digits and is valid for 10 minutes; asking again replaces it. Limited per number and per address (429). ' +
    'The answer is the same whether or not the number has an account: verifying tells a new number to add a `username`.',
  tags: ['accounts'],
  body: z.strictObject({ mobile: looseText, lang: z.enum(LANGUAGES).optional().describe('The language of the SMS (default en)') }),
  response: answers({ 200: done }, 403, 429),
};

export const mobileCodeVerifySchema = {
  summary: 'Log in with the SMS code (or create the account of a new number): answers like POST /api/login',
  description:
    'A wrong or expired code is a 401; after 5 wrong codes the code is used up (429) and a new one must be asked for. ' +
    'A number no account has verified needs `username` (3 to 60 characters; a 400 on `username` says so); the account then has no e-mail (`email` is ""). ' +
    'A number carried unverified by an account made with e-mail never opens that account: its owner confirms it with POST /api/account/mobile/confirm.',
  tags: ['accounts'],
  body: z.strictObject({
    mobile: looseText,
    code: looseText,
    username: looseText,
    lang: z.enum(LANGUAGES).optional().describe('A new account’s language, for its messages (default en)'),
  }),
  response: answers(
    {
      200: z.object({
        status: z.literal(true),
        message: z.string(),
        token: z.string(),
        user: publicUser,
        created: z.boolean().describe('A new account was made for this number'),
      }),
    },
    401,
    403,
    429,
  ),
};

export const whatsappOptInSchema = {
  summary: 'Turn order updates by WhatsApp on or off (to the account’s mobile number)',
  tags: ['accounts'],
  body: z.strictObject({ optIn: z.boolean() }),
  response: answers({ 200: done.extend({ whatsappOptIn: z.boolean() }) }, 401),
};

export const mobileConfirmSchema = {
  summary: 'Confirm the logged-in customer’s mobile number with the SMS code (asked for with POST /api/auth/otp/request)',
  description:
    'The number becomes the account’s verified number: from then on it logs in by SMS code and gets order messages. ' +
    'A number another account has verified is refused (409) without saying which.',
  tags: ['accounts'],
  body: z.strictObject({ mobile: looseText, code: looseText }),
  response: answers({ 200: done.extend({ mobileNo: z.string() }) }, 401, 409, 429),
};
