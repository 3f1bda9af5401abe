import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { RateStore } from '../../adapters/rate-store/types';
import { NEW_ACCOUNT_GREETING_MS, SIGNUPS_PER_IP_PER_HOUR } from '../constants';
import { badRequest, conflict, forbidden, tooMany } from '../errors';
import { MSG } from '../messages';
import { SIGNUP_AGAIN_MAIL } from '../messages-safety-accounts';
import { translatorFor } from '../i18n/dictionaries';
import { verifyWithLockout } from './credentials';
import { hashPassword } from './passwords';
import { DEFAULT_LANG, isLang, localizedPath, type Lang } from '../i18n/languages';
import { langOr, rememberLanguage } from './language';
import { createSession, type SessionUser } from './sessions';
import { checkLogin, checkSignup, normaliseMobile, type SignupInput } from './validation';

/** Who to tell when someone signs up with an e-mail that already has an account (the answer does not say so). */
export interface SignupNotice {
  mail: Mailer;
  publicUrl: string;
}

/**
 * A new customer account; `lang` is the language they signed up in (their
 * e-mails are written in it). Answers the new customer, or null when the e-mail
 * already had an account: nothing is made, the owner of the e-mail is told by
 * e-mail, and the caller answers as for a new account (no one learns from the
 * answer whether an e-mail has an account). The mobile number is kept
 * unverified: it signs no one in and gets no message until its owner types a
 * code sent to it. A number another account has verified is refused (without
 * saying which account).
 */
export async function signup(
  db: Db,
  limits: RateStore,
  input: SignupInput,
  ip: string,
  lang: Lang = DEFAULT_LANG,
  notice?: SignupNotice,
): Promise<SessionUser | null> {
  const problem = checkSignup(input);
  if (problem) throw badRequest(problem.message, problem.field);
  if ((await limits.hit(`signup:${ip}`, 3_600_000)) > SIGNUPS_PER_IP_PER_HOUR) throw tooMany(MSG.signupRateLimited);

  const email = input.email.trim();
  const mobile = normaliseMobile(input.mobileNo);
  const verifiedElsewhere = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_no', '=', mobile)
    .where('mobile_verified_at', 'is not', null)
    .executeTakeFirst();
  if (verifiedElsewhere) throw conflict(MSG.mobileInUse, 'mobileNo');
  const owner = await db
    .selectFrom('users')
    .select(['username', 'email', 'lang'])
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirst();
  if (owner) {
    await tellOwner(notice, owner);
    return null;
  }

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
    // Lost a race with a simultaneous sign-up for the same e-mail: answered as any known e-mail.
    return null;
  }
  return { id, username: input.username.trim(), email, mobileNo: mobile, role: 'customer', lang: langOr(lang) };
}

async function tellOwner(notice: SignupNotice | undefined, owner: { username: string; email: string | null; lang: string }) {
  if (!notice || !owner.email) return;
  const lang = langOr(owner.lang);
  const t = translatorFor(lang);
  const link = `${notice.publicUrl}${localizedPath(lang, '/login')}`;
  await notice.mail.send({
    to: owner.email,
    subject: t(SIGNUP_AGAIN_MAIL.subject),
    text: [t(SIGNUP_AGAIN_MAIL.body, { name: owner.username, link }), '', 'Mitti Biotech'].join('\n'),
  });
}

/**
 * Checks the credentials (behind the lockout) and opens a session; with `lang`
 * (the language of the page or app logged in from), the account remembers it.
 */
/**
 * A login that is the account's first (made lately, no session yet): the
 * sign-up form answers new and known e-mails alike, so the welcome of a new
 * account comes with its first login.
 */
async function isFirstSignIn(db: Db, user: { id: string; created_at: string }): Promise<boolean> {
  if (Date.now() - Date.parse(user.created_at) > NEW_ACCOUNT_GREETING_MS) return false;
  const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  return !session;
}

export async function login(
  db: Db,
  limits: RateStore,
  input: { email: string; password: string },
  ip: string,
  lang?: Lang,
): Promise<{ token: string; user: SessionUser; created: boolean }> {
  const problem = checkLogin(input);
  if (problem) throw badRequest(problem.message, problem.field);
  const row = await verifyWithLockout(limits, 'login', input, ip, (email) =>
    db.selectFrom('users').selectAll().where('email_lower', '=', email).executeTakeFirst(),
  );
  if (row.disabled_at) throw forbidden(MSG.accountDisabled);
  const created = await isFirstSignIn(db, row);
  const token = await createSession(db, row.id);
  if (lang && isLang(lang)) await rememberLanguage(db, row.id, lang);
  return {
    token,
    created,
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
