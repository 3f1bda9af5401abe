import { ADDRESS_MOBILE_DIGITS, ADDRESS_TYPES, DEFAULT_COUNTRY, type AddressType } from '../constants';
import { badRequest } from '../errors';
import { MSG } from '../messages';
import { checkGstin } from '../tax/gstin';

// The address checks of SPEC.md §5, shared by the server and the address form
// in the browser (no database here).

export interface AddressInput {
  name?: string;
  mobile?: string;
  pincode?: string;
  locality?: string;
  city?: string;
  state?: string;
  country?: string;
  address?: string;
  landmark?: string;
  alternatePhone?: string;
  addressType?: string;
  /** Optional, for a GST invoice: the buyer's GSTIN and the business it is registered to. */
  gstin?: string;
  businessName?: string;
}

export interface Address {
  id: string;
  name: string;
  mobile: string;
  pincode: string;
  locality: string;
  city: string;
  state: string;
  country: string;
  address: string;
  landmark: string;
  alternatePhone: string;
  addressType: AddressType;
  /** '' when none: the invoice then goes to a consumer. */
  gstin: string;
  businessName: string;
  createdAt: string;
}

/** How a field is named inside a message ("Please fill in the {field} field."); each word is translated too. */
export const ADDRESS_FIELD_WORDS: Record<Exclude<keyof AddressInput, 'gstin' | 'alternatePhone'>, string> = {
  name: 'name',
  mobile: 'mobile',
  locality: 'locality',
  city: 'city',
  state: 'state',
  country: 'country',
  pincode: 'pincode',
  addressType: 'address type',
  address: 'address',
  landmark: 'landmark',
  businessName: 'business name',
};

/** The fields of §5 that must not be blank, in the order they are checked, with the word the message uses. */
export const REQUIRED_ADDRESS_FIELDS: [Exclude<keyof AddressInput, 'gstin'>, string][] = [
  ['name', 'name'],
  ['mobile', 'mobile'],
  ['locality', 'locality'],
  ['city', 'city'],
  ['state', 'state'],
  ['country', 'country'],
  ['pincode', 'pincode'],
  ['addressType', 'address type'],
  // Not in §5's list, but no parcel reaches a locality alone (docs/spec-deviations.md).
  ['address', 'address'],
];

const MAX_LENGTH: Partial<Record<keyof AddressInput, number>> = {
  name: 100,
  locality: 120,
  city: 80,
  state: 80,
  country: 60,
  address: 500,
  landmark: 120,
  businessName: 120,
};

/** "+91 98765-43210" → "9876543210"; the digits as typed otherwise. */
function phoneDigits(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  const local = /^(\+91|0091|91|0)\d{10}$/.test(compact) ? compact.slice(-10) : compact;
  return local;
}

const isPhone = (digits: string) => new RegExp(`^\\d{${ADDRESS_MOBILE_DIGITS}}$`).test(digits);

/**
 * Checks an address as §5 says, with its exact messages, plus a 6-digit PIN
 * code; country defaults to India. Returns the cleaned values or throws 400.
 */
export function checkAddress(input: AddressInput): Omit<Address, 'id' | 'createdAt'> {
  const v = (k: keyof AddressInput) => String(input[k] ?? '').trim();
  const values = {
    name: v('name'),
    mobile: v('mobile'),
    pincode: v('pincode').replace(/\s/g, ''),
    locality: v('locality'),
    city: v('city'),
    state: v('state'),
    country: v('country') || DEFAULT_COUNTRY,
    address: v('address'),
    landmark: v('landmark'),
    alternatePhone: v('alternatePhone'),
    addressType: v('addressType').toLowerCase(),
    businessName: v('businessName'),
  };
  for (const [key, word] of REQUIRED_ADDRESS_FIELDS) {
    if (!values[key]) throw badRequest(MSG.fillField(word), key);
  }
  const mobile = phoneDigits(values.mobile);
  if (!isPhone(mobile)) throw badRequest(MSG.addressMobileInvalid, 'mobile');
  if (!/^[1-9]\d{5}$/.test(values.pincode)) throw badRequest(MSG.addressPincodeInvalid, 'pincode');
  if (!(ADDRESS_TYPES as readonly string[]).includes(values.addressType)) throw badRequest(MSG.addressTypeInvalid, 'addressType');
  const alternatePhone = values.alternatePhone ? phoneDigits(values.alternatePhone) : '';
  if (alternatePhone && !isPhone(alternatePhone)) throw badRequest(MSG.addressAltPhoneInvalid, 'alternatePhone');
  for (const [key, max] of Object.entries(MAX_LENGTH) as [keyof AddressInput, number][]) {
    if (String(values[key as keyof typeof values]).length > max) {
      throw badRequest(MSG.addressTooLong(ADDRESS_FIELD_WORDS[key as keyof typeof ADDRESS_FIELD_WORDS] ?? key), key);
    }
  }
  const gstin = checkGstin(input.gstin);
  if (gstin && !values.businessName) throw badRequest(MSG.businessNameRequired, 'businessName');
  return { ...values, mobile, alternatePhone, addressType: values.addressType as AddressType, gstin };
}
