import { z } from 'zod';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { answers, done, ignored, looseText, rawText } from './common';

/** Ours: the language the customer reads the shop in; their e-mails are written in it (English when absent). */
const lang = z.enum(LANGUAGES).optional().meta({ description: 'en, hi or mr: the language of the e-mails to this customer' });

export const publicUser = z.object({ _id: z.string(), username: z.string(), email: z.string(), mobileNo: z.string() }).meta({ id: 'User' });

export const signupSchema = {
  summary: 'Create a customer account',
  tags: ['accounts'],
  body: z.strictObject({
    username: looseText,
    email: looseText,
    mobileNo: looseText,
    password: rawText,
    confirmPassword: rawText,
    userType: ignored,
    lang,
  }),
  response: answers({ 201: done }, 409, 429),
};

export const loginSchema = {
  summary: 'Log in: the token goes in Authorization on later calls',
  tags: ['accounts'],
  body: z.strictObject({ email: looseText, password: rawText, lang }),
  response: answers({ 200: z.object({ status: z.literal(true), message: z.string(), token: z.string(), user: publicUser }) }, 401, 429),
};

export const logoutSchema = { summary: 'End the session', tags: ['accounts'], response: answers({ 200: done }) };

export const meSchema = {
  summary: 'The logged-in customer',
  tags: ['accounts'],
  response: answers({ 200: z.object({ status: z.literal(true), user: publicUser }) }, 401),
};
