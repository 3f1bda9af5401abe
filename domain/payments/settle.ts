import type { Transaction } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { PaymentMethod } from '../constants';
import { notFound } from '../errors';
import { issueInvoice } from '../invoices/invoices';
import { MSG } from '../messages';
import { cancelOrder } from '../orders/cancel';
import { transition } from '../orders/lifecycle';
import { refundReturn } from '../orders/refunds';
import { getOrder } from '../orders/views';

// Money given back is the order's (orders/refunds.ts): the order records its refunds.
export { refundReturn, retryQueuedRefunds } from '../orders/refunds';

export interface ReceivedPayment {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  /** How it was paid, in the provider's words, when known. */
  method?: string;
}

/** Our name for an online payment's method: the provider's when it says, else UPI (the offline provider's stand-in). */
export function onlineMethodOf(providerMethod: string | undefined): PaymentMethod {
  if (providerMethod === 'netbanking') return 'Net Banking';
  if (providerMethod && providerMethod !== 'upi') return 'Card';
  return 'UPI';
}

/** What became of a payment: it paid the order, it was already counted, or the shop must give it back. */
export type Settlement = 'paid' | 'already' | 'return';

/**
 * Applies a payment the provider vouched for, once, inside the caller's
 * transaction: it pays a pending order; a replay of the same payment changes
 * nothing; a payment for a cancelled order, or a second one for a paid order,
 * is recorded to be refunded (money the shop must not keep).
 */
export async function settlePayment(trx: Transaction<Database>, p: ReceivedPayment): Promise<Settlement> {
  const o = await trx
    .selectFrom('orders')
    .select(['status', 'payment_status', 'payment_method', 'provider_payment_id'])
    .where('id', '=', p.orderId)
    .executeTakeFirst();
  if (!o) throw notFound(MSG.orderNotFound);
  if (o.provider_payment_id === p.paymentId) return 'already';
  const known = await trx.selectFrom('payment_returns').select('payment_id').where('payment_id', '=', p.paymentId).executeTakeFirst();
  if (known) return 'already';
  if (o.payment_status === 'Paid' || o.payment_status === 'Refunded' || o.status === 'Cancelled') {
    const now = nowIso();
    await trx
      .insertInto('payment_returns')
      .values({
        payment_id: p.paymentId,
        order_id: p.orderId,
        amount_paise: p.amountPaise,
        reason: o.status === 'Cancelled' ? 'cancelled' : 'already-paid',
        status: 'refund-queued',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'return';
  }
  // The invoice first: the payment's message carries it.
  await issueInvoice(trx, p.orderId);
  await transition(trx, p.orderId, 'pay', { paymentId: p.paymentId, method: onlineMethodOf(p.method) }, { kind: 'system' });
  return 'paid';
}

/** Cancels the customer's order (stock returned) and refunds a paid one, or leaves the refund queued. */
export async function cancelAndRefund(db: Db, provider: PaymentProvider, userId: string, orderId: string) {
  const { order, refund } = await cancelOrder(db, userId, orderId);
  const refunded = refund ? await refundReturn(db, provider, refund.paymentId) : true;
  return { order: refund ? (await getOrder(db, userId, orderId))! : order, refundQueued: !refunded };
}
