import type { Transaction, Updateable } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { OrdersTable } from '../../db/schema-orders';
import type { PaymentMethod } from '../constants';
import { conflict, notFound } from '../errors';
import { fmt, tk } from '../i18n/translate';
import { MSG } from '../messages';
import { ORDER_NOTE, ORDER_STATE_LABEL, ORDER_STEP_LABEL, ORDER_STEP_REFUSED } from '../messages-order-updates';
import { formatInr } from '../money';
import { queueOrderNotices } from './notices';
import { canHappen, isOrderState, noticesOf, stateAfter, STATUS_OF, type OrderEvent, type OrderState } from './transitions';

// The one writer of an order's state (decision 034). Every change — placing,
// paying, confirming, shipping, a courier's scan, a failed delivery, a
// cancellation, a refund, a return's step — is `transition(trx, orderId,
// event, data, actor)` inside the caller's transaction: it checks the
// transition table, updates the order (only if nobody changed it meanwhile),
// writes the order history and queues the messages the change causes in the
// outbox. What a change does to other tables (stock, invoices, refunds to
// make) stays with the caller, in the same transaction.

/** Who made a change. */
export type Actor =
  | { kind: 'customer'; id?: string }
  | { kind: 'staff'; id: string; email: string }
  | { kind: 'system' }
  | { kind: 'courier'; name?: string };

/** A courier's scan: where and when (ISO), as the courier reported it. */
interface Scan {
  location?: string;
  at?: string;
}
interface Money {
  paymentId: string;
  amountPaise: number;
}
interface ReturnStep {
  returnId: string;
  /** What staff told the customer (a refusal's reason), or the courier's AWB of the pickup. */
  reason?: string;
  awb?: string;
}

/** What each event carries; every event may also carry the history's `note` in place of its own. */
export interface OrderEventData {
  place: object;
  hold_for_approval: object;
  approve: object;
  reject: object;
  hold_for_credit: { reason: string };
  approve_credit: object;
  refuse_credit: object;
  payment_failed: object;
  switch_to_cod: object;
  pay: { paymentId: string; /** The online method, for an order that had switched to Cash on Delivery. */ method?: PaymentMethod };
  confirm: object;
  pack: { carrier: string; trackingNumber: string };
  unpack: object;
  ship: { carrier: string; trackingNumber: string };
  in_transit: Scan;
  out_for_delivery: Scan;
  delivery_failed: Scan & { reason: string };
  reattempt: { date?: string; addressChanged?: boolean };
  deliver: Scan;
  return_to_origin: Scan;
  returned_to_origin: Scan;
  cancel: object;
  refund_queued: Money;
  refunded: Money;
  return_requested: ReturnStep;
  return_approved: ReturnStep;
  return_refused: ReturnStep;
  return_received: ReturnStep;
  return_refunded: ReturnStep & { amountPaise: number; method: 'original' | 'upi' | 'bank' | 'account'; reference: string };
  return_replaced: ReturnStep & { replacementOrderId: string };
  place_replacement: { replaces: string };
}
export type EventData<E extends OrderEvent> = OrderEventData[E] & { note?: string };

interface OrderRow {
  state: string;
  payment_method: string;
  payment_status: string;
  provider_payment_id: string | null;
}

/** Columns of the order an event sets besides its state. */
function columnsOf<E extends OrderEvent>(event: E, data: EventData<E>, o: OrderRow): Updateable<OrdersTable> {
  const d = data as EventData<OrderEvent> & Partial<Money & { carrier: string; trackingNumber: string; method: PaymentMethod }>;
  switch (event) {
    case 'pay':
      return {
        payment_status: 'Paid',
        provider_payment_id: d.paymentId,
        // An order switched to Cash on Delivery and then paid online was paid online: it says so.
        ...(o.payment_method === 'COD' ? { payment_method: d.method ?? 'UPI' } : {}),
      };
    case 'payment_failed':
      return o.payment_status === 'Unpaid' ? { payment_status: 'Failed' } : {};
    case 'switch_to_cod':
      return { payment_method: 'COD', payment_status: 'Cash on Delivery' };
    case 'pack':
    case 'ship':
      return { carrier: d.carrier, tracking_number: d.trackingNumber };
    case 'unpack':
      return { carrier: null, tracking_number: null };
    case 'deliver':
      // Cash on Delivery is paid at the door.
      return o.payment_method === 'COD' ? { payment_status: 'Paid' } : {};
    case 'refunded':
      // The order's own payment given back: the order shows it refunded (a second payment leaves it Paid).
      return o.provider_payment_id === d.paymentId && o.payment_status === 'Paid' ? { payment_status: 'Refunded' } : {};
    default:
      return {};
  }
}

