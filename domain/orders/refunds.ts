import type { PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { transition } from './lifecycle';

// Giving an order's money back: a payment queued in payment_returns (a
// cancelled or returned order's, or one that came twice) is refunded through
// the provider's interface, once; a failure leaves it queued, retried in the
// background. The order's history and its customer hear of each refund.

/** Refunds a payment queued to be given back; false (still queued, retried later) when the provider fails. */
export async function refundReturn(db: Db, provider: PaymentProvider, paymentId: string): Promise<boolean> {
  const r = await db.selectFrom('payment_returns').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  if (!r || r.status === 'refunded') return true;
  try {
    await provider.refund(paymentId, Number(r.amount_paise));
  } catch {
    await db
      .updateTable('payment_returns')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
      .where('payment_id', '=', paymentId)
      .execute();
    return false;
  }
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('payment_returns')
      .set({ status: 'refunded', updated_at: nowIso() })
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'refund-queued')
      .executeTakeFirst();
    // Another call refunded it meanwhile: the order already says so, once.
    if (Number(done.numUpdatedRows) !== 1) return;
    // The payment of a cancelled order: the order shows it refunded (lifecycle.ts), and the customer is told.
    await transition(trx, r.order_id, 'refunded', { paymentId, amountPaise: Number(r.amount_paise) }, { kind: 'system' });
  });
  return true;
}

/** Tries again every refund still queued; answers how many went through. */
export async function retryQueuedRefunds(db: Db, provider: PaymentProvider): Promise<number> {
  const queued = await db.selectFrom('payment_returns').select('payment_id').where('status', '=', 'refund-queued').limit(50).execute();
  let done = 0;
  for (const r of queued) if (await refundReturn(db, provider, r.payment_id)) done += 1;
  return done;
}
