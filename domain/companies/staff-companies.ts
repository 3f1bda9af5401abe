import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { badRequest, conflict } from '../errors';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { assertInNoCompany, checkGroup, checkLead, getCompany, insertCompany, type NewCompany } from './companies';
import { getLead } from '../leads/inbox';
import { checkRole, findCustomer } from './members';
import { COMPANY_MSG, COMPANY_STAFF_MSG } from './messages';

// What staff do to companies: create one (perhaps from a lead) with its
// first people, and set its group, credit limit, payment terms and status.
// Every change is audited in its own transaction.

type Staff = Pick<StaffMember, 'id' | 'email'>;

/** "₹1,50,000" → paise; '' → null (no limit); 400 on anything else. */
export function limitFrom(text: string, field: string): number | null {
  if (!text.trim()) return null;
  const paise = parseRupees(text);
  if (paise === null) throw badRequest(COMPANY_MSG.limitInvalid, field);
  return paise;
}

export async function createCompany(
  db: Kysely<Database>,
  staff: Staff,
  input: NewCompany & { groupId: string; leadId: string; people: { who: string; role: string }[] },
): Promise<string> {
  const groupId = await checkGroup(db, input.groupId);
  const leadId = await checkLead(db, input.leadId);
  const people: { id: string; username: string; role: string }[] = [];
  for (const p of input.people.filter((p) => p.who.trim())) people.push({ ...(await findCustomer(db, p.who)), role: checkRole(p.role) });
  return db.transaction().execute(async (trx) => {
    const id = await insertCompany(trx, { ...input, status: 'active', source: 'staff', leadId, groupId });
    const now = nowIso();
    for (const p of people) {
      await assertInNoCompany(trx, p.id);
      await trx.insertInto('company_members').values({ user_id: p.id, company_id: id, role: p.role, created_at: now }).execute();
    }
    await audit(trx, staff, 'company.create', 'company', id, null, {
      legalName: input.legalName,
      gstin: input.gstin || null,
      groupId,
      leadId,
      people: people.map((p) => ({ userId: p.id, role: p.role })),
    });
    return id;
  });
}

export interface CompanyTerms {
  groupId: string;
  creditLimit: string;
  paymentTermsDays: string;
  approvalLimit: string;
  status: string;
}

/** Group, credit limit, payment terms (days), approval limit and status ('active' or 'on-hold'; a pending one is decided apart). */
export async function updateCompanyTerms(db: Kysely<Database>, staff: Staff, id: string, input: CompanyTerms) {
  const before = await getCompany(db, id);
  const groupId = await checkGroup(db, input.groupId);
  const credit = limitFrom(input.creditLimit, 'creditLimit');
  const approval = limitFrom(input.approvalLimit, 'approvalLimit');
  const termsText = input.paymentTermsDays.trim();
  if (termsText && !/^\d{1,3}$/.test(termsText)) throw badRequest(COMPANY_STAFF_MSG.termsInvalid, 'paymentTermsDays');
  const terms = termsText ? Number(termsText) : null;
  if (terms !== null && terms > 365) throw badRequest(COMPANY_STAFF_MSG.termsInvalid, 'paymentTermsDays');
  const status = before.status === 'pending' ? 'pending' : input.status || before.status;
  if (status !== 'pending' && status !== 'active' && status !== 'on-hold') throw badRequest(COMPANY_STAFF_MSG.statusInvalid, 'status');
  const after = { groupId, creditLimitPaise: credit, paymentTermsDays: terms, approvalLimitPaise: approval, status };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companies')
      .set({
        group_id: groupId,
        credit_limit_paise: credit,
        payment_terms_days: terms,
        approval_limit_paise: approval,
        status,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    const was = {
      groupId: before.groupId,
      creditLimitPaise: before.creditLimitPaise,
      paymentTermsDays: before.paymentTermsDays,
      approvalLimitPaise: before.approvalLimitPaise,
      status: before.status,
    };
    await audit(trx, staff, 'company.terms', 'company', id, was, after);
  });
}

/**
 * The new-company form filled from a lead (an enquiry or a contact message):
 * its company as the legal name, its writer as the first person (their
 * e-mail, as their account would have it) and the billing contact; nothing
 * when there is no such lead.
 */
export async function leadDefaults(db: Kysely<Database>, leadId: string): Promise<Record<string, string>> {
  const id = leadId.trim();
  if (!id) return {};
  for (const kind of ['enquiry', 'contact'] as const) {
    try {
      const lead = await getLead(db, kind, id);
      const mobile = lead.phone.replace(/\D/g, '').slice(-10);
      return { leadId: id, legalName: lead.company, who1: lead.email, role1: 'admin', billingName: lead.name, billingMobile: mobile };
    } catch {
      // Not of this kind: the other one is tried.
    }
  }
  return {};
}

export function assertPending(status: string) {
  if (status !== 'pending') throw conflict(COMPANY_STAFF_MSG.notPending);
}
