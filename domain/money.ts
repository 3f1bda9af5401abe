import { PAISE_PER_RUPEE } from './constants';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,23,456 — Indian digit grouping; paise shown (₹12.50) only when there are any. */
export const formatInr = (paise: number) => (paise % PAISE_PER_RUPEE === 0 ? whole : exact).format(paise / PAISE_PER_RUPEE);

/** The API shows money in rupees (SPEC.md §3); inside it is integer paise. */
export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;

/** "1,234.50", "₹450" or "450" → paise; null when it is not a price (negative, more than 2 decimals, not a number). */
export function parseRupees(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ''] = clean.split('.');
  return Number(whole) * PAISE_PER_RUPEE + Number(frac.padEnd(2, '0'));
}

const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,23,456.50 — for the columns of an invoice, whose heading names the currency. */
export const formatAmount = (paise: number) => plain.format(paise / PAISE_PER_RUPEE);
