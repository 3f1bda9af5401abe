import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { notFound } from '../errors';
import { transition, type Actor } from '../orders/lifecycle';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { approverCompany, memberCompany } from './company';
import { placeOrHoldForCredit, putStockBack } from './placing';
import { CREDIT_MSG, type CreditReason } from './texts';

// Who clears a held order (decision 040): the company's approvers and admins
// approve or reject their buyers' orders above the approval limit; staff
// approve or refuse an order on account beyond the credit left or with an
// invoice overdue. A rejection or refusal cancels the order and puts its
// stock back; an approval places it (an order on account may then still
// need staff, when its credit does not cover it).

export interface HeldOrder {
  orderId: string;
  companyId: string;
  companyName: string;
  buyer: string;
  totalPaise: number;
  paymentMethod: string;
  createdAt: string;
  reason: CreditReason | null;
}

function heldQuery(db: Db) {
  return db
    .selectFrom('company_orders')
    .innerJoin('orders', 'orders.id', 'company_orders.order_id')
    .innerJoin('companies', 'companies.id', 'company_orders.company_id')
    .innerJoin('users', 'users.id', 'company_orders.placed_by')
    .select([
      'orders.id',
      'company_orders.company_id',
      'companies.legal_name',
      'users.username',
      'users.email',
      'orders.total_paise',
      'orders.payment_method',
      'orders.created_at',
      'company_orders.credit_reason',
    ])
    .orderBy('orders.created_at');
}

type HeldRow = Awaited<ReturnType<ReturnType<typeof heldQuery>['execute']>>[number];
const toHeld = (r: HeldRow): HeldOrder => ({
  orderId: r.id,
  companyId: r.company_id,
  companyName: r.legal_name,
  buyer: r.username || r.email || '',
  totalPaise: Number(r.total_paise),
  paymentMethod: r.payment_method,
  createdAt: r.created_at,
  reason: (r.credit_reason as CreditReason | null) ?? null,
});

/** The orders waiting for this approver's company (403 for a buyer, for someone of no company). */
export async function waitingForApproval(db: Db, userId: string): Promise<HeldOrder[]> {
  const company = await approverCompany(db, userId);
  const rows = await heldQuery(db)
    .where('company_orders.company_id', '=', company.id)
    .where('orders.state', '=', 'awaiting_approval')
    .execute();
  return rows.map(toHeld);
}

/** The approver's answer: approved (placed, or on to staff for credit) or rejected (cancelled, stock back). */
export async function answerApproval(db: Db, userId: string, orderId: string, approve: boolean): Promise<string> {
  const company = await approverCompany(db, userId);
  const actor: Actor = { kind: 'customer', id: userId };
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('company_orders')
      .innerJoin('orders', 'orders.id', 'company_orders.order_id')
      .select(['company_orders.on_account', 'company_orders.placed_by', 'orders.state'])
      .where('company_orders.order_id', '=', orderId)
      .where('company_orders.company_id', '=', company.id)
      .where('company_orders.approval', '=', 'waiting')
      .executeTakeFirst();
    if (!held || held.state !== 'awaiting_approval') throw notFound(CREDIT_MSG.approvalNotFound);
    await trx
      .updateTable('company_orders')
      .set({ approval: approve ? 'approved' : 'rejected', approved_by: userId, approved_at: nowIso() })
      .where('order_id', '=', orderId)
      .execute();
    if (!approve) {
      await transition(trx, orderId, 'reject', {}, actor);
      await putStockBack(trx, orderId);
      return 'cancelled';
    }
    // The credit that counts is the one of the buyer's company now (the approver's own is the same company).
    const buyerCompany = (await memberCompany(trx, held.placed_by)) ?? company;
    return placeOrHoldForCredit(trx, orderId, buyerCompany, Number(held.on_account) === 1, 'approve', actor);
  });
}

/** Orders on account waiting for staff, oldest first. */
export async function waitingForCredit(db: Db): Promise<HeldOrder[]> {
  const rows = await heldQuery(db)
    .where('company_orders.credit_review', '=', 'waiting')
    .where('orders.state', '=', 'awaiting_staff_approval')
    .execute();
  return rows.map(toHeld);
}

/** Staff's answer to an order on account: approved (placed) or refused (cancelled, stock back), audited. */
export async function answerCredit(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, orderId: string, approve: boolean): Promise<void> {
  const actor: Actor = { kind: 'staff', id: staff.id, email: staff.email };
  await db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('company_orders')
      .select(['credit_reason'])
      .where('order_id', '=', typeof orderId === 'string' ? orderId : '')
      .where('credit_review', '=', 'waiting')
      .executeTakeFirst();
    if (!held) throw notFound(CREDIT_MSG.reviewNotFound);
    const answer = approve ? 'approved' : 'refused';
    await trx
      .updateTable('company_orders')
      .set({ credit_review: answer, reviewed_by: staff.email, reviewed_at: nowIso() })
      .where('order_id', '=', orderId)
      .execute();
    await transition(trx, orderId, approve ? 'approve_credit' : 'refuse_credit', {}, actor);
    if (!approve) await putStockBack(trx, orderId);
    await audit(
      trx,
      staff,
      approve ? 'credit.approve' : 'credit.refuse',
      'order',
      orderId,
      { review: 'waiting', reason: held.credit_reason },
      { review: answer },
    );
  });
}
