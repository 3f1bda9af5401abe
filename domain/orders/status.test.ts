import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../constants';
import { ORDER_TRANSITIONS, canMove } from './status';

// The order life cycle: Pending → Confirmed → Shipped → Delivered, or
// Pending/Confirmed → Cancelled; nothing else, and nothing back.

describe('order status transitions', () => {
  const allowed = new Set(['Pending>Confirmed', 'Pending>Cancelled', 'Confirmed>Shipped', 'Confirmed>Cancelled', 'Shipped>Delivered']);

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('has final states, and an unknown status moves nowhere', () => {
    expect(ORDER_TRANSITIONS.Delivered).toEqual([]);
    expect(ORDER_TRANSITIONS.Cancelled).toEqual([]);
    expect(canMove('Lost', 'Delivered')).toBe(false);
  });
});
