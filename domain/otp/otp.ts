import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/types';
import type { RateStore } from '../../adapters/rate-store/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { OTP_ATTEMPTS_MAX, OTP_DIGITS, OTP_PER_EMAIL_PER_WINDOW, OTP_PER_IP_PER_HOUR, OTP_VALID_MS } from '../constants';
import { badRequest, forbidden, tooMany } from '../errors';
import { MSG } from '../messages';
import { languageOfEmail } from '../accounts/language';
import { translatorFor } from '../i18n/dictionaries';
import type { Lang } from '../i18n/languages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOUR_MS = 3_600_000;

const hash = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/** A wrong or late code counts against the code's attempts. */
const countAttempt = (db: Db, id: string) =>
  db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** The delivery-detail form of SPEC.md §5: address, e-mail and name all required. */
export function checkDeliveryDetails(input: { address?: string; email?: string; name?: string }) {
  const address = (input.address ?? '').trim();
  const email = (input.email ?? '').trim();
  const name = (input.name ?? '').trim();
  if (!address || !email || !name) throw badRequest(MSG.deliveryFieldsRequired);
  if (!EMAIL.test(email) || email.length > 254) throw badRequest(MSG.emailInvalid, 'email');
  return { address, email, name };
}

function checkEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw badRequest(MSG.emailRequired, 'email');
  if (!EMAIL.test(email) || email.length > 254) throw badRequest(MSG.emailInvalid, 'email');
  return email;
}

/**
 * POST /send-otp: a six-digit code for the e-mail, valid ten minutes, sent by
 * mail to the customer's own address; only its hash is stored. Limited per
 * e-mail and per client address. Written in `lang`, else the account's language.
 */
export async function sendOtp(db: Db, mail: Mailer, limits: RateStore, rawEmail: string, ip: string, customerEmail: string, lang?: Lang) {
  const email = checkEmail(rawEmail);
  // Only to the customer's own address: the shop never mails strangers on request.
  if (email !== customerEmail.trim().toLowerCase()) throw forbidden(MSG.otpOwnEmailOnly);
  if ((await limits.hit(`otp:ip:${ip}`, HOUR_MS)) > OTP_PER_IP_PER_HOUR) throw tooMany(MSG.otpTooMany);
  if ((await limits.hit(`otp:email:${email}`, OTP_VALID_MS)) > OTP_PER_EMAIL_PER_WINDOW) throw tooMany(MSG.otpTooMany);
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const id = newId();
  await db.deleteFrom('otps').where('email', '=', email).execute();
  await db
    .insertInto('otps')
    .values({
      id,
      email,
      code_hash: hash(id, code).toString('hex'),
      attempts: 0,
      expires_at: new Date(Date.now() + OTP_VALID_MS).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  const t = translatorFor(lang ?? (await languageOfEmail(db, email)));
  await mail.send({
    to: email,
    subject: t('{code} is your Mitti Biotech code', { code }),
    text: [
      t('Your code to confirm this e-mail for your delivery details is {code}.', { code }),
      t('It is valid for 10 minutes. If you did not ask for it, ignore this mail.'),
      '',
      'Mitti Biotech',
    ].join('\n'),
  });
  return { email };
}

/** Checks a code; each code allows a few attempts and works once. */
export async function verifyOtp(db: Db, rawEmail: string, code: string): Promise<void> {
  const email = checkEmail(rawEmail);
  const row = await db.selectFrom('otps').selectAll().where('email', '=', email).executeTakeFirst();
  if (!row || row.expires_at <= nowIso() || Number(row.attempts) >= OTP_ATTEMPTS_MAX || !/^\d{6}$/.test(code.trim())) {
    if (row) await countAttempt(db, row.id);
    throw badRequest(MSG.otpInvalid, 'otp');
  }
  if (!timingSafeEqual(hash(row.id, code.trim()), Buffer.from(row.code_hash, 'hex'))) {
    await countAttempt(db, row.id);
    throw badRequest(MSG.otpInvalid, 'otp');
  }
  await db.deleteFrom('otps').where('id', '=', row.id).execute();
}

/**
 * The delivery-detail form (SPEC.md §5): when its other fields come along, all
 * three are required; then the code goes to the customer's own address.
 */
export async function requestDeliveryCode(
  deps: { db: Db; mail: Mailer; limits: RateStore },
  form: { email: string; name?: unknown; address?: unknown },
  customer: { email: string; ip: string; lang?: Lang },
) {
  if (form.name !== undefined || form.address !== undefined) {
    checkDeliveryDetails({ email: form.email, name: String(form.name ?? ''), address: String(form.address ?? '') });
  }
  return sendOtp(deps.db, deps.mail, deps.limits, form.email, customer.ip, customer.email, customer.lang);
}
