import { describe, expect, it } from 'vitest';
import { gstinProblem } from '../tax/gstin';
import { MSG } from '../messages';
import { financialYear } from './numbering';
import { taxLine } from './tax';
import { amountInWords } from './words';

describe('invoice arithmetic and words', () => {
  it('writes amounts in words in lakhs and crores, with paise', () => {
    expect(amountInWords(12_345_650)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only');
    expect(amountInWords(2_00_00_000_00)).toBe('Rupees Two Crore Only');
    expect(amountInWords(10_100)).toBe('Rupees One Hundred One Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('starts the financial year on 1 April in India, not in UTC', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26'); // 23:59 IST on 31 March
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27'); // 00:01 IST on 1 April
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('takes the tax out of a tax-inclusive amount and splits it without losing a paisa', () => {
    expect(taxLine({ description: 'x', hsn: '3101', quantity: 3, unitPaise: 33_333, rate: 18 }, true)).toMatchObject({
      amountPaise: 99_999,
      taxablePaise: 84_745,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
      igstPaise: 0,
    });
    expect(taxLine({ description: 'x', hsn: '3101', quantity: 1, unitPaise: 10_501, rate: 5 }, false)).toMatchObject({
      taxablePaise: 10_001,
      igstPaise: 500,
      cgstPaise: 0,
    });
  });

  it('knows a GSTIN from a typing mistake', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(MSG.gstinChecksum);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(MSG.gstinLength);
  });
});
