import { describe, expect, it } from 'vitest';
import { formatInr, toRupees } from './money';

describe('money', () => {
  it('shows rupees in Indian digit grouping, paise only when there are any', () => {
    expect(formatInr(12_345_600)).toBe('₹1,23,456');
    expect(formatInr(45_000)).toBe('₹450');
    expect(formatInr(1_250)).toBe('₹12.50');
    expect(formatInr(0)).toBe('₹0');
  });

  it('answers the API in rupees from integer paise', () => {
    expect(toRupees(12_550)).toBe(125.5);
    expect(toRupees(100)).toBe(1);
  });
});
