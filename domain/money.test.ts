import { describe, expect, it } from 'vitest';
import { formatInr, parseRupees, toRupees } from './money';

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

  it('reads a price typed in rupees into exact paise, and refuses what is not one', () => {
    expect(parseRupees('450')).toBe(45_000);
    expect(parseRupees('₹1,234.5')).toBe(123_450);
    expect(parseRupees('0.07')).toBe(7);
    // 19.99 × 100 is 1998.9999… in floating point: the paise must still be exact.
    expect(parseRupees('19.99')).toBe(1_999);
    for (const bad of ['', '-5', '12.345', 'abc', '1e3', '1.2.3']) expect(parseRupees(bad), bad).toBeNull();
  });
});
