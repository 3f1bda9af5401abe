import { checkAddress } from '../../domain/addresses/validation';
import { problemOf } from '../../domain/validation';
import { formSchema } from '../framework/form';

/** The fields of the address form (SPEC.md §2), in the order it shows them. */
export const ADDRESS_FIELDS = [
  'name',
  'mobile',
  'pincode',
  'locality',
  'address',
  'city',
  'state',
  'country',
  'landmark',
  'alternatePhone',
  'addressType',
  'gstin',
  'businessName',
] as const;

export const addressForm = formSchema([...ADDRESS_FIELDS, 'next'], (v) => problemOf(() => checkAddress(v)));

/** Delete, and its confirmation step, on the saved addresses page. */
export const addressDeleteForm = formSchema(['intent', 'id']);
