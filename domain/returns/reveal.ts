import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../errors';
import { audit } from '../staff/audit';
import { canUse } from '../staff/roles';
import type { StaffMember } from '../staff/staff';
import { openPayout, type Payout } from './payout-account';
import { payoutKey } from './request';

// The UPI id or bank account a Cash on Delivery refund goes to, opened whole
// for the staff member who pays it out (owner and sales: the orders area);
// each opening is in the audit log, whoever opened it and when.

export const REVEAL_MSG = {
  none: 'This return has no account to pay the refund to.',
  notAllowed: 'Only owner and sales may see a customer’s account.',
  unreadable: 'The account could not be opened with this shop’s payout key.',
} as const;

/** The account whole, as staff copy it into their bank. */
export function payoutText(p: Payout): string {
  return p.kind === 'upi' ? p.upi : `${p.holder}, account ${p.account}, IFSC ${p.ifsc}`;
}

export async function revealPayout(
  deps: { db: Db; config: { PAYOUT_ACCOUNTS_KEY?: string } },
  staff: Pick<StaffMember, 'id' | 'email' | 'role'>,
  returnId: string,
): Promise<Payout> {
  if (!canUse(staff.role, 'orders')) throw forbidden(REVEAL_MSG.notAllowed);
  const row = await deps.db
    .selectFrom('returns')
    .select(['id', 'payout_sealed', 'payout_masked'])
    .where('id', '=', String(returnId).slice(0, 64))
    .executeTakeFirst();
  if (!row) throw notFound('There is no such return.');
  if (!row.payout_sealed) throw conflict(REVEAL_MSG.none);
  let payout: Payout;
  try {
    payout = openPayout(row.payout_sealed, payoutKey(deps));
  } catch {
    throw forbidden(REVEAL_MSG.unreadable);
  }
  await audit(deps.db, staff, 'return.payout.reveal', 'return', row.id, null, { masked: row.payout_masked, kind: payout.kind });
  return payout;
}
