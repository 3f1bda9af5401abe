// The tax in tax-inclusive prices, as a GST invoice shows it. Each line's
// amount is what the buyer paid for it; its taxable value is that amount
// without the GST in it (rounded to the paisa) and the tax is the rest, so the
// lines always add up to the order's total. Within the seller's state the tax
// is split into CGST and SGST; to another state it is IGST.

export interface TaxableItem {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: number;
  /** GST rate in percent. */
  rate: number;
}

export interface TaxLine extends TaxableItem {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export function taxLine(item: TaxableItem, intraState: boolean): TaxLine {
  const amountPaise = item.unitPaise * item.quantity;
  const taxablePaise = Math.round((amountPaise * 100) / (100 + item.rate));
  const tax = amountPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return {
    ...item,
    amountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

export function taxTotals(lines: TaxLine[]): TaxTotals {
  const sum = (k: keyof Omit<TaxTotals, 'totalPaise'>) => lines.reduce((s, l) => s + l[k], 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: lines.reduce((s, l) => s + l.amountPaise, 0),
  };
}
