import type { Transaction } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { langOr } from '../accounts/language';
import { moveStock } from '../catalog/variants';
import { badRequest } from '../errors';
import { translatorFor } from '../i18n/dictionaries';
import { formatInr } from '../money';
import { orderRef } from '../order-ref';
import { transition, type Actor } from '../orders/lifecycle';
import { SITE, queueMessage } from '../outbox/outbox';
import { memberCompany, type MemberCompany } from './company';
import { statementOf } from './statement';
import { CREDIT_MSG, type CreditReason } from './texts';

// How a company member's order is placed (decision 040), inside placeOrder's
// transaction: a buyer's order above the company's approval limit waits for
// its approvers (who are told at once through the outbox); an order on
// account waits for staff when it would go beyond the credit left or an
// invoice is overdue; otherwise it is placed as any order is. Stock is held
// all along, as for a placed order; nothing is charged while it waits.

type Trx = Transaction<Database>;
export const ON_ACCOUNT = 'On account';

export interface PlacingOrder {
  id: string;
  userId: string;
  paymentMethod: string;
  totalPaise: number;
}

/** Why staff must look at an order on account now, or null when the company's credit covers it. */
export async function creditReason(trx: Trx, company: MemberCompany): Promise<CreditReason | null> {
  // The company's row taken first (a write that changes nothing): two orders on account check its credit one after the other.
  await trx
    .updateTable('companies')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', company.id)
    .execute();
  const s = await statementOf(trx, company.id);
  if (s.overduePaise > 0) return 'overdue';
  // Credit in use: the balance owed plus every order on account not yet invoiced (this one among them).
  if (s.balancePaise + s.uninvoicedPaise > (company.creditLimitPaise ?? 0)) return 'over-limit';
  return null;
}

/** Places the order, or holds it for the company's approver or for staff. Refuses "On account" without credit (400). */
export async function placeCompanyOrder(trx: Trx, order: PlacingOrder): Promise<void> {
  const actor: Actor = { kind: 'customer', id: order.userId };
  const company = await memberCompany(trx, order.userId);
  const onAccount = order.paymentMethod === ON_ACCOUNT;
  if (onAccount && (!company || (company.creditLimitPaise ?? 0) <= 0)) throw badRequest(CREDIT_MSG.noCredit, 'paymentMethod');
  if (!company) {
    await transition(trx, order.id, 'place', {}, actor);
    return;
  }
  // Nothing is charged on account: the order is not waiting for an online payment.
  if (onAccount) await trx.updateTable('orders').set({ payment_status: ON_ACCOUNT }).where('id', '=', order.id).execute();
  const needsApproval = company.role === 'buyer' && company.approvalLimitPaise !== null && order.totalPaise > company.approvalLimitPaise;
  await trx
    .insertInto('company_orders')
    .values({
      order_id: order.id,
      company_id: company.id,
      placed_by: order.userId,
      on_account: onAccount ? 1 : 0,
      terms_days: onAccount ? company.termsDays : null,
      approval: needsApproval ? 'waiting' : 'none',
      approved_by: null,
      approved_at: null,
      credit_review: 'none',
      credit_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: nowIso(),
    })
    .execute();
  if (needsApproval) {
    const { historyId } = await transition(trx, order.id, 'hold_for_approval', {}, actor);
    await tellApprovers(trx, company.id, order, historyId);
    return;
  }
  await placeOrHoldForCredit(trx, order.id, company, onAccount, 'place', actor);
}

/** An order cleared by its company: placed (`event`), or held for staff when its credit does not cover it. */
export async function placeOrHoldForCredit(
  trx: Trx,
  orderId: string,
  company: MemberCompany,
  onAccount: boolean,
  event: 'place' | 'approve',
  actor: Actor,
): Promise<'placed' | 'awaiting_staff_approval'> {
  const reason = onAccount ? await creditReason(trx, company) : null;
  if (!reason) {
    await transition(trx, orderId, event, {}, actor);
    return 'placed';
  }
  await trx
    .updateTable('company_orders')
    .set({ credit_review: 'waiting', credit_reason: reason })
    .where('order_id', '=', orderId)
    .execute();
  await transition(trx, orderId, 'hold_for_credit', { reason }, actor);
  return 'awaiting_staff_approval';
}

/** The company's approvers and admins, each by e-mail in their language, once per order. */
async function tellApprovers(trx: Trx, companyId: string, order: PlacingOrder, historyId: string) {
  const people = await trx
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .select(['users.id', 'users.email', 'users.lang'])
    .where('company_members.company_id', '=', companyId)
    .where('company_members.role', 'in', ['approver', 'admin'])
    .execute();
  const buyer = await trx.selectFrom('users').select(['username', 'email']).where('id', '=', order.userId).executeTakeFirst();
  for (const p of people) {
    if (!p.email) continue;
    const lang = langOr(p.lang);
    const t = translatorFor(lang);
    const values = {
      ref: orderRef(order.id),
      buyer: buyer?.username || buyer?.email || '',
      amount: formatInr(order.totalPaise),
      url: `${SITE}/account/approvals`,
    };
    await queueMessage(trx, {
      channel: 'email',
      topic: 'company-approval',
      recipient: { kind: 'customer', id: p.id },
      to: p.email,
      lang,
      subject: t(CREDIT_MSG.approvalSubject, values),
      body: t(CREDIT_MSG.approvalBody, values),
      orderId: order.id,
      historyId,
      dedupeKey: `${historyId}:approval:${p.id}`,
    });
  }
}

/** A refused order's packs back on sale (nothing was charged or invoiced while it waited). */
export async function putStockBack(trx: Trx, orderId: string) {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  for (const l of lines) {
    if (!l.variant_id) continue;
    await moveStock(trx, { productId: l.product_id, variantId: l.variant_id, delta: Number(l.quantity), reason: 'cancel', orderId });
  }
}
