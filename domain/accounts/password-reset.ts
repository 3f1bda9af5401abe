import { sql } from 'kysely';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/types';
import type { RateStore } from '../../adapters/rate-store/types';
import type { SmsSender } from '../../adapters/sms/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import {
  LOGIN_FAILURE_WINDOW_MS,
  PASSWORD_CHANGE_FAILURES_MAX,
  PASSWORD_RESET_CODE_ATTEMPTS_MAX,
  PASSWORD_RESET_CODE_VALID_MS,
  PASSWORD_RESET_FAILURES_PER_IP_PER_HOUR,
  PASSWORD_RESET_LINK_VALID_MS,
  PASSWORD_RESET_WINDOW_MS,
  PASSWORD_RESETS_PER_ACCOUNT_PER_DAY,
  PASSWORD_RESETS_PER_IP_PER_HOUR,
  PASSWORD_RESETS_PER_TARGET,
} from '../constants';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../errors';
import { translatorFor } from '../i18n/dictionaries';
import { localizedPath, type Lang } from '../i18n/languages';
import { MSG } from '../messages';
import { RESET_MAIL, RESET_SMS_TEXT } from '../messages-sign-in';
import { isEmail } from '../validation';
import { langOr } from './language';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, tokenDigest, type SessionUser } from './sessions';
import { checkNewPassword, isMobile, normaliseMobile } from './validation';

// A forgotten password (ours): a link by e-mail or a six-digit code by SMS,
// only its hash kept, single use, expiring, limited per address, per e-mail
// or number typed and per account. The answer to a request is the same
// whether or not an account exists. Setting the new password ends every other
// session of the account and opens a new one. Changing it in My account needs
// the current password and ends the other sessions too.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CODE_DIGITS = 6;

export interface ResetDeps {
  db: Db;
  mail: Mailer;
  sms: SmsSender;
  limits: RateStore;
  config: { PUBLIC_URL: string };
}

const linkHash = (token: string) => createHash('sha256').update(`reset-link:${token}`).digest('hex');
const codeHash = (id: string, code: string) => createHash('sha256').update(`reset-code:${id}:${code}`).digest('hex');

function requireNewPassword(i: { password: string; confirmPassword: string }) {
  const problem = checkNewPassword(i);
  if (problem) throw badRequest(problem.message, problem.field);
}

/** What was typed in "E-mail or mobile number": an e-mail (lower case) or a 10-digit number, or a 400. */
export function parseResetLogin(raw: string): { email: string } | { mobile: string } {
  const value = String(raw ?? '').trim();
  if (value.includes('@')) {
    if (!isEmail(value) || value.length > 254) throw badRequest(MSG.emailInvalid, 'login');
    return { email: value.toLowerCase() };
  }
  const mobile = normaliseMobile(value);
  if (!value || !isMobile(mobile)) throw badRequest(MSG.resetLoginRequired, 'login');
  return { mobile };
}

