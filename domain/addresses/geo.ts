import { tk } from '../i18n/translate';
import { lookupPincode } from '../../db/reference/pincodes';
import type { Geocoder } from '../../adapters/geocoder/types';
import type { RateStore } from '../../adapters/rate-store/types';
import { DEFAULT_COUNTRY } from '../constants';
import { badRequest, notFound, tooMany, unavailable } from '../errors';
import { MSG } from '../messages';
import { dictionaryOf, translatorFor } from '../i18n/dictionaries';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { GST_STATE_CODES } from '../tax/gstin';

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

/** A place as a Hindi or Marathi reader writes it (Pune → पुणे); names without a translation stay as they are. */
export function placeIn<P extends { city: string; state: string; country: string }>(place: P, lang: Lang): P {
  const t = translatorFor(lang);
  return { ...place, city: t(place.city), state: t(place.state), country: t(place.country) };
}

let englishNames: Map<string, string> | null = null;
/** Hindi and Marathi names of states, districts and the country, back to the English the PIN table, GST and zones use. */
function englishNameOf(name: string): string {
  if (!englishNames) {
    englishNames = new Map();
    const known = new Set([...Object.keys(GST_STATE_CODES), DEFAULT_COUNTRY]);
    for (const lang of LANGUAGES) {
      if (lang === 'en') continue;
      for (const [english, translated] of Object.entries(dictionaryOf(lang)))
        if (known.has(english) || lookupDistrict(english)) englishNames.set(translated.trim(), english);
    }
  }
  return englishNames.get(name.trim()) ?? name;
}

/** Districts whose Hindi and Marathi names the locales hold (Maharashtra's, the neighbours' and the big cities'); others stay as the PIN table names them. */
export const TRANSLATED_DISTRICTS: readonly string[] = [
  ...['Ahmed Nagar', 'Akola', 'Amravati', 'Aurangabad', 'Beed', 'Bhandara', 'Buldhana', 'Chandrapur', 'Dhule', 'Gadchiroli'],
  ...['Gondia', 'Hingoli', 'Jalgaon', 'Jalna', 'Kolhapur', 'Latur', 'Mumbai', 'Nagpur', 'Nanded', 'Nandurbar', 'Nashik'],
  ...['Osmanabad', 'Parbhani', 'Pune', 'Raigarh', 'Ratnagiri', 'Sangli', 'Satara', 'Sindhudurg', 'Solapur', 'Thane', 'Wardha'],
  ...['Washim', 'Yavatmal', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'New Delhi', 'Central Delhi', 'Ahmedabad', 'Surat'],
  ...['Indore', 'Bhopal', 'Jaipur', 'Lucknow', 'Patna', 'Bidar', 'Raichur', 'Vadodara', 'North Goa', 'South Goa'],
];
const districts = new Set(TRANSLATED_DISTRICTS);
const lookupDistrict = (name: string) => districts.has(name);

/**
 * An address's state and country kept in English whatever language it was typed
 * in ("महाराष्ट्र" → "Maharashtra"): the tax invoice (CGST and SGST within the
 * seller's state) and the delivery zones read them; the city too when it is a
 * district's known name. Pages show them translated again.
 */
export function englishPlace<P extends { city: string; state: string; country: string }>(place: P): P {
  return { ...place, city: englishNameOf(place.city), state: englishNameOf(place.state), country: englishNameOf(place.country) };
}

/** City and state of a 6-digit PIN code, in the reader's language: 400 when it is not one, 404 when unknown. */
export function pincodeDetails(pin: string, lang: Lang = 'en'): PlaceSuggestion {
  const compact = String(pin ?? '').replace(/[\s-]/g, '');
  if (!/^[1-9]\d{5}$/.test(compact)) throw badRequest(MSG.addressPincodeInvalid, 'pincode');
  const place = lookupPincode(compact);
  if (!place) throw notFound(MSG.pincodeUnknown);
  return placeIn(
    { pincode: place.pincode, city: place.city, state: place.state, country: place.country || DEFAULT_COUNTRY, locality: '' },
    lang,
  );
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
