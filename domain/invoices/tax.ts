// The tax in tax-inclusive prices, as a GST invoice shows it. Each line's
// amount is what the buyer paid for it; its taxable value is that amount
// without the GST in it and the tax is the rest, so the lines always add up to
// the order's total. To another state the tax is IGST: taxable =
// round(amount × 100 / (100 + rate)), IGST = amount − taxable. Within the
// seller's state it is CGST and SGST at half the rate each, and the two halves
// are always equal: each half = round(amount × rate / (2 × (100 + rate))), the
// paisa, taxable = amount − CGST − SGST. The split is made once, per line; an
// odd paisa of tax is never given to one half: it stays in the taxable value
// (which is then within a paisa of the exact figure). Totals are the sums of
// the lines. (Decision 021.) A discount allowed on the invoice (a coupon, an
// offer) comes off the line before the tax is worked out: GST is on the value
// after it, and the line states both.

export interface TaxableItem {
  description: string;
  hsn: string;
  quantity: number;
  /** What one of the quantity is ("1 kg", "5 L"); empty for a service. */
  unit?: string;
  unitPaise: number;
  /** GST rate in percent. */
  rate: number;
  /** Taken off unitPaise × quantity (promotions), in paise; none: 0. */
  discountPaise?: number;
}

export interface TaxLine extends TaxableItem {
  /** unitPaise × quantity, before the discount. */
  grossPaise: number;
  discountPaise: number;
  /** What the buyer paid for the line: gross less the discount, tax included. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export function taxLine(item: TaxableItem, intraState: boolean): TaxLine {
  const grossPaise = item.unitPaise * item.quantity;
  const discountPaise = Math.min(item.discountPaise ?? 0, grossPaise);
  const amountPaise = grossPaise - discountPaise;
  const base = { ...item, grossPaise, discountPaise, amountPaise };
  if (intraState) {
    const half = Math.round((amountPaise * item.rate) / (2 * (100 + item.rate)));
    return { ...base, taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const taxablePaise = Math.round((amountPaise * 100) / (100 + item.rate));
  return { ...base, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: amountPaise - taxablePaise };
}

export function taxTotals(lines: TaxLine[]): TaxTotals {
  const sum = (k: keyof Omit<TaxTotals, 'totalPaise'>) => lines.reduce((s, l) => s + l[k], 0);
  return {
    discountPaise: sum('discountPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: lines.reduce((s, l) => s + l.amountPaise, 0),
  };
}
