import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { langOr } from '../accounts/language';
import { badRequest } from '../errors';
import { translatorFor } from '../i18n/dictionaries';
import { queueMessage, SITE } from '../outbox/outbox';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { assertInNoCompany, checkGroup, getCompany, insertCompany, type NewCompany } from './companies';
import { COMPANY_MSG, COMPANY_STAFF_MSG } from './messages';
import { assertPending } from './staff-companies';

// A business registering itself: a logged-in customer gives its legal name,
// GSTIN and addresses; the company waits ('pending', without prices) with
// them as its admin until staff approve it or refuse it with a reason. Either
// way the customer is told by e-mail in their language. A refused
// registration is removed, so the customer may correct it and apply again.

type Staff = Pick<StaffMember, 'id' | 'email'>;

export async function registerCompany(db: Kysely<Database>, userId: string, input: NewCompany): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await assertInNoCompany(trx, userId, COMPANY_MSG.youAreMember);
    const id = await insertCompany(trx, { ...input, status: 'pending', source: 'self', leadId: null, groupId: null });
    await trx.insertInto('company_members').values({ user_id: userId, company_id: id, role: 'admin', created_at: nowIso() }).execute();
    return id;
  });
}

async function tellAdmins(
  trx: Transaction<Database>,
  companyId: string,
  company: string,
  topic: string,
  subject: string,
  body: string,
  values: Record<string, string>,
) {
  const admins = await trx
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['users.id', 'users.username', 'users.email', 'users.lang'])
    .where('company_members.company_id', '=', companyId)
    .where('company_members.role', '=', 'admin')
    .execute();
  for (const a of admins) {
    if (!a.email) continue;
    const lang = langOr(a.lang);
    const t = translatorFor(lang);
    const all = { ...values, name: a.username, company };
    await queueMessage(trx, {
      channel: 'email',
      topic,
      recipient: { kind: 'customer', id: a.id },
      to: a.email,
      lang,
      subject: t(subject, all),
      body: t(body, all),
      dedupeKey: `${topic}:${companyId}:${a.id}`,
    });
  }
}

/** Opens a pending company (with a group, perhaps) and tells its admin. */
export async function approveCompany(db: Kysely<Database>, staff: Staff, id: string, groupId = '') {
  const before = await getCompany(db, id);
  assertPending(before.status);
  const group = (await checkGroup(db, groupId)) ?? before.groupId;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('companies').set({ status: 'active', group_id: group, updated_at: nowIso() }).where('id', '=', id).execute();
    await audit(trx, staff, 'company.approve', 'company', id, { status: 'pending' }, { status: 'active', groupId: group });
    await tellAdmins(trx, id, before.legalName, 'company-approved', COMPANY_MSG.approvedSubject, COMPANY_MSG.approvedBody, {
      link: `${SITE}/account/company`,
    });
  });
}

/** Refuses a pending company with the reason the customer reads; the registration is removed. */
export async function refuseCompany(db: Kysely<Database>, staff: Staff, id: string, reason: string) {
  const why = reason.trim().slice(0, 1000);
  if (!why) throw badRequest(COMPANY_STAFF_MSG.reasonNeeded, 'reason');
  const before = await getCompany(db, id);
  assertPending(before.status);
  await db.transaction().execute(async (trx) => {
    // Told before the company (and its people) go: the admins are found through it.
    await tellAdmins(trx, id, before.legalName, 'company-refused', COMPANY_MSG.refusedSubject, COMPANY_MSG.refusedBody, { reason: why });
    await trx.deleteFrom('company_members').where('company_id', '=', id).execute();
    await trx.deleteFrom('companies').where('id', '=', id).execute();
    await audit(
      trx,
      staff,
      'company.refuse',
      'company',
      id,
      { legalName: before.legalName, gstin: before.gstin, status: 'pending' },
      { reason: why },
    );
  });
}
