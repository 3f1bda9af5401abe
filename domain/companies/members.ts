import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { assertInNoCompany, COMPANY_ROLES, type CompanyRole } from './companies';
import { COMPANY_MSG } from './messages';

// A company's people: added by the e-mail or mobile number of their existing
// customer account, given a role, removed. Staff may do it for any company
// (audited); the company's admin for their own. A person is in one company at
// most (the table's primary key); asking for a second is a 409 in plain words.

type Executor = Kysely<Database> | Transaction<Database>;
/** Who makes the change: a staff member (audited) or the company's admin (a customer). */
export type Actor = { staff: Pick<StaffMember, 'id' | 'email'> } | { userId: string };

export function checkRole(value: string): CompanyRole {
  if (!(COMPANY_ROLES as readonly string[]).includes(value)) throw badRequest(COMPANY_MSG.roleInvalid, 'role');
  return value as CompanyRole;
}

/** The customer account with this e-mail address or mobile number; 400 when none. */
export async function findCustomer(db: Executor, who: string): Promise<{ id: string; username: string }> {
  const v = who.trim();
  const mobile = v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', '=', 'customer')
    .where((eb) => (v.includes('@') ? eb('email_lower', '=', v.toLowerCase()) : eb('mobile_no', '=', mobile)))
    .executeTakeFirst();
  if (!row) throw badRequest(COMPANY_MSG.noAccount, 'who');
  return row;
}

/** The company a customer may manage: theirs, when they are its admin; 403 otherwise. */
export async function companyAdminOf(db: Executor, userId: string): Promise<string> {
  const m = await db.selectFrom('company_members').select(['company_id', 'role']).where('user_id', '=', userId).executeTakeFirst();
  if (!m || m.role !== 'admin') throw forbidden(COMPANY_MSG.onlyAdmin);
  return m.company_id;
}

async function recordBy(trx: Executor, by: Actor, action: string, companyId: string, before: unknown, after: unknown) {
  if ('staff' in by) await audit(trx, by.staff, action, 'company', companyId, before, after);
}

/** Adds the customer with this e-mail or mobile number to the company with a role; 409 when they are in a company already. */
export async function addMember(db: Kysely<Database>, by: Actor, companyId: string, who: string, role: string) {
  const r = checkRole(role);
  const person = await findCustomer(db, who);
  await db.transaction().execute(async (trx) => {
    await assertInNoCompany(trx, person.id);
    try {
      await trx
        .insertInto('company_members')
        .values({ user_id: person.id, company_id: companyId, role: r, created_at: nowIso() })
        .execute();
    } catch (e) {
      // Two people adding the same person at once: the primary key decides.
      void e;
      throw conflict(COMPANY_MSG.alreadyMember, 'who');
    }
    await recordBy(trx, by, 'company.member.add', companyId, null, { userId: person.id, role: r });
  });
  return person;
}

async function memberOf(db: Executor, companyId: string, userId: string) {
  const m = await db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['company_members.role', 'users.username'])
    .where('company_members.company_id', '=', companyId)
    .where('company_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!m) throw notFound(COMPANY_MSG.notMember);
  return m;
}

async function assertAnotherAdmin(db: Executor, companyId: string, userId: string) {
  const other = await db
    .selectFrom('company_members')
    .select('user_id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (!other) throw conflict(COMPANY_MSG.lastAdmin, 'role');
}

export async function setMemberRole(db: Kysely<Database>, by: Actor, companyId: string, userId: string, role: string) {
  const r = checkRole(role);
  return db.transaction().execute(async (trx) => {
    const m = await memberOf(trx, companyId, userId);
    if (m.role === 'admin' && r !== 'admin') await assertAnotherAdmin(trx, companyId, userId);
    await trx.updateTable('company_members').set({ role: r }).where('user_id', '=', userId).execute();
    await recordBy(trx, by, 'company.member.role', companyId, { userId, role: m.role }, { userId, role: r });
    return m.username;
  });
}

export async function removeMember(db: Kysely<Database>, by: Actor, companyId: string, userId: string) {
  return db.transaction().execute(async (trx) => {
    const m = await memberOf(trx, companyId, userId);
    if (m.role === 'admin') await assertAnotherAdmin(trx, companyId, userId);
    await trx.deleteFrom('company_members').where('user_id', '=', userId).execute();
    await recordBy(trx, by, 'company.member.remove', companyId, { userId, role: m.role }, null);
    return m.username;
  });
}

/** Orders above the limit need an approver (null: none do); set by the company's admin or by staff. */
export async function setApprovalLimit(db: Kysely<Database>, by: Actor, companyId: string, limitPaise: number | null) {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('companies').select('approval_limit_paise').where('id', '=', companyId).executeTakeFirst();
    if (!before) throw notFound(COMPANY_MSG.notMember);
    await trx
      .updateTable('companies')
      .set({ approval_limit_paise: limitPaise, updated_at: nowIso() })
      .where('id', '=', companyId)
      .execute();
    await recordBy(
      trx,
      by,
      'company.approval-limit',
      companyId,
      { approvalLimitPaise: before.approval_limit_paise },
      { approvalLimitPaise: limitPaise },
    );
  });
}
