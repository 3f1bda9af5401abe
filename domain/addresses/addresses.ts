import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { AddressesTable, Database } from '../../db/schema';
import { ADDRESS_TYPES, ADDRESSES_PER_CUSTOMER_MAX, type AddressType } from '../constants';
import { conflict, notFound } from '../errors';
import { checkAddress, type Address, type AddressInput } from './validation';
import { MSG } from '../messages';
import { fmt, type Translate } from '../i18n/translate';
import { englishPlace } from './geo';

// Delivery addresses (SPEC.md §2 Address form, §5 Address save). Only the owner
// sees or changes one. Deleting is soft (deleted_at) so orders keep theirs.

type Executor = Kysely<Database> | Transaction<Database>;

export type { Address, AddressInput } from './validation';
export { checkAddress, REQUIRED_ADDRESS_FIELDS } from './validation';

function toAddress(row: Selectable<AddressesTable>): Address {
  const { alternate_phone, address_type, business_name, created_at, user_id: _user, deleted_at: _deleted, ...same } = row;
  const addressType = (ADDRESS_TYPES as readonly string[]).includes(address_type) ? (address_type as AddressType) : 'home';
  return { ...same, alternatePhone: alternate_phone, addressType, businessName: business_name, createdAt: created_at };
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

/** An address as the API shows it (SPEC.md §3 Address), also kept on an order as it was then. */
export function toApiAddress(a: Address) {
  const { id, createdAt: _created, ...fields } = a;
  return { _id: id, ...fields };
}
export type ApiAddress = ReturnType<typeof toApiAddress>;

function columnsOf(a: Omit<Address, 'id' | 'createdAt'>) {
  const { alternatePhone, addressType, businessName, ...same } = a;
  return { ...same, alternate_phone: alternatePhone, address_type: addressType, business_name: businessName };
}

/** Saves a new address for the customer after the §5 checks; answers it. */
export async function saveAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const clean = englishPlace(checkAddress(input));
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
  const clean = englishPlace(checkAddress(input));
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

/**
 * One line for lists and order summaries: "12 Shivaji Road, Kothrud, near
 * Hanuman temple, Pune, Maharashtra 411038", in the page's language with its `t`
 * (Hindi and Marathi quote the landmark as typed, "खूण: मंदिराजवळ", never adding
 * a "near" it may already say).
 */
export function addressLine(
  a: Pick<Address, 'address' | 'locality' | 'landmark' | 'city' | 'state' | 'pincode'>,
  t: Translate = (text, params) => fmt(text, params ?? {}),
): string {
  const parts = [a.address, a.locality, a.landmark ? t('near {landmark}', { landmark: a.landmark }) : '', t(a.city)].filter(Boolean);
  return `${parts.join(', ')}, ${t(a.state)} ${a.pincode}`;
}
