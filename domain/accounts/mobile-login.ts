import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { RateStore } from '../../adapters/rate-store/types';
import type { SmsSender } from '../../adapters/sms/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { USERNAME_MAX, USERNAME_MIN } from '../constants';
import { badRequest, conflict, DomainError, forbidden, tooMany, unauthorized, unavailable } from '../errors';
import { MSG } from '../messages';
import { SMS_CODE_TEXT } from '../messages-phone';
import { translatorFor } from '../i18n/dictionaries';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { langOr } from './language';
import { createSession, type SessionUser } from './sessions';
import { isMobile, normaliseMobile } from './validation';

// Log in or sign up with a mobile number and a one-time code by SMS
// (decision 026). Six digits, only their hash stored, valid ten minutes, a few
// attempts, one live code per number; asking is limited per number and per
// address, and wrong codes per address across numbers.

export const MOBILE_CODE_DIGITS = 6;
export const MOBILE_CODE_VALID_MS = 10 * 60_000;
export const MOBILE_CODE_ATTEMPTS_MAX = 5;
/** Codes one number may be sent in MOBILE_CODE_WINDOW_MS (a resend or two). */
export const MOBILE_CODES_PER_NUMBER = 3;
export const MOBILE_CODE_WINDOW_MS = 15 * 60_000;
/** Codes one number may be sent in a day (no one pays for a stream of SMS to a number). */
export const MOBILE_CODES_PER_NUMBER_PER_DAY = 10;
/** Codes one address may ask for in an hour (a shop counter signing up several farmers stays under it). */
export const MOBILE_CODES_PER_IP_PER_HOUR = 10;
/** Wrong codes one address may try in an hour, whatever the numbers. */
export const MOBILE_CODE_FAILURES_PER_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

type Deps = { db: Db; sms: SmsSender; limits: RateStore };

const digest = (id: string, code: string) => createHash('sha256').update(`mobile:${id}:${code}`).digest();

/** A 10-digit Indian mobile number from what was typed (+91, 0, spaces and dashes allowed), or a 400. */
export function checkMobile(raw: string): string {
  const mobile = normaliseMobile(String(raw ?? '').trim());
  if (!isMobile(mobile)) throw badRequest(MSG.mobileInvalid, 'mobile');
  return mobile;
}

/** "98•••••210": enough for the person to recognise their number. */
export const maskMobile = (mobile: string) => `+91 ${mobile.slice(0, 2)}•••••${mobile.slice(-3)}`;

/**
 * Sends a new code to the number, replacing any earlier one. Answers the
 * normalised number only: whether an account has it is not said (the SMS goes
 * to the number's owner alike, and a newcomer is asked their name once the
 * code is right).
 */
export async function requestMobileCode(deps: Deps, rawMobile: string, ip: string, lang: Lang = DEFAULT_LANG) {
  const mobile = checkMobile(rawMobile);
  if ((await deps.limits.hit(`mobile-code:ip:${ip}`, HOUR_MS)) > MOBILE_CODES_PER_IP_PER_HOUR) throw tooMany(MSG.mobileCodeTooMany);
  if ((await deps.limits.hit(`mobile-code:number:${mobile}`, MOBILE_CODE_WINDOW_MS)) > MOBILE_CODES_PER_NUMBER) {
    throw tooMany(MSG.mobileCodeTooMany);
  }
  if ((await deps.limits.hit(`mobile-code:day:${mobile}`, 24 * HOUR_MS)) > MOBILE_CODES_PER_NUMBER_PER_DAY)
    throw tooMany(MSG.mobileCodeTooMany);
  const user = await verifiedAccountOf(deps.db, mobile);
  if (user?.disabled_at) throw forbidden(MSG.accountDisabled);

  const code = String(randomInt(0, 10 ** MOBILE_CODE_DIGITS)).padStart(MOBILE_CODE_DIGITS, '0');
  const id = newId();
  const row = {
    id,
    mobile,
    code_hash: digest(id, code).toString('hex'),
    attempts: 0,
    expires_at: new Date(Date.now() + MOBILE_CODE_VALID_MS).toISOString(),
    created_at: nowIso(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mobile_codes').where('mobile', '=', mobile).execute();
    await trx.insertInto('mobile_codes').values(row).execute();
  });
  try {
    await deps.sms.sendCode({ to: mobile, code, text: translatorFor(lang)(SMS_CODE_TEXT, { code }) });
  } catch (e) {
    await deps.db.deleteFrom('mobile_codes').where('id', '=', id).execute();
    throw unavailable(MSG.mobileCodeNotSent, e);
  }
  return { mobile };
}

/** The account whose owner proved this number (an unverified number on an account signs no one in). */
const verifiedAccountOf = (db: Db, mobile: string) =>
  db.selectFrom('users').selectAll().where('mobile_no', '=', mobile).where('mobile_verified_at', 'is not', null).executeTakeFirst();

/** The customer's number and whether it is verified (the mobile login page offers to confirm it). */
export async function mobileOfCustomer(db: Db, userId: string): Promise<{ mobile: string; verified: boolean } | null> {
  const row = await db.selectFrom('users').select(['mobile_no', 'mobile_verified_at']).where('id', '=', userId).executeTakeFirst();
  return row?.mobile_no ? { mobile: row.mobile_no, verified: !!row.mobile_verified_at } : null;
}

