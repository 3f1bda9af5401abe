import { PAISE_PER_RUPEE } from './constants';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹1,23,456 — Indian digit grouping; paise shown only when there are any. */
export const formatInr = (paise: number) => inr.format(paise / PAISE_PER_RUPEE);

/** The API shows money in rupees (SPEC.md §3); inside it is integer paise. */
export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;
