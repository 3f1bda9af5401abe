import { createHash, randomBytes } from 'node:crypto';
import type { RateStore } from '../../adapters/rate-store/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { checkLogin } from '../accounts/validation';
import { verifyWithLockout } from '../accounts/credentials';
import { STAFF_SESSION_HOURS } from '../constants';
import { badRequest, unauthorized } from '../errors';
import { MSG } from '../messages';
import type { StaffMember } from './staff';
import { checkTotp } from './totp';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signs a staff member in: the password behind the same lockout as customers,
 * then the authenticator code when the account has one. Sessions last 8 hours.
 */
export async function staffLogin(
  db: Db,
  limits: RateStore,
  input: { email: string; password: string; totp?: string },
  ip: string,
): Promise<{ token: string; staff: StaffMember }> {
  const problem = checkLogin(input);
  if (problem) throw badRequest(problem.message, problem.field);
  const row = await verifyWithLockout(limits, 'staff-login', input, ip, (email) =>
    db.selectFrom('staff').selectAll().where('email_lower', '=', email).executeTakeFirst(),
  );
  if (row.disabled_at) throw unauthorized(MSG.loginFailed);
  if (row.totp_secret) {
    const code = (input.totp ?? '').replace(/\s/g, '');
    if (!code) throw unauthorized(MSG.totpRequired, 'totp');
    if (!checkTotp(row.totp_secret, code)) throw unauthorized(MSG.totpInvalid, 'totp');
  }
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('staff_sessions')
    .values({
      id: digest(token),
      staff_id: row.id,
      created_at: nowIso(),
      expires_at: new Date(now + STAFF_SESSION_HOURS * 3_600_000).toISOString(),
    })
    .execute();
  return { token, staff: { id: row.id, email: row.email, name: row.name, role: row.role, totp: !!row.totp_secret } };
}

/** The staff member behind a token, or null (unknown, expired, disabled). */
export async function staffForToken(db: Db, token: string | null | undefined): Promise<StaffMember | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.totp_secret', 'staff.disabled_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.id', '=', digest(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.disabled_at || Date.parse(row.expires_at) <= Date.now()) {
    await revokeStaffSession(db, token);
    return null;
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, totp: !!row.totp_secret };
}

export async function revokeStaffSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', digest(token)).execute();
}