/**
 * Sends a link (e-mail) or a code (SMS) to set a new password, when an account
 * has what was typed. Answers the same either way (`via` says which page comes
 * next: the code page for a number, whatever the account). Too many requests
 * for the same e-mail or number, or from one address, are refused alike; an
 * account asked for too often silently gets nothing more.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  raw: string,
  ip: string,
  lang: Lang,
): Promise<{ via: 'email' | 'sms'; mobile?: string }> {
  const target = parseResetLogin(raw);
  const key = 'email' in target ? `email:${target.email}` : `mobile:${target.mobile}`;
  if ((await deps.limits.hit(`pw-reset:ip:${ip}`, HOUR_MS)) > PASSWORD_RESETS_PER_IP_PER_HOUR) throw tooMany(MSG.resetTooMany);
  if ((await deps.limits.hit(`pw-reset:target:${key}`, PASSWORD_RESET_WINDOW_MS)) > PASSWORD_RESETS_PER_TARGET)
    throw tooMany(MSG.resetTooMany);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'mobile_no', 'lang', 'disabled_at'])
    .where('role', '=', 'customer')
    .where('email' in target ? 'email_lower' : 'mobile_no', '=', 'email' in target ? target.email : target.mobile)
    // Several accounts may carry one number unverified: the one that proved it, else the first made.
    .orderBy(sql`case when mobile_verified_at is null then 1 else 0 end`)
    .orderBy('created_at')
    .executeTakeFirst();
  const answer = 'email' in target ? { via: 'email' as const } : { via: 'sms' as const, mobile: target.mobile };
  // No account, a disabled one, or one asked for too often today: nothing is sent, and nothing says so.
  if (!user || user.disabled_at) return answer;
  if ((await deps.limits.hit(`pw-reset:account:${user.id}`, DAY_MS)) > PASSWORD_RESETS_PER_ACCOUNT_PER_DAY) return answer;
  const t = translatorFor(lang);
  const id = newId();
  const now = Date.now();
  if ('email' in target) {
    const token = randomBytes(32).toString('base64url');
    await deps.db.transaction().execute(async (trx) => {
      // One live link per account: a newer one replaces it.
      await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('channel', '=', 'email').execute();
      await trx
        .insertInto('password_resets')
        .values({
          id,
          user_id: user.id,
          channel: 'email',
          secret_hash: linkHash(token),
          attempts: 0,
          expires_at: new Date(now + PASSWORD_RESET_LINK_VALID_MS).toISOString(),
          used_at: null,
          created_at: nowIso(),
        })
        .execute();
    });
    const link = `${deps.config.PUBLIC_URL}${localizedPath(lang, '/reset-password')}?token=${token}`;
    await deps.mail.send({
      to: user.email!,
      subject: t(RESET_MAIL.subject),
      text: [t(RESET_MAIL.body, { name: user.username, link }), '', t(RESET_MAIL.ignore), '', 'Mitti Biotech'].join('\n'),
    });
    return answer;
  }
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('channel', '=', 'sms').execute();
    await trx
      .insertInto('password_resets')
      .values({
        id,
        user_id: user.id,
        channel: 'sms',
        secret_hash: codeHash(id, code),
        attempts: 0,
        expires_at: new Date(now + PASSWORD_RESET_CODE_VALID_MS).toISOString(),
        used_at: null,
        created_at: nowIso(),
      })
      .execute();
  });
  try {
    await deps.sms.sendCode({ to: user.mobile_no, code, text: t(RESET_SMS_TEXT, { code }) });
  } catch {
    // Not told apart from an unknown number; the person asks again.
    await deps.db.deleteFrom('password_resets').where('id', '=', id).execute();
  }
  return answer;
}

/** Whether an e-mailed link is still good (the page asks for the new password only then). */
export async function resetLinkIsLive(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db
    .selectFrom('password_resets')
    .select(['expires_at', 'used_at'])
    .where('secret_hash', '=', linkHash(token))
    .executeTakeFirst();
  return !!row && !row.used_at && row.expires_at > nowIso();
}

export type ResetProof = { token: string } | { mobile: string; code: string };

/**
 * Sets the new password with a link's token or a number's code: each works
 * once and not after it expires; a wrong code counts against it and the
 * address. Every session of the account ends; a new one is opened (its token
 * answered) for the person who reset it.
 */
