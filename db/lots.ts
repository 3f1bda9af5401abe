// Dates of stock lots, kept as 'YYYY-MM-DD' text (portable, and compared as
// text). Here, below the domain, because the seed and the migration that
// brought lots give the stock already on the shelf a lot of its own.

/** A date moved by whole months (the 31st into a short month lands on its last day). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** The lot for stock on the shelf before lots were kept: made at the start of last month, its batch named after its SKU and month. */
export function openingLot(sku: string, shelfLifeMonths: number, now = new Date()) {
  const manufacturedOn = addMonths(`${today(now).slice(0, 7)}-01`, -1);
  return {
    batch: `${sku}-${manufacturedOn.slice(2, 4)}${manufacturedOn.slice(5, 7)}`,
    manufactured_on: manufacturedOn,
    expires_on: addMonths(manufacturedOn, shelfLifeMonths),
  };
}
