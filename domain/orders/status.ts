import { fmt, tk } from '../i18n/translate';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import type { OrderStatus } from '../constants';
import { conflict } from '../errors';

type Executor = Kysely<Database> | Transaction<Database>;

/** The only ways an order's status may change. Everything else is refused. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMove(from: string, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to);
}

/**
 * Moves an order from one status to another, only along ORDER_TRANSITIONS and
 * only if it still has the status the caller saw (no lost updates).
 */
export async function moveOrderStatus(
  db: Executor,
  orderId: string,
  from: string,
  to: OrderStatus,
  by: OrderChange,
  also: Partial<{ payment_status: string; provider_payment_id: string; carrier: string; tracking_number: string }> = {},
): Promise<void> {
  if (!canMove(from, to)) throw conflict(fmt('An order that is {from} cannot become {to}.', { from, to }));
  const res = await db
    .updateTable('orders')
    .set({ status: to, updated_at: nowIso(), ...also })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict(tk('This order changed meanwhile. Please reload the page.'));
  await db.updateTable('order_lines').set({ status: to }).where('order_id', '=', orderId).execute();
  await recordOrderHistory(db, orderId, to, by);
}

/** Who changed an order and why, for its history: 'customer', 'system' or a staff e-mail. */
export interface OrderChange {
  actor: string;
  note: string;
}

export async function recordOrderHistory(db: Executor, orderId: string, status: string, by: OrderChange): Promise<void> {
  await db
    .insertInto('order_history')
    .values({ id: newId(), order_id: orderId, at: nowIso(), status, note: by.note, actor: by.actor })
    .execute();
}
