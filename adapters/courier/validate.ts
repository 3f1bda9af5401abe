import { CourierError, type Parcel, type PostalAddress, type ShipmentLine } from './types';

export const PIN_RE = /^[1-9]\d{5}$/;
export const PHONE_RE = /^[6-9]\d{9}$/;

/**
 * What every courier refuses, said before asking one: a booking it would
 * refuse anyway fails here with a message staff can act on.
 */
export function validateBooking(address: PostalAddress, lines: ShipmentLine[], parcel: Parcel): void {
  const refuse = (message: string) => {
    throw new CourierError(message, 'refused');
  };
  if (!address.name.trim()) refuse('The address has no name');
  if (!PHONE_RE.test(address.phone)) refuse('The address needs a 10-digit mobile number');
  if (!PIN_RE.test(address.pin)) refuse('The address needs a 6-digit PIN code');
  if (address.address.trim().length < 3) refuse('The address has no street or locality');
  if (!address.city.trim() || !address.state.trim()) refuse('The address needs a city and a state');
  if (lines.length === 0 || lines.some((l) => !(l.quantity > 0) || !(l.unitPricePaise >= 0))) refuse('The parcel has no contents');
  if (!(parcel.weightGrams > 0)) refuse('The parcel needs its weight');
  if (![parcel.lengthCm, parcel.breadthCm, parcel.heightCm].every((d) => d >= 1))
    refuse('The parcel needs its size, at least 1 cm each way');
}
