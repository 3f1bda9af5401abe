import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Mailer } from '../../adapters/mail/types';
import type { RateStore } from '../../adapters/rate-store/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { checkLogin } from '../accounts/validation';
import { dummyHash, verifyPassword } from '../accounts/passwords';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_MAX,
  STAFF_SESSION_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_TOTP_FAILURES_MAX,
} from '../constants';
import { badRequest, notFound, tooMany, unauthorized } from '../errors';
import { translatorFor } from '../i18n/dictionaries';
import { MSG } from '../messages';
import { STAFF_MAIL } from '../messages-staff-mail';
import { audit } from './audit';
import { staffLangOr } from './language';
import type { StaffMember } from './staff';
import { useTotp } from './totp';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
/** A session's last use is written at most this often. */
const TOUCH_MS = 60_000;

/** Who is told of a locked staff sign-in: the owners, by e-mail. */
export interface StaffLoginNotice {
  mail: Mailer;
}

/**
 * Signs a staff member in: the password behind a lockout (five failures in 15
 * minutes lock the account, many more the address), then the authenticator
 * code when the account has one. Wrong codes have a lockout of their own, per
 * account and per address, that a right password does not reset; a code works
 * once. A locked account still opens with the right password and a right
 * authenticator code (so whoever knows only the e-mail cannot lock its owner
 * out), and the owners are told by e-mail when an account gets locked.
 * Sessions last 8 hours, and end after 30 minutes idle.
 */
export async function staffLogin(
  db: Db,
  limits: RateStore,
  input: { email: string; password: string; totp?: string },
  ip: string,
  notice?: StaffLoginNotice,
): Promise<{ token: string; staff: StaffMember }> {
  const problem = checkLogin(input);
  if (problem) throw badRequest(problem.message, problem.field);
  const email = input.email.trim().toLowerCase();
  const keys = {
    account: `staff-login:acct:${email}`,
    ip: `staff-login:ip:${ip}`,
    totpAccount: `staff-totp:acct:${email}`,
    totpIp: `staff-totp:ip:${ip}`,
  };
  const code = (input.totp ?? '').replace(/\s/g, '');
  if ((await limits.count(keys.ip, LOGIN_FAILURE_WINDOW_MS)) >= LOGIN_FAILURES_MAX * 4) throw tooMany(MSG.loginLocked);
  if ((await limits.count(keys.totpIp, LOGIN_FAILURE_WINDOW_MS)) >= STAFF_TOTP_FAILURES_MAX * 4) throw tooMany(MSG.totpLocked);
  // Count the attempt before the slow password check, atomically (of many guesses at once none gets past the limit).
  const tries = await limits.hit(keys.account, LOGIN_FAILURE_WINDOW_MS);
  const locked = tries > LOGIN_FAILURES_MAX;
  if (tries === LOGIN_FAILURES_MAX + 1 && notice) await tellOwners(db, notice, email, ip);
  // Locked: only a password with an authenticator code is looked at (and the answer says nothing of the password alone).
  if (locked && !/^\d{6}$/.test(code)) throw tooMany(MSG.loginLocked);

  const row = await db.selectFrom('staff').selectAll().where('email_lower', '=', email).executeTakeFirst();
  const passwordOk = await verifyPassword(row?.password_hash ?? (await dummyHash()), input.password);
  if (!row || !passwordOk || row.disabled_at) {
    await limits.hit(keys.ip, LOGIN_FAILURE_WINDOW_MS);
    if (locked) throw tooMany(MSG.loginLocked);
    throw unauthorized(MSG.loginFailed);
  }
  if (locked && !row.totp_secret) throw tooMany(MSG.loginLocked);
  if (row.totp_secret) {
    if (!code) throw unauthorized(MSG.totpRequired, 'totp');
    if ((await limits.hit(keys.totpAccount, LOGIN_FAILURE_WINDOW_MS)) > STAFF_TOTP_FAILURES_MAX) {
      throw tooMany(locked ? MSG.loginLocked : MSG.totpLocked);
    }
    if (!(await useTotp(db, row.id, row.totp_secret, code))) {
      await limits.hit(keys.totpIp, LOGIN_FAILURE_WINDOW_MS);
      if (locked) throw tooMany(MSG.loginLocked);
      throw unauthorized(MSG.totpInvalid, 'totp');
    }
    await limits.reset(keys.totpAccount);
  }
  await limits.reset(keys.account);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('staff_sessions')
    .values({
      id: digest(token),
      staff_id: row.id,
      created_at: nowIso(),
      expires_at: new Date(now + STAFF_SESSION_HOURS * 3_600_000).toISOString(),
      last_seen_at: nowIso(),
    })
    .execute();
  return {
    token,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role, totp: !!row.totp_secret, lang: staffLangOr(row.lang) },
  };
}

