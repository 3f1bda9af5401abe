import { tk } from '../i18n/translate';
import { lookupPincode } from '../../db/reference/pincodes';
import type { Geocoder } from '../../adapters/geocoder/types';
import type { RateStore } from '../../adapters/rate-store/types';
import { DEFAULT_COUNTRY } from '../constants';
import { badRequest, notFound, tooMany, unavailable } from '../errors';
import { MSG } from '../messages';

// Helps fill the address form: a typed PIN code gives city and state from the
// offline table; the device's position gives a place through the configured
// reverse geocoder (offline default: the nearest PIN code centre).

export interface PlaceSuggestion {
  pincode: string;
  city: string;
  state: string;
  country: string;
  locality: string;
}

const REVERSE_PER_USER_PER_HOUR = 60;

/** City and state of a 6-digit PIN code: 400 when it is not one, 404 when unknown. */
export function pincodeDetails(pin: string): PlaceSuggestion {
  const compact = String(pin ?? '').replace(/[\s-]/g, '');
  if (!/^[1-9]\d{5}$/.test(compact)) throw badRequest(MSG.addressPincodeInvalid, 'pincode');
  const place = lookupPincode(compact);
  if (!place) throw notFound(MSG.pincodeUnknown);
  return { pincode: place.pincode, city: place.city, state: place.state, country: place.country || DEFAULT_COUNTRY, locality: '' };
}

/**
 * The place at a position, for the customer to confirm. Nothing known there:
 * 404 "Address not found"; the geocoder failing: 503 "Error getting address".
 */
export async function reverseGeocode(
  geocoder: Geocoder,
  limits: RateStore,
  userId: string,
  lat: number,
  lng: number,
): Promise<PlaceSuggestion> {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw badRequest(tk('Please send a valid latitude and longitude.'), 'lat');
  }
  if ((await limits.hit(`geocode:${userId}`, 3_600_000)) > REVERSE_PER_USER_PER_HOUR) throw tooMany(MSG.tooManyRequests);
  let place;
  try {
    place = await geocoder.reverse(lat, lng);
  } catch {
    throw unavailable(MSG.geoAddressError);
  }
  if (!place) throw notFound(MSG.geoNotFound);
  let { city, state } = place;
  if ((!city || !state) && place.pincode) {
    const known = lookupPincode(place.pincode);
    city ||= known?.city ?? '';
    state ||= known?.state ?? '';
  }
  return {
    pincode: place.pincode ?? '',
    city: city ?? '',
    state: state ?? '',
    country: place.country || DEFAULT_COUNTRY,
    locality: place.locality ?? '',
  };
}
