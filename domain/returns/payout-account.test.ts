import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { maskPayout, openPayout, readPayout, sealPayout } from './payout-account';

// Where a Cash on Delivery refund goes: checked as the customer types it,
// sealed so the database alone never shows it, masked on every page.

const KEY = 'k'.repeat(40);

describe('refund accounts', () => {
  it('reads a UPI id or a bank account, and nothing when none was given', () => {
    expect(readPayout({ upi: ' Ramesh.Rao@OKICICI ' })).toEqual({ kind: 'upi', upi: 'ramesh.rao@okicici' });
    expect(readPayout({ holder: 'Ramesh Rao', account: '1234 5678 9012', ifsc: 'sbin0001234' })).toEqual({
      kind: 'bank',
      holder: 'Ramesh Rao',
      account: '123456789012',
      ifsc: 'SBIN0001234',
    });
    expect(readPayout({})).toBeNull();
  });

  it('refuses a UPI id without a bank handle, a short account and a malformed IFSC, naming the field', () => {
    const fieldOf = (input: Parameters<typeof readPayout>[0]) => {
      try {
        readPayout(input);
      } catch (e) {
        return e instanceof DomainError ? e.field : 'other';
      }
      return null;
    };
    expect(fieldOf({ upi: 'ramesh' })).toBe('upi');
    expect(fieldOf({ holder: 'Ramesh', account: '12345', ifsc: 'SBIN0001234' })).toBe('account');
    expect(fieldOf({ holder: 'Ramesh', account: '123456789012', ifsc: 'SBIN1234' })).toBe('account');
  });

  it('seals so that only the key opens it, and each sealing differs', () => {
    const p = { kind: 'bank' as const, holder: 'Ramesh Rao', account: '123456789012', ifsc: 'SBIN0001234' };
    const a = sealPayout(p, KEY);
    const b = sealPayout(p, KEY);
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789012');
    expect(openPayout(a, KEY)).toEqual(p);
    expect(() => openPayout(a, 'x'.repeat(40))).toThrow();
    const tampered = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(() => openPayout(tampered, KEY)).toThrow();
  });

  it('shows enough to recognise the account and not enough to use it', () => {
    expect(maskPayout({ kind: 'upi', upi: 'ramesh.rao@okicici' })).toBe('ra•••@okicici');
    expect(maskPayout({ kind: 'bank', holder: 'R', account: '123456789012', ifsc: 'SBIN0001234' })).toBe('A/c ••••9012, SBIN0001234');
  });
});