/** An e-mail to every active owner, in their language: this staff account's sign-in was locked. Never fails the sign-in. */
async function tellOwners(db: Db, notice: StaffLoginNotice, email: string, ip: string) {
  try {
    const owners = await db
      .selectFrom('staff')
      .select(['email', 'lang'])
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .execute();
    for (const owner of owners) {
      const t = translatorFor(staffLangOr(owner.lang));
      await notice.mail.send({
        to: owner.email,
        subject: t(STAFF_MAIL.lockoutSubject),
        text: [t(STAFF_MAIL.lockoutBody, { email, ip }), '', 'Mitti Biotech'].join('\n'),
      });
    }
  } catch {
    // The mail is kept and retried by the mailer; a failure here must not open or close the door.
  }
}

/** The staff member behind a token, or null (unknown, expired, idle too long, disabled). */
export async function staffForToken(db: Db, token: string | null | undefined): Promise<StaffMember | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.totp_secret',
      'staff.lang',
      'staff.disabled_at',
      'staff_sessions.expires_at',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
    ])
    .where('staff_sessions.id', '=', digest(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const seen = Date.parse(row.last_seen_at ?? row.created_at);
  if (row.disabled_at || Date.parse(row.expires_at) <= now || now - seen >= IDLE_MS) {
    await revokeStaffSession(db, token);
    return null;
  }
  if (now - seen >= TOUCH_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', digest(token))
      .execute();
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, totp: !!row.totp_secret, lang: staffLangOr(row.lang) };
}

export async function revokeStaffSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', digest(token)).execute();
}

export interface StaffSessionView {
  /** The session's handle for ending it (the hash of its token, shortened: not the token). */
  id: string;
  staffId: string;
  email: string;
  role: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** The live staff sessions (for owners), the most recently used first. */
export async function listStaffSessions(db: Db): Promise<StaffSessionView[]> {
  const idleSince = new Date(Date.now() - IDLE_MS).toISOString();
  const rows = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id',
      'staff_sessions.staff_id',
      'staff.email',
      'staff.role',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.expires_at', '>', nowIso())
    .where((eb) => eb(eb.fn.coalesce('staff_sessions.last_seen_at', 'staff_sessions.created_at'), '>', idleSince))
    .orderBy(sql`coalesce(staff_sessions.last_seen_at, staff_sessions.created_at)`, 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id.slice(0, 16),
    staffId: r.staff_id,
    email: r.email,
    role: r.role,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at ?? r.created_at,
    expiresAt: r.expires_at,
  }));
}

/** An owner ends a staff session (by the handle `listStaffSessions` shows); audited. */
export async function endStaffSession(db: Db, by: Pick<StaffMember, 'id' | 'email'>, handle: string): Promise<void> {
  const h = String(handle ?? '');
  if (!/^[0-9a-f]{16}$/.test(h)) throw notFound(MSG.notFound);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .select(['staff_sessions.id', 'staff.id as staffId', 'staff.email'])
      .where('staff_sessions.id', 'like', `${h}%`)
      .executeTakeFirst();
    if (!row) throw notFound(MSG.notFound);
    await trx.deleteFrom('staff_sessions').where('id', '=', row.id).execute();
    await audit(trx, by, 'staff.session.end', 'staff', row.staffId, { session: h, email: row.email }, null);
  });
}
