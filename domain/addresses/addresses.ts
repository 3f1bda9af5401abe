import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { AddressesTable, Database } from '../../db/schema';
import { ADDRESS_MOBILE_DIGITS, ADDRESS_TYPES, ADDRESSES_PER_CUSTOMER_MAX, DEFAULT_COUNTRY, type AddressType } from '../constants';
import { badRequest, conflict, notFound } from '../errors';
import { MSG } from '../messages';

// Delivery addresses (SPEC.md §2 Address form, §5 Address save). Only the owner
// sees or changes one. Deleting is soft (deleted_at) so orders keep theirs.

type Executor = Kysely<Database> | Transaction<Database>;

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
  createdAt: string;
}

/** The fields of §5 that must not be blank, in the order they are checked, with the word the message uses. */
export const REQUIRED_ADDRESS_FIELDS: [keyof AddressInput, string][] = [
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
      throw badRequest(MSG.addressTooLong(key === 'address' ? 'address' : key), key);
    }
  }
  return { ...values, mobile, alternatePhone, addressType: values.addressType as AddressType };
}

function toAddress(row: AddressesTable): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    pincode: row.pincode,
    locality: row.locality,
    city: row.city,
    state: row.state,
    country: row.country,
    address: row.address,
    landmark: row.landmark,
    alternatePhone: row.alternate_phone,
    addressType: (ADDRESS_TYPES as readonly string[]).includes(row.address_type) ? (row.address_type as AddressType) : 'home',
    createdAt: row.created_at,
  };
}

/** The customer's saved addresses, newest first (deleted ones left out). */
export async function listAddresses(db: Executor, userId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** One of the customer's addresses; null when unknown, someone else's or deleted. */
export async function getAddress(db: Executor, userId: string, id: string): Promise<Address | null> {
  if (typeof id !== 'string' || !id || id.length > 64) return null;
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toAddress(row) : null;
}

function columnsOf(a: Omit<Address, 'id' | 'createdAt'>) {
  return {
    name: a.name,
    mobile: a.mobile,
    pincode: a.pincode,
    locality: a.locality,
    city: a.city,
    state: a.state,
    country: a.country,
    address: a.address,
    landmark: a.landmark,
    alternate_phone: a.alternatePhone,
    address_type: a.addressType,
  };
}

/** Saves a new address for the customer after the §5 checks; answers it. */
export async function saveAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const clean = checkAddress(input);
  const count = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= ADDRESSES_PER_CUSTOMER_MAX) throw conflict(MSG.addressLimit);
  const id = newId();
  await db
    .insertInto('addresses')
    .values({ id, user_id: userId, ...columnsOf(clean), created_at: nowIso(), deleted_at: null })
    .execute();
  return (await getAddress(db, userId, id))!;
}

/**
 * Changes one of the customer's addresses. Orders placed earlier keep the
 * address they were placed with (they hold a copy), so it is updated in place.
 */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  const existing = await getAddress(db, userId, id);
  if (!existing) throw notFound(MSG.addressNotFound);
  const clean = checkAddress(input);
  await db.updateTable('addresses').set(columnsOf(clean)).where('id', '=', existing.id).where('user_id', '=', userId).execute();
  return (await getAddress(db, userId, id))!;
}

/** Deletes (softly) one of the customer's addresses; unknown or someone else's: 404. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  const existing = await getAddress(db, userId, id);
  if (!existing) throw notFound(MSG.addressNotFound);
  await db
    .updateTable('addresses')
    .set({ deleted_at: nowIso() })
    .where('id', '=', existing.id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** One line for lists and order summaries: "12 Shivaji Road, Kothrud, Pune, Maharashtra 411038". */
export function addressLine(a: Pick<Address, 'address' | 'locality' | 'landmark' | 'city' | 'state' | 'pincode'>): string {
  const parts = [a.address, a.locality, a.landmark ? `near ${a.landmark}` : '', a.city].filter(Boolean);
  return `${parts.join(', ')}, ${a.state} ${a.pincode}`;
}
