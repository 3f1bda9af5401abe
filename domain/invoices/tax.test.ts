import { describe, expect, it } from 'vitest';
import { taxLine, taxTotals } from './tax';

const line = (unitPaise: number, quantity: number, rate: number, intraState = true) =>
  taxLine({ description: 'x', hsn: '3101', quantity, unitPaise, rate }, intraState);

describe('the GST split of a tax-inclusive line', () => {
  it('gives CGST and SGST the same amount on every line, odd tax or not, and loses no paisa', () => {
    // ₹10.01 at 18 %: ₹1.527 of tax inside; the old split gave 76 and 77 paise.
    expect(line(1_001, 1, 18)).toMatchObject({ amountPaise: 1_001, taxablePaise: 849, cgstPaise: 76, sgstPaise: 76 });
    for (const rate of [5, 12, 18, 28]) {
      for (let amount = 1; amount <= 5_003; amount += 7) {
        const l = line(amount, 1, rate);
        expect(l.cgstPaise).toBe(l.sgstPaise);
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(amount);
        // Each half is within half a paisa of the exact half of the tax inside.
        expect(Math.abs(l.cgstPaise - (amount * rate) / (2 * (100 + rate)))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('keeps IGST whole to another state, with the taxable value rounded to the paisa', () => {
    expect(line(1_001, 1, 18, false)).toMatchObject({ taxablePaise: 848, igstPaise: 153, cgstPaise: 0, sgstPaise: 0 });
  });

  it('adds the lines up to the order total exactly', () => {
    const lines = [line(33_333, 3, 18), line(10_501, 1, 5), line(7_777, 7, 12), line(6_000, 1, 18)];
    const t = taxTotals(lines);
    expect(t.totalPaise).toBe(99_999 + 10_501 + 54_439 + 6_000);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(t.totalPaise);
    expect(t.cgstPaise).toBe(t.sgstPaise);
  });
});
