import { tk } from '../i18n/translate';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { moveStock, packOnSale } from '../catalog/variants';
import { conflict } from '../errors';
import { issueCreditNoteIfInvoiced } from '../invoices/invoices';
import { MSG } from '../messages';
import { transition, type Actor, type EventData } from './lifecycle';
import { getOrder, requireOrder, type OrderView } from './views';

// Taking an order back: cancelled by its customer within the free window, by
// staff, or by the shop when an online order stays unpaid; or returned to the
// shop by the courier, undelivered. Stock goes back, a captured payment is
// queued for its refund, an invoice gets its credit note.

type Refund = { paymentId: string; amountPaise: number };

/**
 * Cancels the customer's order within the free-cancellation window, before it
 * ships, and puts its stock back. Answers the order and whether a captured
 * payment must now be refunded.
 */
export async function cancelOrder(db: Db, userId: string, orderId: string): Promise<{ order: OrderView; refund: Refund | null }> {
  const order = await requireOrder(db, userId, orderId);
  if (!order.cancelUntil) throw conflict(MSG.orderCancelWindow);
  const refund = await db
    .transaction()
    .execute((trx) => cancelInTransaction(trx, order, { kind: 'customer', id: userId }, tk('Cancelled by the customer')));
  return { order: (await getOrder(db, userId, orderId))!, refund };
}

/**
 * The cancellation itself, inside the caller's transaction: the stock put
 * back, the credit note, a captured payment queued for its refund (so a
 * failed refund is retried, never forgotten) and the order's `cancel`. Answers
 * that refund, if any.
 */
export function cancelInTransaction(trx: Transaction<Database>, order: OrderView, actor: Actor, note?: string): Promise<Refund | null> {
  return takeBack(trx, order, 'cancel', note ? { note } : {}, actor);
}

/** The courier brought the parcel back undelivered: as a cancellation (stock, credit note, refund), as `returned_to_origin`. */
export function returnedToOriginInTransaction(
  trx: Transaction<Database>,
  order: OrderView,
  actor: Actor,
  scan: EventData<'returned_to_origin'> = {},
): Promise<Refund | null> {
  return takeBack(trx, order, 'returned_to_origin', scan, actor);
}

async function takeBack<E extends 'cancel' | 'returned_to_origin'>(
  trx: Transaction<Database>,
  order: OrderView,
  event: E,
  data: EventData<E>,
  actor: Actor,
): Promise<Refund | null> {
  const refund =
    order.paymentStatus === 'Paid' && order.providerPaymentId
      ? { paymentId: order.providerPaymentId, amountPaise: order.totalPaise }
      : null;
  // The refund and the credit note come first: the message the change queues tells of both.
  if (refund) {
    const now = nowIso();
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
  await issueCreditNoteIfInvoiced(trx, order.id);
  await transition(trx, order.id, event, data, actor);
  if (refund) await transition(trx, order.id, 'refund_queued', refund, { kind: 'system' });
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
