import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { CART_REMINDER_AFTER_HOURS, UNPAID_ORDER_CANCEL_MINUTES } from '../constants';
import { recipientFor } from './recipients';

// The reminders that come due by time rather than by a change: a cart left
// for a day (only for customers who agreed) and an online payment that failed
// while the order can still be paid. Each is a row with a unique key, so two
// workers finding the same cart make one reminder.

const row = (kind: 'abandoned_cart' | 'payment_failed', recipientId: string, userId: string, key: string, subject: string, at: string) => ({
  id: newId(),
  kind,
  recipient_id: recipientId,
  user_id: userId,
  dedupe_key: key,
  subject_id: subject,
  due_at: at,
  status: 'due' as const,
  claim: null,
  lease_until: null,
  note: null,
  outbox_id: null,
  created_at: at,
  sent_at: null,
});

/** Carts with products, untouched for CART_REMINDER_AFTER_HOURS, of customers who agreed: one reminder per time a cart is left. */
export async function findLeftCarts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CART_REMINDER_AFTER_HOURS * 3_600_000).toISOString();
  const carts = await db
    .selectFrom('carts')
    .innerJoin('reminder_recipients as r', 'r.user_id', 'carts.user_id')
    .select(['carts.id', 'carts.user_id', 'carts.updated_at', 'r.id as recipient_id'])
    .where('r.cart_consent', '=', 1)
    .where('r.stopped_at', 'is', null)
    .where('carts.updated_at', '<=', before)
    .where((eb) => eb.exists(eb.selectFrom('cart_items').select('cart_items.id').whereRef('cart_items.cart_id', '=', 'carts.id')))
    // Carts reminded of since they were last touched are not looked at again (they would crowd out new ones).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reminders')
            .select('reminders.id')
            .where('reminders.kind', '=', 'abandoned_cart')
            .whereRef('reminders.subject_id', '=', 'carts.id')
            .whereRef('reminders.created_at', '>=', 'carts.updated_at'),
        ),
      ),
    )
    .limit(200)
    .execute();
  let made = 0;
  for (const c of carts) {
    const res = await db
      .insertInto('reminders')
      .values(row('abandoned_cart', c.recipient_id, c.user_id, `cart:${c.id}:${c.updated_at}`, c.id, now.toISOString()))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    made += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return made;
}

/** Online orders whose payment failed and that are not yet cancelled as unpaid: one "pay again / switch to COD" each. */
export async function findFailedPayments(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - UNPAID_ORDER_CANCEL_MINUTES * 60_000).toISOString();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('payment_status', '=', 'Failed')
    .where('payment_method', '!=', 'COD')
    .where('state', '=', 'placed')
    .where('created_at', '>=', since)
    .limit(200)
    .execute();
  let made = 0;
  for (const o of orders) {
    const r = await recipientFor(db, { userId: o.user_id });
    const res = await db
      .insertInto('reminders')
      .values(row('payment_failed', r.id, o.user_id, `payment:${o.id}`, o.id, now.toISOString()))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    made += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return made;
}
