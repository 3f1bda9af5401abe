import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import { badRequest, conflict, notFound } from '../errors';
import { checkGstin } from '../tax/gstin';
import { parseAddress, type CompanyAddress } from './addresses';
import { COMPANY_MSG, COMPANY_STAFF_MSG } from './messages';

// A company: who it is (legal name, GSTIN, addresses), its people, and what
// staff set (group, credit, terms, status). Pending companies (a customer's own
// registration) get no prices until staff approve them (buyer-prices.ts).

type Executor = Kysely<Database> | Transaction<Database>;

export const COMPANY_ROLES = ['buyer', 'approver', 'admin'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** 'on-hold': staff stopped its prices and terms for now; 'pending': a registration staff have not decided. */
export const COMPANY_STATUSES = ['active', 'on-hold', 'pending'] as const;

export interface CompanyMember {
  userId: string;
  name: string;
  email: string | null;
  mobile: string;
  role: CompanyRole;
}

export interface Company {
  id: string;
  legalName: string;
  gstin: string | null;
  billing: CompanyAddress;
  shipping: CompanyAddress;
  groupId: string | null;
  groupName: string | null;
  status: string;
  source: string;
  leadId: string | null;
  approvalLimitPaise: number | null;
  creditLimitPaise: number | null;
  paymentTermsDays: number | null;
  createdAt: string;
  members: CompanyMember[];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function getCompany(db: Executor, id: string): Promise<Company> {
  const row = await db
    .selectFrom('companies')
    .leftJoin('customer_groups', 'customer_groups.id', 'companies.group_id')
    .selectAll('companies')
    .select('customer_groups.name as group_name')
    .where('companies.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(COMPANY_STAFF_MSG.companyUnknown);
  const members = await db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['users.id', 'users.username', 'users.email', 'users.mobile_no', 'company_members.role'])
    .where('company_members.company_id', '=', id)
    .orderBy('company_members.created_at')
    .execute();
  return {
    id: row.id,
    legalName: row.legal_name,
    gstin: row.gstin,
    billing: parseAddress(row.billing_address),
    shipping: parseAddress(row.shipping_address),
    groupId: row.group_id,
    groupName: row.group_name,
    status: row.status,
    source: row.source,
    leadId: row.lead_id,
    approvalLimitPaise: num(row.approval_limit_paise),
    creditLimitPaise: num(row.credit_limit_paise),
    paymentTermsDays: num(row.payment_terms_days),
    createdAt: row.created_at,
    members: members.map((m) => ({ userId: m.id, name: m.username, email: m.email, mobile: m.mobile_no, role: m.role as CompanyRole })),
  };
}

/** The company a customer belongs to (whatever its status) and their role in it; null when none. */
export async function companyOfUser(db: Executor, userId: string): Promise<{ company: Company; role: CompanyRole } | null> {
  const m = await db.selectFrom('company_members').select(['company_id', 'role']).where('user_id', '=', userId).executeTakeFirst();
  return m ? { company: await getCompany(db, m.company_id), role: m.role as CompanyRole } : null;
}

export interface CompanyRow {
  id: string;
  legalName: string;
  gstin: string | null;
  status: string;
  source: string;
  groupName: string | null;
  people: number;
  createdAt: string;
}

/** Companies for the back office, newest first; `status` filters ('pending': registrations to decide). */
export async function listCompanies(db: Executor, status?: string): Promise<CompanyRow[]> {
  let q = db
    .selectFrom('companies')
    .leftJoin('customer_groups', 'customer_groups.id', 'companies.group_id')
    .select((eb) => [
      'companies.id',
      'companies.legal_name',
      'companies.gstin',
      'companies.status',
      'companies.source',
      'companies.created_at',
      'customer_groups.name as group_name',
      eb
        .selectFrom('company_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('company_members.company_id', '=', 'companies.id')
        .as('people'),
    ])
    .orderBy('companies.created_at', 'desc');
  if (status) q = q.where('companies.status', '=', status);
  return (await q.execute()).map((r) => ({
    id: r.id,
    legalName: r.legal_name,
    gstin: r.gstin,
    status: r.status,
    source: r.source,
    groupName: r.group_name,
    people: Number(r.people ?? 0),
    createdAt: r.created_at,
  }));
}

export interface NewCompany {
  legalName: string;
  gstin: string;
  billing: CompanyAddress;
  shipping: CompanyAddress;
}

/** The legal name and GSTIN checked (as the checkout checks a GSTIN); '' GSTIN: none. */
export function cleanIdentity(input: { legalName: string; gstin: string }) {
  const legalName = input.legalName.trim().slice(0, 200);
  if (!legalName) throw badRequest(COMPANY_MSG.legalNameNeeded, 'legalName');
  return { legalName, gstin: checkGstin(input.gstin) || null };
}

/** Writes the company row; the caller adds its people in the same transaction. */
export async function insertCompany(
  trx: Executor,
  input: NewCompany & { status: string; source: string; leadId: string | null; groupId: string | null },
): Promise<string> {
  const { legalName, gstin } = cleanIdentity(input);
  const id = newId();
  const now = nowIso();
  await trx
    .insertInto('companies')
    .values({
      id,
      legal_name: legalName,
      gstin,
      billing_address: JSON.stringify(input.billing),
      shipping_address: JSON.stringify(input.shipping),
      group_id: input.groupId,
      status: input.status,
      source: input.source,
      lead_id: input.leadId,
      approval_limit_paise: null,
      credit_limit_paise: null,
      payment_terms_days: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Refuses a person who is in a company already (the table allows one company per person): 409 with a clear message. */
export async function assertInNoCompany(db: Executor, userId: string, message: string = COMPANY_MSG.alreadyMember) {
  const m = await db.selectFrom('company_members').select('company_id').where('user_id', '=', userId).executeTakeFirst();
  if (m) throw conflict(message, 'who');
}

/** A lead's id as staff paste it: an enquiry's or a contact message's; 400 when neither has it. */
export async function checkLead(db: Executor, leadId: string): Promise<string | null> {
  const id = leadId.trim();
  if (!id) return null;
  const [e, c] = await Promise.all([
    db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst(),
  ]);
  if (!e && !c) throw badRequest(COMPANY_STAFF_MSG.leadUnknown, 'leadId');
  return id;
}

export async function checkGroup(db: Executor, groupId: string): Promise<string | null> {
  if (!groupId) return null;
  const g = await db.selectFrom('customer_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!g) throw badRequest(COMPANY_STAFF_MSG.groupUnknown, 'groupId');
  return g.id;
}
