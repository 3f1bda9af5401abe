import type { RateStore } from '../../adapters/rate-store/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { ENQUIRIES_PER_IP_PER_HOUR } from '../constants';
import { badRequest, tooMany } from '../errors';
import { MSG } from '../messages';
import { checkEnquiry, type EnquiryInput } from './validation';

export type { EnquiryInput } from './validation';

export interface EnquirySummary {
  id: string;
  productName: string;
  message: string;
  createdAt: string;
}

/**
 * Saves a product or general enquiry. Visitors may send one (a lead is never
 * lost to a login wall); a logged-in customer's enquiry is linked to the account.
 * `source` says where it came from: 'product', 'enquirenow', …; too many from
 * one address in an hour are refused.
 */
export async function createEnquiry(
  { db, limits }: { db: Db; limits: RateStore },
  input: EnquiryInput,
  from: { userId: string | null; ip: string },
  source: string,
): Promise<{ id: string }> {
  const problem = checkEnquiry(input)[0];
  if (problem) throw badRequest(problem.message, problem.field);
  if ((await limits.hit(`enquiry:${from.ip}`, 3_600_000)) > ENQUIRIES_PER_IP_PER_HOUR) throw tooMany(MSG.tooManyRequests);
  const userId = from.userId;
  const id = newId();
  await db
    .insertInto('enquiries')
    .values({
      id,
      user_id: userId,
      full_name: input.fullName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      company_name: input.companyName.trim(),
      message: input.message.trim(),
      product_name: input.productName.trim(),
      source,
      created_at: nowIso(),
    })
    .execute();
  return { id };
}

/** The customer's own enquiries, newest first. */
export async function listEnquiries(db: Db, userId: string): Promise<EnquirySummary[]> {
  const rows = await db
    .selectFrom('enquiries')
    .select(['id', 'product_name', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, productName: r.product_name, message: r.message, createdAt: r.created_at }));
}
