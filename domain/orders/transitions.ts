import type { OrderStatus } from '../constants';

// The order lifecycle as data (decision 034): the states an order passes
// through, the events that move it, and from which states each event may
// happen. `transition()` in lifecycle.ts is the only writer of an order's
// state and refuses whatever this table does not list.

export const ORDER_STATES = [
  /** Being written by placeOrder, inside its transaction; never seen outside it. */
  'new',
  /** A company buyer's order above the company's approval limit: waits for its approver (stock held, nothing charged). */
  'awaiting_approval',
  /** An order on account beyond the credit left or with an invoice overdue: waits for staff (decision 040). */
  'awaiting_staff_approval',
  /** Placed: a Cash on Delivery order waits for staff, an online one for its payment. */
  'placed',
  'confirmed',
  /** Booked with a courier: AWB and label, waiting for the pickup. */
  'packed',
  'shipped',
  'in_transit',
  'out_for_delivery',
  /** The courier could not deliver (reason in the history); the customer may choose a new date or correct the address. */
  'delivery_failed',
  'delivered',
  /** Undeliverable, on its way back to the shop. */
  'returning',
  /** Back at the shop: stock returned, Cash on Delivery void, a payment refunded. */
  'returned_to_origin',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What the API and the existing client show of each state (SPEC.md §7 `status`). */
export const STATUS_OF: Record<OrderState, OrderStatus> = {
  new: 'Pending',
  awaiting_approval: 'Pending',
  awaiting_staff_approval: 'Pending',
  placed: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Confirmed',
  shipped: 'Shipped',
  in_transit: 'Shipped',
  out_for_delivery: 'Shipped',
  delivery_failed: 'Shipped',
  returning: 'Shipped',
  delivered: 'Delivered',
  returned_to_origin: 'Cancelled',
  cancelled: 'Cancelled',
};

/** What a customer is told about a change (mail, WhatsApp or SMS; texts in notices.ts). */
export type CustomerNotice =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'delivery_failed'
  | 'returned_to_origin'
  | 'cancelled'
  | 'refunded'
  | ReturnNotice;
/** What a customer is told of their return's steps (a refund says 'refunded'). */
export type ReturnNotice = 'return_requested' | 'return_approved' | 'return_refused' | 'return_received' | 'return_replaced';
/** What the sales mailbox is told: changes someone has to act on. */
export type StaffNotice = 'delivery_failed' | 'return_requested';

interface Rule {
  from: readonly OrderState[];
  /** The state after the event; left out, the order stays where it is (the event is still recorded). */
  to?: OrderState;
  /** The customer's message, if the change causes one (a function: it depends on the order). */
  tells?: CustomerNotice | ((order: { payment_method: string }) => CustomerNotice | null);
  staff?: StaffNotice;
}

const ON_THE_WAY = ['shipped', 'in_transit', 'out_for_delivery', 'delivery_failed'] as const;
const ANY_PLACED = ORDER_STATES.filter((s) => s !== 'new');
/** Placed as Cash on Delivery it is told at once; paid online, when paid; on account, never before it ships. */
const placedNotice = (o: { payment_method: string }): CustomerNotice | null => (o.payment_method === 'COD' ? 'placed' : null);

export const ORDER_EVENTS = {
  place: { from: ['new'], to: 'placed', tells: placedNotice },
  // A company's orders (decision 040): its approver approves or rejects one above its limit; staff approve or refuse credit.
  hold_for_approval: { from: ['new'], to: 'awaiting_approval' },
  approve: { from: ['awaiting_approval'], to: 'placed', tells: placedNotice },
  reject: { from: ['awaiting_approval'], to: 'cancelled', tells: 'cancelled' },
  hold_for_credit: { from: ['new', 'awaiting_approval'], to: 'awaiting_staff_approval' },
  approve_credit: { from: ['awaiting_staff_approval'], to: 'placed', tells: placedNotice },
  refuse_credit: { from: ['awaiting_staff_approval'], to: 'cancelled', tells: 'cancelled' },
  payment_failed: { from: ['placed'] },
  /** An unpaid online order becomes Cash on Delivery: now it is placed as one. */
  switch_to_cod: { from: ['placed'], tells: 'placed' },
  pay: { from: ['placed'], to: 'confirmed', tells: 'paid' },
  confirm: { from: ['placed'], to: 'confirmed' },
  pack: { from: ['confirmed'], to: 'packed' },
  /** The courier's booking was cancelled before the pickup. */
  unpack: { from: ['packed'], to: 'confirmed' },
  ship: { from: ['confirmed', 'packed'], to: 'shipped', tells: 'shipped' },
  in_transit: { from: ['shipped', 'in_transit', 'delivery_failed'], to: 'in_transit' },
  out_for_delivery: { from: ['shipped', 'in_transit', 'delivery_failed'], to: 'out_for_delivery', tells: 'out_for_delivery' },
  delivery_failed: {
    from: ['shipped', 'in_transit', 'out_for_delivery'],
    to: 'delivery_failed',
    tells: 'delivery_failed',
    staff: 'delivery_failed',
  },
  /** The customer chose a new date or corrected the address: back on its way. */
  reattempt: { from: ['delivery_failed'], to: 'shipped' },
  deliver: { from: ON_THE_WAY, to: 'delivered', tells: 'delivered' },
  return_to_origin: { from: ON_THE_WAY, to: 'returning' },
  returned_to_origin: { from: [...ON_THE_WAY, 'returning'], to: 'returned_to_origin', tells: 'returned_to_origin' },
  cancel: { from: ['placed', 'confirmed', 'packed'], to: 'cancelled', tells: 'cancelled' },
  // Money given back can follow any state (a payment that came twice, a cancellation, a return).
  refund_queued: { from: ANY_PLACED },
  refunded: { from: ANY_PLACED, tells: 'refunded' },
  // Returns keep their own state per return (domain/returns/); the order records each step and tells of it.
  return_requested: { from: ['delivered'], tells: 'return_requested', staff: 'return_requested' },
  return_approved: { from: ['delivered'], tells: 'return_approved' },
  return_refused: { from: ['delivered'], tells: 'return_refused' },
  return_received: { from: ['delivered'], tells: 'return_received' },
  return_refunded: { from: ['delivered'], tells: 'refunded' },
  return_replaced: { from: ['delivered'], tells: 'return_replaced' },
  /** A return's replacement, sent free: placed confirmed, ready to ship. */
  place_replacement: { from: ['new'], to: 'confirmed' },
} satisfies Record<string, Rule>;

export type OrderEvent = keyof typeof ORDER_EVENTS;
export const ORDER_EVENT_NAMES = Object.keys(ORDER_EVENTS) as OrderEvent[];

const ruleOf = (event: OrderEvent): Rule => ORDER_EVENTS[event];

/** May this event happen to an order in this state? (An unknown state allows nothing.) */
export function canHappen(state: string, event: OrderEvent): boolean {
  return (ruleOf(event)?.from as readonly string[] | undefined)?.includes(state) ?? false;
}

/** The state after the event (the same state for an event that only records). */
export const stateAfter = (state: OrderState, event: OrderEvent): OrderState => ruleOf(event).to ?? state;

/** The customer's message and the staff's, if the event causes any. */
export function noticesOf(
  event: OrderEvent,
  order: { payment_method: string },
): { customer: CustomerNotice | null; staff: StaffNotice | null } {
  const rule = ruleOf(event);
  const customer = typeof rule.tells === 'function' ? rule.tells(order) : (rule.tells ?? null);
  return { customer, staff: rule.staff ?? null };
}

export const isOrderState = (s: string): s is OrderState => (ORDER_STATES as readonly string[]).includes(s);

/** The API's status of a stored state (an unknown state shows as it is). */
export const statusOf = (state: string): string => (isOrderState(state) ? STATUS_OF[state] : state);
