import { newId, nowIso } from '../../db/ids';
import { listZones, pinOf, serviceabilityIn } from '../delivery/zones';
import { badRequest, conflict } from '../errors';
import { fmt } from '../i18n/translate';
import { MSG } from '../messages';
import { orderRef } from '../order-ref';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { checkPaymentMethod, ownAddress, takeStockForLine, type Placement } from '../orders/orders';
import { getOrder, type OrderView } from '../orders/views';
import type { OutboxSenders } from '../outbox/outbox';
import { QUOTE_MSG } from './messages';
import { queueStaffQuoteNotice } from './notify';
import { isExpired, loadQuote, versionOf } from './store';

// An accepted quote becomes an order at the quoted prices, once. The quote's
// row is moved from 'answered' to 'accepted' by a guarded update first in the
// transaction: a second click or a second tab waits for the first and finds
// nothing to move (on PostgreSQL the row lock makes it wait; SQLite runs one
// writer at a time), so it is told which order the quote became. Stock is
// taken as placeOrder takes it (orders.ts takeStockForLine): a pack short
// rolls everything back, and the quote stays acceptable. The order is placed
// through the lifecycle ('place'): history, confirmation and its messages as
// for any order; its lines keep the quoted unit prices, which the invoice reads.

export interface AcceptInput {
  version: unknown;
  addressId: unknown;
  paymentMethod: unknown;
  /** A company's order may wait for its approver or for staff (domain/credit, decision 040); it makes the `place` transition. */
  placement?: Placement;
}

export async function acceptQuote(
  deps: Omit<OutboxSenders, 'attach'>,
  userId: string,
  quoteId: string,
  input: AcceptInput,
): Promise<{ order: OrderView; replayed: boolean }> {
  const { db } = deps;
  const q = await loadQuote(db, quoteId, userId);
  if (q.state === 'accepted' && q.orderId) return { order: (await getOrder(db, userId, q.orderId))!, replayed: true };
  if (q.state !== 'answered') throw conflict(QUOTE_MSG.notAnswered);
  const v = versionOf(q, input.version ?? q.currentVersion);
  if (v.number !== q.currentVersion) throw conflict(QUOTE_MSG.notCurrent);
  if (isExpired(v)) throw conflict(fmt(QUOTE_MSG.expired, { date: v.validUntil }));
  const paymentMethod = checkPaymentMethod(input.paymentMethod);
  const address = await ownAddress(db, userId, input.addressId);
  const pin = pinOf(address.pincode);
  const delivery = pin ? serviceabilityIn(await listZones(db), pin, v.itemsPaise) : null;
  if (!delivery?.serviceable) throw badRequest(MSG.pinNotServiceable(address.pincode), 'address');
  if (paymentMethod === 'COD' && !(delivery.cod && v.totalPaise <= delivery.codLimitPaise))
    throw badRequest(MSG.codNotOffered, 'paymentMethod');

  const orderId = newId();
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const moved = await trx
        .updateTable('quotes')
        .set({ state: 'accepted', order_id: orderId, accepted_version: v.number, updated_at: now })
        .where('id', '=', q.id)
        .where('state', '=', 'answered')
        .where('current_version', '=', v.number)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new AlreadyTaken();
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: userId,
          address_id: address._id,
          address_snapshot: JSON.stringify(address),
          payment_method: paymentMethod,
          payment_status: paymentMethod === 'COD' ? 'Cash on Delivery' : 'Unpaid',
          status: 'Pending',
          state: 'new',
          total_paise: v.totalPaise,
          shipping_paise: v.deliveryPaise,
          idempotency_key: null,
          idempotency_hash: null,
          provider_order_id: null,
          provider_payment_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // A fixed order of locking rows, as placeOrder: two orders never wait on each other in a cycle.
      const lines = [...v.lines].sort((a, b) => ((a.variantId ?? '') < (b.variantId ?? '') ? -1 : 1));
      for (const l of lines)
        await takeStockForLine(trx, orderId, {
          productId: l.productId!,
          variantId: l.variantId!,
          quantity: l.quantity,
          title: l.title,
          pack: l.pack,
          unitPaise: l.unitPaise ?? 0,
          hsnCode: l.hsnCode,
          gstRate: l.gstRate,
          discountPaise: 0,
        });
      if (input.placement) await input.placement(trx, { id: orderId, userId, paymentMethod, totalPaise: v.totalPaise });
      else if (paymentMethod === 'On account') throw badRequest(MSG.orderPaymentMethod, 'paymentMethod');
      else await transition(trx, orderId, 'place', {}, { kind: 'customer', id: userId });
      await queueStaffQuoteNotice(
        trx,
        q.id,
        'accepted',
        'accepted',
        `Order ${orderRef(orderId)} of ${(v.totalPaise / 100).toFixed(2)} rupees.`,
      );
    });
  } catch (e) {
    if (!(e instanceof AlreadyTaken)) throw e;
    const now = await loadQuote(db, quoteId, userId);
    if (now.state === 'accepted' && now.orderId) return { order: (await getOrder(db, userId, now.orderId))!, replayed: true };
    throw conflict(QUOTE_MSG.notCurrent);
  }
  await sendOrderNotices(deps, orderId);
  return { order: (await getOrder(db, userId, orderId))!, replayed: false };
}

/** The quote moved meanwhile (another tab accepted it, or staff sent a newer version). */
class AlreadyTaken extends Error {}
