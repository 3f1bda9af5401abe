import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { RateStore } from '../../adapters/rate-store/types';
import { SIGNUPS_PER_IP_PER_HOUR } from '../constants';
import { badRequest, conflict, forbidden, tooMany } from '../errors';
import { MSG } from '../messages';
import { verifyWithLockout } from './credentials';
import { hashPassword } from './passwords';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';
import { langOr, rememberLanguage } from './language';
import { createSession, type SessionUser } from './sessions';
import { checkLogin, checkSignup, normaliseMobile, type SignupInput } from './validation';

/** A new customer account; `lang` is the language they signed up in (their e-mails are written in it). Answers the new customer. */
export async function signup(db: Db, limits: RateStore, input: SignupInput, ip: string, lang: Lang = DEFAULT_LANG): Promise<SessionUser> {
  const problem = checkSignup(input);
  if (problem) throw badRequest(problem.message, problem.field);
  if ((await limits.hit(`signup:${ip}`, 3_600_000)) > SIGNUPS_PER_IP_PER_HOUR) throw tooMany(MSG.signupRateLimited);

  const email = input.email.trim();
  const mobile = normaliseMobile(input.mobileNo);
  const taken = await db
    .selectFrom('users')
    .select(['email_lower', 'mobile_no'])
    .where((eb) => eb.or([eb('email_lower', '=', email.toLowerCase()), eb('mobile_no', '=', mobile)]))
    .execute();
  if (taken.some((t) => t.email_lower === email.toLowerCase())) throw conflict(MSG.emailTaken, 'email');
  if (taken.length) throw conflict(MSG.mobileTaken, 'mobileNo');

  const passwordHash = await hashPassword(input.password);
  const id = newId();
  try {
    await db
      .insertInto('users')
      .values({
        id,
        username: input.username.trim(),
        email,
        email_lower: email.toLowerCase(),
        mobile_no: mobile,
        password_hash: passwordHash,
        role: 'customer',
        created_at: nowIso(),
        lang: langOr(lang),
      })
      .execute();
  } catch {
    // Lost a race with a simultaneous sign-up for the same email or mobile.
    throw conflict(MSG.emailTaken, 'email');
  }
  return { id, username: input.username.trim(), email, mobileNo: mobile, role: 'customer', lang: langOr(lang) };
}

/** Signs a customer just made by `signup` in (the shop's pages do; the API's sign-up answers as SPEC.md §7 says). */
export const startNewSession = (db: Db, userId: string) => createSession(db, userId);

/**
 * Checks the credentials (behind the lockout) and opens a session; with `lang`
 * (the language of the page or app logged in from), the account remembers it.
 */
export async function login(
  db: Db,
  limits: RateStore,
  input: { email: string; password: string },
  ip: string,
  lang?: Lang,
): Promise<{ token: string; user: SessionUser }> {
  const problem = checkLogin(input);
  if (problem) throw badRequest(problem.message, problem.field);
  const row = await verifyWithLockout(limits, 'login', input, ip, (email) =>
    db.selectFrom('users').selectAll().where('email_lower', '=', email).executeTakeFirst(),
  );
  if (row.disabled_at) throw forbidden(MSG.accountDisabled);
  const token = await createSession(db, row.id);
  if (lang && isLang(lang)) await rememberLanguage(db, row.id, lang);
  return {
    token,
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      mobileNo: row.mobile_no,
      role: row.role,
      lang: lang && isLang(lang) ? lang : langOr(row.lang),
    },
  };
}
