import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { RETURN_STAFF_MSG } from './messages';

// The returns policy as data staff edit (/admin/returns/policy): for each
// reason, whether it is accepted, how many days from delivery, and whether a
// photo must show the problem. The customer's page and the request read it.

type Executor = Kysely<Database> | Transaction<Database>;

export const RETURN_REASONS = ['damaged', 'wrong', 'expired', 'short'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const isReturnReason = (s: string): s is ReturnReason => (RETURN_REASONS as readonly string[]).includes(s);

export interface PolicyRule {
  reason: ReturnReason;
  days: number;
  photoRequired: boolean;
  enabled: boolean;
}

/** Every reason's rule, in the order the form lists them. */
export async function returnPolicy(db: Executor): Promise<PolicyRule[]> {
  const rows = await db.selectFrom('return_policy').selectAll().execute();
  return RETURN_REASONS.map((reason) => {
    const r = rows.find((x) => x.reason === reason);
    return {
      reason,
      days: Number(r?.days ?? 0),
      photoRequired: Number(r?.photo_required ?? 1) === 1,
      enabled: Number(r?.enabled ?? 0) === 1,
    };
  });
}

/** When a rule's window ends for an order delivered at `deliveredAt` (ISO). */
export const windowEnd = (deliveredAt: string, days: number) => new Date(Date.parse(deliveredAt) + days * 86_400_000);

/** Saves the policy (audited); refuses a day count that is not 0–60. */
export async function saveReturnPolicy(db: Kysely<Database>, staff: Pick<StaffMember, 'id' | 'email'>, rules: PolicyRule[]) {
  for (const r of rules)
    if (!Number.isInteger(r.days) || r.days < 0 || r.days > 60) throw badRequest(RETURN_STAFF_MSG.policyDays, `days-${r.reason}`);
  const before = await returnPolicy(db);
  await db.transaction().execute(async (trx) => {
    for (const r of rules) {
      const values = { days: r.days, photo_required: r.photoRequired ? 1 : 0, enabled: r.enabled ? 1 : 0 };
      await trx
        .insertInto('return_policy')
        .values({ reason: r.reason, ...values })
        .onConflict((oc) => oc.column('reason').doUpdateSet(values))
        .execute();
    }
    await audit(trx, staff, 'returns.policy', 'return_policy', 'returns', before, rules);
  });
}