/** What else refuses an event, beyond the table: null when it may happen. */
function refusal(event: OrderEvent, o: OrderRow): string | null {
  // An order on account is confirmed by staff as Cash on Delivery is: nothing is paid before it ships.
  if (event === 'confirm' && o.payment_method !== 'COD' && o.payment_method !== 'On account') return MSG.onlyCodConfirm;
  if (event === 'switch_to_cod' && (o.payment_method === 'COD' || !['Unpaid', 'Failed'].includes(o.payment_status)))
    return MSG.orderNotSwitchable;
  if (event === 'pay' && o.payment_status === 'Paid') return MSG.orderAlreadyPaid;
  return null;
}

/** The history's words for the event. */
function noteOf<E extends OrderEvent>(event: E, data: EventData<E>): string {
  if (data.note) return data.note;
  const d = data as Record<string, unknown>;
  const amount = typeof d.amountPaise === 'number' ? formatInr(d.amountPaise) : '';
  if (event === 'reattempt')
    return d.date
      ? fmt(ORDER_NOTE.reattemptOn, { date: String(d.date) })
      : d.addressChanged
        ? ORDER_NOTE.reattemptAddress
        : ORDER_NOTE.reattempt;
  return fmt(ORDER_NOTE[event], {
    carrier: String(d.carrier ?? ''),
    trackingNumber: String(d.trackingNumber ?? ''),
    reason: String(d.reason ?? ''),
    amount,
  });
}

/** A refusal a person understands: the statuses they know where the step would change it, else the states. */
function refused(from: OrderState, event: OrderEvent): Error {
  const to = stateAfter(from, event);
  if (STATUS_OF[to] !== STATUS_OF[from])
    return conflict(fmt(tk('An order that is {from} cannot become {to}.'), { from: STATUS_OF[from], to: STATUS_OF[to] }));
  return conflict(fmt(ORDER_STEP_REFUSED, { step: ORDER_STEP_LABEL[event], state: ORDER_STATE_LABEL[from] }));
}

const actorName = (a: Actor) => (a.kind === 'staff' ? a.email : a.kind);
const actorId = (a: Actor) => (a.kind === 'staff' || a.kind === 'customer' ? (a.id ?? null) : null);

export interface TransitionResult {
  from: OrderState;
  to: OrderState;
  /** The history row written (its id keys the messages queued for it). */
  historyId: string;
}

/**
 * Applies one event to the order inside the caller's transaction: refused
 * (409, nothing written) when the table does not allow it from the order's
 * state or the order changed meanwhile; else the order, its history and its
 * outbox messages, all or nothing with the caller's other writes.
 */
export async function transition<E extends OrderEvent>(
  trx: Transaction<Database>,
  orderId: string,
  event: E,
  data: EventData<E>,
  actor: Actor,
): Promise<TransitionResult> {
  const o = await trx
    .selectFrom('orders')
    .select(['state', 'payment_method', 'payment_status', 'provider_payment_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) throw notFound(MSG.orderNotFound);
  if (!isOrderState(o.state) || !canHappen(o.state, event)) throw refused(isOrderState(o.state) ? o.state : 'new', event);
  const why = refusal(event, o);
  if (why) throw conflict(why);
  const from = o.state;
  const to = stateAfter(from, event);
  const status = STATUS_OF[to];
  const now = nowIso();
  const res = await trx
    .updateTable('orders')
    .set({ ...columnsOf(event, data, o), state: to, status, updated_at: now })
    .where('id', '=', orderId)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict(tk('This order changed meanwhile. Please reload the page.'));
  if (STATUS_OF[from] !== status) await trx.updateTable('order_lines').set({ status }).where('order_id', '=', orderId).execute();

  const historyId = newId();
  const { note: _note, ...details } = data as Record<string, unknown>;
  await trx
    .insertInto('order_history')
    .values({
      id: historyId,
      order_id: orderId,
      at: await nextMoment(trx, orderId, now),
      status,
      note: noteOf(event, data),
      actor: actorName(actor),
      event,
      actor_kind: actor.kind,
      actor_id: actorId(actor),
      details: Object.keys(details).length ? JSON.stringify(details) : null,
    })
    .execute();
  const notices = noticesOf(event, { payment_method: String(columnsOf(event, data, o).payment_method ?? o.payment_method) });
  if (notices.customer || notices.staff) await queueOrderNotices(trx, orderId, historyId, notices, details);
  return { from, to, historyId };
}

/** Now, or just after the order's last history entry: two changes in one millisecond keep their order. */
async function nextMoment(trx: Transaction<Database>, orderId: string, now: string): Promise<string> {
  const last = await trx
    .selectFrom('order_history')
    .select('at')
    .where('order_id', '=', orderId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last || last.at < now) return now;
  return new Date(Date.parse(last.at) + 1).toISOString();
}
