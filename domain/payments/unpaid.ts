import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { UNPAID_ORDER_CANCEL_MINUTES } from '../constants';
import { codFor, zoneForPin } from '../delivery/zones';
import { DomainError, badRequest, conflict } from '../errors';
import { MSG } from '../messages';
import type { OutboxSenders } from '../outbox/outbox';
import { cancelInTransaction } from '../orders/cancel';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { orderWithCustomer, requireOrder, type OrderView } from '../orders/views';
import { applyPayment, isClaim, paymentMatches } from './payments';

// An online order whose payment failed or was abandoned stays payable: the
// customer pays again or switches to Cash on Delivery (where the address and
// amount allow it). Left unpaid, it is cancelled after 30 minutes and its
// stock goes back on sale.

const UNPAID = ['Unpaid', 'Failed'];

/** Still waiting for an online payment (an order waiting for its company's approver or for credit is not yet: decision 040). */
export const awaitingPayment = (o: Pick<OrderView, 'paymentMethod' | 'status' | 'paymentStatus' | 'state'>) =>
  o.paymentMethod !== 'COD' && o.status === 'Pending' && o.state === 'placed' && UNPAID.includes(o.paymentStatus);

/** When an unpaid online order is cancelled (ISO), or null when it is not waiting for payment. */
export const unpaidCancelAt = (o: Pick<OrderView, 'paymentMethod' | 'status' | 'paymentStatus' | 'state' | 'createdAt'>) =>
  awaitingPayment(o) ? new Date(new Date(o.createdAt).getTime() + UNPAID_ORDER_CANCEL_MINUTES * 60_000).toISOString() : null;

/** Whether the order's address and amount allow Cash on Delivery. */
export async function codAllowed(db: Db, order: OrderView): Promise<boolean> {
  return !!order.address && codFor(await zoneForPin(db, order.address.pincode), order.totalPaise);
}

/** The customer's unpaid online order becomes Cash on Delivery (and the customer is told it is placed as one, once sent). */
export async function switchToCod(db: Db, userId: string, orderId: string): Promise<OrderView> {
  const order = await requireOrder(db, userId, orderId);
  if (!awaitingPayment(order)) throw conflict(MSG.orderNotSwitchable);
  if (!(await codAllowed(db, order))) throw badRequest(MSG.codNotOffered, 'paymentMethod');
  await db.transaction().execute((trx) => transition(trx, order.id, 'switch_to_cod', {}, { kind: 'customer', id: userId }));
  return requireOrder(db, userId, orderId);
}

/**
 * Cancels the online orders left unpaid for 30 minutes, returning their stock
 * and telling the customer. Each is first checked with the provider: a payment
 * that did go through pays the order instead. Answers how many were cancelled.
 */
export async function cancelUnpaidOrders(deps: Omit<OutboxSenders, 'attach'> & { payments: PaymentProvider }, now = new Date()) {
  const { db, payments: provider } = deps;
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_CANCEL_MINUTES * 60_000).toISOString();
  const stale = await db
    .selectFrom('orders')
    .leftJoin('company_orders', 'company_orders.order_id', 'orders.id')
    .select(['orders.id', 'orders.provider_order_id', 'orders.total_paise'])
    .where('orders.state', '=', 'placed')
    // An order a company's approver or staff cleared has its 30 minutes from then (decision 040).
    .where((eb) => eb.or([eb('company_orders.approved_at', 'is', null), eb('company_orders.approved_at', '<=', cutoff)]))
    .where((eb) => eb.or([eb('company_orders.reviewed_at', 'is', null), eb('company_orders.reviewed_at', '<=', cutoff)]))
    .where('orders.status', '=', 'Pending')
    .where('orders.payment_method', '!=', 'COD')
    .where('orders.payment_status', 'in', UNPAID)
    .where('orders.created_at', '<=', cutoff)
    .orderBy('orders.created_at')
    .limit(100)
    .execute();
  let cancelled = 0;
  for (const o of stale) {
    try {
      if (o.provider_order_id && !isClaim(o.provider_order_id)) {
        const paid = (await provider.orderPayments(o.provider_order_id)).filter((p) =>
          paymentMatches(p, o.provider_order_id!, Number(o.total_paise)),
        );
        const outcomes = [];
        for (const p of paid)
          outcomes.push(await applyPayment(db, provider, { orderId: o.id, paymentId: p.id, amountPaise: p.amount, method: p.method }));
        if (outcomes.includes('paid')) continue;
      }
      const found = await orderWithCustomer(db, o.id);
      if (!found || !awaitingPayment(found.order)) continue;
      await db.transaction().execute((trx) => cancelInTransaction(trx, found.order, { kind: 'system' }, MSG.unpaidCancelNote));
      cancelled += 1;
      await sendOrderNotices(deps, o.id);
    } catch (e) {
      // The provider is unreachable, or the order changed meanwhile: try again next time.
      if (e instanceof PaymentProviderError || e instanceof DomainError) continue;
      throw e;
    }
  }
  return cancelled;
}