/**
 * Checks the code and opens a session: for the account with this number, or
 * for a new one (a name is needed then; no e-mail, no password). A wrong code
 * counts against the code and the address; a right code works once.
 */
export async function verifyMobileCode(
  deps: Omit<Deps, 'sms'>,
  input: { mobile: string; code: string; username?: string; lang?: Lang },
  ip: string,
  /** A logged-in customer confirming this number for their own account (no new session). */
  confirmFor?: string,
): Promise<{ token: string; user: SessionUser; created: boolean; confirmed?: boolean }> {
  const mobile = checkMobile(input.mobile);
  const code = String(input.code ?? '').replace(/\s/g, '');
  if (!code) throw badRequest(MSG.mobileCodeRequired, 'code');
  const ipKey = `mobile-code:fail:${ip}`;
  if ((await deps.limits.count(ipKey, HOUR_MS)) >= MOBILE_CODE_FAILURES_PER_IP_PER_HOUR) throw tooMany(MSG.mobileCodeTooMany);

  const row = await deps.db.selectFrom('mobile_codes').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  if (row && Number(row.attempts) >= MOBILE_CODE_ATTEMPTS_MAX) throw tooMany(MSG.mobileCodeUsedUp);
  // Count the attempt before comparing, atomically: of many guesses sent at once, at most the allowed few are compared.
  const counted = row
    ? await deps.db
        .updateTable('mobile_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', MOBILE_CODE_ATTEMPTS_MAX)
        .executeTakeFirst()
    : null;
  const right =
    !!row &&
    Number(counted?.numUpdatedRows ?? 0) === 1 &&
    row.expires_at > nowIso() &&
    new RegExp(`^\\d{${MOBILE_CODE_DIGITS}}$`).test(code) &&
    timingSafeEqual(digest(row.id, code), Buffer.from(row.code_hash, 'hex'));
  if (!right) {
    await deps.limits.hit(ipKey, HOUR_MS);
    if (row && Number(counted?.numUpdatedRows ?? 0) === 0) throw tooMany(MSG.mobileCodeUsedUp);
    throw unauthorized(MSG.mobileCodeWrong, 'code');
  }

  if (confirmFor) return confirmMobile(deps.db, confirmFor, mobile, row.id);

  let user = await verifiedAccountOf(deps.db, mobile);
  let created = false;
  if (!user) {
    // No account proved this number: a new one is made (an account that only
    // carries it unverified is not opened: its owner confirms it while logged in).
    const username = String(input.username ?? '').trim();
    if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
      // The code stays good for the next try with a name (this attempt is given back).
      await deps.db
        .updateTable('mobile_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', row.id)
        .execute();
      throw badRequest(MSG.mobileNameRequired, 'username');
    }
    const id = newId();
    try {
      await deps.db
        .insertInto('users')
        .values({
          id,
          username,
          email: null,
          email_lower: null,
          mobile_no: mobile,
          mobile_verified_at: nowIso(),
          password_hash: '', // no password: this account signs in with codes
          role: 'customer',
          lang: langOr(input.lang),
          created_at: nowIso(),
        })
        .execute();
      created = true;
    } catch (e) {
      if (e instanceof DomainError) throw e;
      // Two verifications of the same new number at once: the other made the account.
    }
    user = await verifiedAccountOf(deps.db, mobile);
    if (!user) throw unauthorized(MSG.mobileCodeWrong, 'code');
  }
  if (user.disabled_at) throw forbidden(MSG.accountDisabled);
  const used = await deps.db.deleteFrom('mobile_codes').where('id', '=', row.id).executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw unauthorized(MSG.mobileCodeWrong, 'code'); // used at the same moment by another request
  const token = await createSession(deps.db, user.id);
  return {
    token,
    created,
    user: { id: user.id, username: user.username, email: user.email, mobileNo: user.mobile_no, role: user.role, lang: langOr(user.lang) },
  };
}

/**
 * A logged-in customer typed the code sent to a number: it becomes their
 * account's verified number (from then on it signs them in, and order
 * messages go to it). A number another account has verified is refused.
 */
async function confirmMobile(db: Db, userId: string, mobile: string, codeId: string) {
  const other = await verifiedAccountOf(db, mobile);
  if (other && other.id !== userId) throw conflict(MSG.mobileInUse, 'mobile');
  const used = await db.deleteFrom('mobile_codes').where('id', '=', codeId).executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw unauthorized(MSG.mobileCodeWrong, 'code');
  try {
    await db.updateTable('users').set({ mobile_no: mobile, mobile_verified_at: nowIso() }).where('id', '=', userId).execute();
  } catch {
    throw conflict(MSG.mobileInUse, 'mobile'); // verified by another account at the same moment
  }
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    token: '',
    created: false,
    confirmed: true,
    user: { id: user.id, username: user.username, email: user.email, mobileNo: user.mobile_no, role: user.role, lang: langOr(user.lang) },
  };
}
