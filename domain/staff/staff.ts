import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '../constants';
import { hashPassword } from '../accounts/passwords';
import { isEmail } from '../validation';
import { badRequest, conflict, notFound } from '../errors';
import { audit } from './audit';
import { MSG } from '../messages';
import type { Lang } from '../i18n/languages';
import { staffLangOr } from './language';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totp: boolean;
  /** The language of their e-mails (the back office itself is English). */
  lang: Lang;
}

export const isStaffRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

/** A password for a new account, shown once: 18 random characters. */
export const oneTimePassword = () => randomBytes(14).toString('base64url').slice(0, 18);

/** Creates a staff account; answers the password to hand over (the one given, or a new one-time one). */
export async function addStaff(
  db: Db,
  input: { email: string; role: string; name?: string; password?: string },
): Promise<{ id: string; password: string }> {
  const email = input.email.trim();
  if (!isEmail(email)) throw badRequest(MSG.emailInvalid, 'email');
  if (!isStaffRole(input.role)) throw badRequest(MSG.staffRoleInvalid, 'role');
  const password = input.password ?? oneTimePassword();
  if (password.length < STAFF_PASSWORD_MIN) throw badRequest(MSG.staffPasswordShort, 'password');
  const taken = await db.selectFrom('staff').select('id').where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
  if (taken) throw conflict(MSG.staffEmailTaken, 'email');
  const id = newId();
  await db
    .insertInto('staff')
    .values({
      id,
      email,
      email_lower: email.toLowerCase(),
      name: input.name?.trim() || email.split('@')[0],
      role: input.role,
      password_hash: await hashPassword(password),
      totp_secret: null,
      disabled_at: null,
      created_at: nowIso(),
    })
    .execute();
  return { id, password };
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start: the first owner, only while no staff account exists. */
export async function ensureFirstOwner(db: Db, email: string | undefined, password: string | undefined): Promise<boolean> {
  if (!email || !password) return false;
  const any = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await addStaff(db, { email, password, role: 'owner' });
  return true;
}

export async function listStaff(db: Db): Promise<(StaffMember & { disabled: boolean })[]> {
  const rows = await db.selectFrom('staff').selectAll().orderBy('created_at').execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    totp: !!r.totp_secret,
    lang: staffLangOr(r.lang),
    disabled: !!r.disabled_at,
  }));
}

/** An owner changes a staff member's role or disables the account (which ends its sessions); audited. Owners cannot lock themselves out. */
export async function updateStaff(
  db: Db,
  by: Pick<StaffMember, 'id' | 'email'>,
  id: string,
  input: { role: string; disabled: boolean },
): Promise<void> {
  if (!isStaffRole(input.role)) throw badRequest(MSG.staffRoleInvalid, 'role');
  const row = await db.selectFrom('staff').select(['id', 'role', 'disabled_at']).where('id', '=', id.slice(0, 64)).executeTakeFirst();
  if (!row) throw notFound(MSG.notFound);
  if (row.id === by.id && (input.role !== 'owner' || input.disabled)) throw conflict(MSG.staffSelfLockout);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ role: input.role as StaffRole, disabled_at: input.disabled ? (row.disabled_at ?? nowIso()) : null })
      .where('id', '=', row.id)
      .execute();
    if (input.disabled) await trx.deleteFrom('staff_sessions').where('staff_id', '=', row.id).execute();
    await audit(
      trx,
      by,
      'staff.update',
      'staff',
      row.id,
      { role: row.role, disabled: !!row.disabled_at },
      { role: input.role, disabled: input.disabled },
    );
  });
}

/** An owner adds a staff member with a first password to hand over (at least 12 characters). Audited. */
export async function inviteStaff(
  db: Db,
  by: Pick<StaffMember, 'id' | 'email'>,
  input: { email: string; role: string; name: string; password: string },
) {
  const created = await addStaff(db, input);
  await audit(db, by, 'staff.add', 'staff', created.id, null, { email: input.email.trim(), role: input.role });
  return created;
}