export async function resetPassword(
  deps: { db: Db; limits: RateStore },
  proof: ResetProof,
  input: { password: string; confirmPassword: string },
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const failKey = `pw-reset:fail:${ip}`;
  if ((await deps.limits.count(failKey, HOUR_MS)) >= PASSWORD_RESET_FAILURES_PER_IP_PER_HOUR) throw tooMany(MSG.resetTooMany);
  const fail = async (message: string, field?: string) => {
    await deps.limits.hit(failKey, HOUR_MS);
    return field ? unauthorized(message, field) : conflict(message);
  };
  let rowId: string;
  let userId: string;
  if ('token' in proof) {
    const token = String(proof.token ?? '');
    const row =
      token.length > 0 && token.length <= 100
        ? await deps.db
            .selectFrom('password_resets')
            .selectAll()
            .where('secret_hash', '=', linkHash(token))
            .where('channel', '=', 'email')
            .executeTakeFirst()
        : undefined;
    if (!row || row.used_at || row.expires_at <= nowIso()) throw await fail(MSG.resetLinkInvalid);
    requireNewPassword(input);
    rowId = row.id;
    userId = row.user_id;
  } else {
    const mobile = normaliseMobile(String(proof.mobile ?? '').trim());
    if (!isMobile(mobile)) throw badRequest(MSG.mobileInvalid, 'mobile');
    const code = String(proof.code ?? '').replace(/\s/g, '');
    if (!code) throw badRequest(MSG.resetCodeRequired, 'code');
    requireNewPassword(input);
    const row = await deps.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select([
        'password_resets.id',
        'password_resets.user_id',
        'password_resets.secret_hash',
        'password_resets.attempts',
        'password_resets.expires_at',
        'password_resets.used_at',
      ])
      .where('users.mobile_no', '=', mobile)
      .where('password_resets.channel', '=', 'sms')
      .executeTakeFirst();
    // Count the try before comparing, atomically: of many guesses at once, only the allowed few are compared.
    const counted = row
      ? await deps.db
          .updateTable('password_resets')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .where('attempts', '<', PASSWORD_RESET_CODE_ATTEMPTS_MAX)
          .executeTakeFirst()
      : null;
    const right =
      !!row &&
      Number(counted?.numUpdatedRows ?? 0) === 1 &&
      !row.used_at &&
      row.expires_at > nowIso() &&
      new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code) &&
      timingSafeEqual(Buffer.from(codeHash(row.id, code), 'hex'), Buffer.from(row.secret_hash, 'hex'));
    if (!right) throw await fail(MSG.resetCodeWrong, 'code');
    rowId = row.id;
    userId = row.user_id;
  }
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.disabled_at) throw forbidden(MSG.accountDisabled);
  const passwordHash = await hashPassword(input.password);
  const used = await deps.db.transaction().execute(async (trx) => {
    // Used once: of two requests with the same link at the same moment, one wins.
    const marked = await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', rowId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    // The other links and codes of the account are no good any more.
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('id', '!=', rowId).execute();
    return true;
  });
  if (!used) throw await fail('token' in proof ? MSG.resetLinkInvalid : MSG.resetCodeWrong, 'token' in proof ? undefined : 'code');
  await deps.limits.reset(`login:acct:${(user.email_lower ?? '').toLowerCase()}`);
  const token = await createSession(deps.db, userId);
  return {
    token,
    user: { id: user.id, username: user.username, email: user.email, mobileNo: user.mobile_no, role: user.role, lang: langOr(user.lang) },
  };
}

/**
 * My account's "Change password": the current one, then the new one twice
 * (sign-up's rules). Every other session of the account ends; the one it was
 * changed from stays. Wrong current passwords are limited per account.
 */
export async function changePassword(
  deps: { db: Db; limits: RateStore },
  userId: string,
  currentToken: string | null,
  input: { currentPassword: string; password: string; confirmPassword: string },
): Promise<void> {
  if (!input.currentPassword) throw badRequest(MSG.currentPasswordRequired, 'currentPassword');
  requireNewPassword(input);
  const row = await deps.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!row.password_hash) throw conflict(MSG.noPasswordYet, 'currentPassword');
  const key = `pw-change:acct:${userId}`;
  if ((await deps.limits.hit(key, LOGIN_FAILURE_WINDOW_MS)) > PASSWORD_CHANGE_FAILURES_MAX) throw tooMany(MSG.loginLocked);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) throw unauthorized(MSG.currentPasswordWrong, 'currentPassword');
  await deps.limits.reset(key);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    let others = trx.deleteFrom('sessions').where('user_id', '=', userId);
    if (currentToken) others = others.where('id', '!=', tokenDigest(currentToken));
    await others.execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  });
}
