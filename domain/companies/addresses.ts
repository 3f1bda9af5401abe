import { badRequest } from '../errors';
import { COMPANY_MSG } from './messages';

// A company's billing and shipping address, kept as JSON on the company in the
// shape of the checkout's addresses, so an order can take either as it is.

export interface CompanyAddress {
  name: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  mobile: string;
}

export const ADDRESS_FIELDS = ['name', 'address', 'locality', 'city', 'state', 'pincode', 'mobile'] as const;

/** The address posted under `prefix` (billingName, billingCity, …), cleaned; 400 naming the address when a part is missing. */
export function addressFrom(form: Record<string, string | undefined>, prefix: 'billing' | 'shipping'): CompanyAddress {
  const get = (f: string) =>
    String(form[`${prefix}${f[0].toUpperCase()}${f.slice(1)}`] ?? '')
      .trim()
      .slice(0, 200);
  const a: CompanyAddress = {
    name: get('name'),
    address: get('address'),
    locality: get('locality'),
    city: get('city'),
    state: get('state'),
    pincode: get('pincode').replace(/\s/g, ''),
    mobile: get('mobile')
      .replace(/[\s-]/g, '')
      .replace(/^(\+91|0)/, ''),
  };
  if (!a.name || !a.address || !a.city || !a.state || !/^[1-9]\d{5}$/.test(a.pincode) || !/^[6-9]\d{9}$/.test(a.mobile))
    throw badRequest(prefix === 'billing' ? COMPANY_MSG.billingNeeded : COMPANY_MSG.shippingNeeded, `${prefix}Address`);
  return a;
}

export function parseAddress(json: string): CompanyAddress {
  try {
    return { ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])), ...JSON.parse(json) } as CompanyAddress;
  } catch {
    return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as unknown as CompanyAddress;
  }
}

/** "Name, address, locality, city, state PIN" on one line. */
export const addressLine = (a: CompanyAddress) =>
  [a.name, a.address, a.locality, a.city, `${a.state} ${a.pincode}`].filter((s) => s.trim()).join(', ');
