import { badRequest } from '../errors';
import { MSG } from '../messages';

// GSTINs and the states of GST (no database here: the address form checks a
// GSTIN in the browser with the same code). A GSTIN is 15 characters: the
// state's code, the holder's PAN, an entity number, a letter (Z) and a check
// character computed over the first 14.

/** GST state codes by state name, as the PIN table and addresses name them. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** "27-Maharashtra", as an invoice names the place of supply; the name alone when GST knows no code for it. */
export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state.trim()];
  return code ? `${code}-${state.trim()}` : state.trim();
}

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN (its message), or null when it is one. */
export function gstinProblem(value: string): string | null {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (v.length !== 15 || !/^[0-9A-Z]+$/.test(v)) return MSG.gstinLength;
  const state = Number(v.slice(0, 2));
  if (!/^\d\d$/.test(v.slice(0, 2)) || state < 1 || (state > 38 && state !== 97)) return MSG.gstinState;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(v.slice(2, 12)) || !/^[1-9A-Z]$/.test(v[12])) return MSG.gstinPan;
  if (gstinCheckChar(v.slice(0, 14)) !== v[14]) return MSG.gstinChecksum;
  return null;
}

/** A GSTIN from a form or client: '' when none was given, the clean value, or 400 naming what is wrong. */
export function checkGstin(value: unknown): string {
  const v = String(value ?? '')
    .replace(/\s/g, '')
    .toUpperCase();
  if (!v) return '';
  const problem = gstinProblem(v);
  if (problem) throw badRequest(problem, 'gstin');
  return v;
}
