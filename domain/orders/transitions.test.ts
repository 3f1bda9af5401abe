import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../constants';
import { ORDER_EVENT_NAMES, ORDER_STATES, STATUS_OF, canHappen, noticesOf, stateAfter } from './transitions';

// The order lifecycle, written out once more by hand: every event from every
// state is allowed exactly where this says, and goes where this says.

const ON_THE_WAY = ['shipped', 'in_transit', 'out_for_delivery', 'delivery_failed'];
const ALL_BUT_NEW = ORDER_STATES.filter((s) => s !== 'new');
const EXPECTED: Record<string, { from: string[]; to?: string }> = {
  place: { from: ['new'], to: 'placed' },
  hold_for_approval: { from: ['new'], to: 'awaiting_approval' },
  approve: { from: ['awaiting_approval'], to: 'placed' },
  reject: { from: ['awaiting_approval'], to: 'cancelled' },
  hold_for_credit: { from: ['new', 'awaiting_approval'], to: 'awaiting_staff_approval' },
  approve_credit: { from: ['awaiting_staff_approval'], to: 'placed' },
  refuse_credit: { from: ['awaiting_staff_approval'], to: 'cancelled' },
  payment_failed: { from: ['placed'] },
  switch_to_cod: { from: ['placed'] },
  pay: { from: ['placed'], to: 'confirmed' },
  confirm: { from: ['placed'], to: 'confirmed' },
  pack: { from: ['confirmed'], to: 'packed' },
  unpack: { from: ['packed'], to: 'confirmed' },
  ship: { from: ['confirmed', 'packed'], to: 'shipped' },
  in_transit: { from: ['shipped', 'in_transit', 'delivery_failed'], to: 'in_transit' },
  out_for_delivery: { from: ['shipped', 'in_transit', 'delivery_failed'], to: 'out_for_delivery' },
  delivery_failed: { from: ['shipped', 'in_transit', 'out_for_delivery'], to: 'delivery_failed' },
  reattempt: { from: ['delivery_failed'], to: 'shipped' },
  deliver: { from: ON_THE_WAY, to: 'delivered' },
  return_to_origin: { from: ON_THE_WAY, to: 'returning' },
  returned_to_origin: { from: [...ON_THE_WAY, 'returning'], to: 'returned_to_origin' },
  cancel: { from: ['placed', 'confirmed', 'packed'], to: 'cancelled' },
  refund_queued: { from: ALL_BUT_NEW },
  refunded: { from: ALL_BUT_NEW },
  return_requested: { from: ['delivered'] },
  return_approved: { from: ['delivered'] },
  return_refused: { from: ['delivered'] },
  return_received: { from: ['delivered'] },
  return_refunded: { from: ['delivered'] },
  return_replaced: { from: ['delivered'] },
  place_replacement: { from: ['new'], to: 'confirmed' },
};

describe('the order lifecycle table', () => {
  it('knows exactly these events', () => {
    expect([...ORDER_EVENT_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(ORDER_EVENT_NAMES.flatMap((event) => ORDER_STATES.map((state) => [event, state] as const)))('%s from %s', (event, state) => {
    const rule = EXPECTED[event];
    expect(canHappen(state, event)).toBe(rule.from.includes(state));
    if (rule.from.includes(state)) expect(stateAfter(state, event)).toBe(rule.to ?? state);
  });

  it('has final states, and an unknown state allows nothing', () => {
    const leaving = (state: string) => ORDER_EVENT_NAMES.filter((e) => canHappen(state, e) && stateAfter(state as 'new', e) !== state);
    expect(leaving('cancelled')).toEqual([]);
    expect(leaving('returned_to_origin')).toEqual([]);
    expect(leaving('delivered')).toEqual([]);
    expect(ORDER_EVENT_NAMES.filter((e) => canHappen('Lost', e))).toEqual([]);
  });

  it('shows every state as one of the five statuses the API has always had', () => {
    for (const state of ORDER_STATES) expect(ORDER_STATUSES).toContain(STATUS_OF[state]);
    expect(STATUS_OF.delivery_failed).toBe('Shipped');
    expect(STATUS_OF.returned_to_origin).toBe('Cancelled');
  });

  it('tells the customer of a Cash on Delivery order when it is placed, of an online one when it is paid', () => {
    expect(noticesOf('place', { payment_method: 'COD' }).customer).toBe('placed');
    expect(noticesOf('place', { payment_method: 'UPI' }).customer).toBeNull();
    expect(noticesOf('pay', { payment_method: 'UPI' }).customer).toBe('paid');
    expect(noticesOf('confirm', { payment_method: 'COD' })).toEqual({ customer: null, staff: null });
    expect(noticesOf('delivery_failed', { payment_method: 'COD' })).toEqual({ customer: 'delivery_failed', staff: 'delivery_failed' });
  });

  it('tells the customer of each step of their return, and the sales mailbox of a new one; a refund as a refund', () => {
    expect(noticesOf('return_requested', { payment_method: 'COD' })).toEqual({ customer: 'return_requested', staff: 'return_requested' });
    expect(noticesOf('return_refused', { payment_method: 'UPI' })).toEqual({ customer: 'return_refused', staff: null });
    expect(noticesOf('return_refunded', { payment_method: 'COD' }).customer).toBe('refunded');
    expect(noticesOf('place_replacement', { payment_method: 'COD' })).toEqual({ customer: null, staff: null });
  });
});
