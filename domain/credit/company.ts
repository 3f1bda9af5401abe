import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../errors';
import { CREDIT_MSG } from './texts';

// A person's company as credit sees it: its approval limit, credit limit and
// terms, and the person's role. Found by its own query (a person belongs to
// at most one company; only an active company buys as one).

type Executor = Kysely<Database> | Transaction<Database>;

export interface MemberCompany {
  id: string;
  legalName: string;
  role: 'buyer' | 'approver' | 'admin';
  approvalLimitPaise: number | null;
  creditLimitPaise: number | null;
  termsDays: number;
}

/** Approvers and admins approve orders and see the statement; buyers only buy. */
export const mayApprove = (c: Pick<MemberCompany, 'role'>) => c.role === 'approver' || c.role === 'admin';

export async function memberCompany(db: Executor, userId: string): Promise<MemberCompany | null> {
  const r = await db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select([
      'companies.id',
      'companies.legal_name',
      'company_members.role',
      'companies.approval_limit_paise',
      'companies.credit_limit_paise',
      'companies.payment_terms_days',
    ])
    .where('company_members.user_id', '=', userId)
    .where('companies.status', '=', 'active')
    .executeTakeFirst();
  if (!r) return null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id,
    legalName: r.legal_name,
    role: r.role as MemberCompany['role'],
    approvalLimitPaise: num(r.approval_limit_paise),
    creditLimitPaise: num(r.credit_limit_paise),
    termsDays: num(r.payment_terms_days) ?? 0,
  };
}

/** The company of an approver or admin, else 403 (a buyer) or 404 (no company). */
export async function approverCompany(db: Executor, userId: string): Promise<MemberCompany> {
  const c = await memberCompany(db, userId);
  if (!c) throw forbidden(CREDIT_MSG.notMember);
  if (!mayApprove(c)) throw forbidden(CREDIT_MSG.notApprover);
  return c;
}

/** Is "On account" offered to this person at checkout? (A member of a company with a credit limit.) */
export async function onAccountOffered(db: Executor, userId: string): Promise<boolean> {
  const c = await memberCompany(db, userId);
  return !!c && (c.creditLimitPaise ?? 0) > 0;
}

export async function companyName(db: Executor, companyId: string): Promise<{ id: string; legalName: string; termsDays: number } | null> {
  const r = await db
    .selectFrom('companies')
    .select(['id', 'legal_name', 'payment_terms_days'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return r ? { id: r.id, legalName: r.legal_name, termsDays: Number(r.payment_terms_days ?? 0) } : null;
}
