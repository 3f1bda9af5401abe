import { tk } from '../i18n/translate';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { moveStock, packOnSale } from '../catalog/variants';
import { conflict } from '../errors';
import { issueCreditNoteIfInvoiced } from '../invoices/invoices';
import { MSG } from '../messages';
import { moveOrderStatus, type OrderChange } from './status';
import { getOrder, requireOrder, type OrderView } from './views';

// Cancelling an order: by its customer within the free window, by staff, or
// by the shop when an online order stays unpaid. Stock goes back, a captured
// payment is queued for its refund, an invoice gets its credit note.

/**
 * Cancels the customer's order within the free-cancellation window, before it
 * ships, and puts its stock back. Answers the order and whether a captured
 * payment must now be refunded.
 */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<{ order: OrderView; refund: { paymentId: string; amountPaise: number } | null }> {
  const order = await requireOrder(db, userId, orderId);
  if (!order.cancelUntil) throw conflict(MSG.orderCancelWindow);
  const refund = await db
    .transaction()
    .execute((trx) => cancelInTransaction(trx, order, { actor: 'customer', note: tk('Cancelled by the customer') }));
  return { order: (await getOrder(db, userId, orderId))!, refund };
}

/**
 * The cancellation itself, inside the caller's transaction: the status, the
 * stock put back, and a captured payment queued for its refund (so a failed
 * refund is retried, never forgotten). Answers that refund, if any.
 */
export async function cancelInTransaction(
  trx: Transaction<Database>,
  order: OrderView,
  by: OrderChange,
): Promise<{ paymentId: string; amountPaise: number } | null> {
  const refund =
    order.paymentStatus === 'Paid' && order.providerPaymentId
      ? { paymentId: order.providerPaymentId, amountPaise: order.totalPaise }
      : null;
  await moveOrderStatus(trx, order.id, order.status, 'Cancelled', by);
  await issueCreditNoteIfInvoiced(trx, order.id);
  const now = nowIso();
  if (refund) {
    await trx
      .insertInto('payment_returns')
      .values({
        payment_id: refund.paymentId,
        order_id: order.id,
        amount_paise: refund.amountPaise,
        reason: 'cancelled',
        status: 'refund-queued',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const line of order.lines) {
    if (line.variantId) {
      await moveStock(trx, {
        productId: line.productId,
        variantId: line.variantId,
        delta: line.quantity,
        reason: 'cancel',
        orderId: order.id,
      });
      continue;
    }
    // A line from before pack sizes: back to the product's smallest pack.
    const pack = await packOnSale(trx, line.productId);
    if (pack)
      await moveStock(trx, { productId: line.productId, variantId: pack.id, delta: line.quantity, reason: 'cancel', orderId: order.id });
  }
  return refund;
}
