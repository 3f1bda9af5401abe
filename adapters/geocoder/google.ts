import { completeFromPincode, normalisePincode } from '../../db/reference/pincodes';
import { getJson, isRecord, num, str, trimSlash } from './http';
import type { GeoPlace, Geocoder } from './types';

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Defaults to https://maps.googleapis.com. */
  baseUrl?: string;
  timeoutMs?: number;
}

export const GOOGLE_MAPS_DEFAULT_URL = 'https://maps.googleapis.com';

interface Component {
  long_name?: unknown;
  short_name?: unknown;
  types?: unknown;
}

/**
 * Reverse geocoding through the Google Geocoding API.
 * `ZERO_RESULTS` gives null; any other non-OK status (REQUEST_DENIED,
 * OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR...), 5xx answers, network
 * failures and timeouts throw.
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  if (!options?.apiKey) throw new Error('Google geocoder: apiKey is required');
  const { apiKey } = options;
  const baseUrl = trimSlash(options.baseUrl || GOOGLE_MAPS_DEFAULT_URL);
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    async reverse(lat, lng) {
      const query = new URLSearchParams({ latlng: `${lat},${lng}`, key: apiKey });
      const { status: http, body } = await getJson('Google geocoder', `${baseUrl}/maps/api/geocode/json?${query}`, {
        timeoutMs,
      });

      const status = isRecord(body) ? str(body.status) : undefined;
      if (http >= 500 || !status) {
        throw new Error(`Google geocoder: HTTP ${http}${status ? ` ${status}` : ''}`);
      }
      if (status === 'ZERO_RESULTS') return null;
      if (status !== 'OK') {
        const detail = isRecord(body) ? str(body.error_message) : undefined;
        throw new Error(`Google geocoder: ${status}${detail ? `: ${detail}` : ''}`);
      }
      const results = isRecord(body) && Array.isArray(body.results) ? body.results.filter(isRecord) : [];
      if (!results.length) return null;
      return mapGoogle(results, lat, lng);
    },
  };
}

function mapGoogle(results: Record<string, unknown>[], lat: number, lng: number): GeoPlace {
  // Results run from most to least specific; take each field from the first result that has it.
  const find = (type: string, which: 'long_name' | 'short_name' = 'long_name'): string | undefined => {
    for (const r of results) {
      const comps = Array.isArray(r.address_components) ? (r.address_components as Component[]) : [];
      for (const c of comps) {
        if (isRecord(c) && Array.isArray(c.types) && c.types.includes(type)) {
          const v = str(c[which]) ?? str(c.long_name);
          if (v) return v;
        }
      }
    }
    return undefined;
  };

  const postcode = find('postal_code');
  const geometry = isRecord(results[0].geometry) ? results[0].geometry : {};
  const location = isRecord(geometry.location) ? geometry.location : {};
  const place: GeoPlace = {
    pincode: normalisePincode(postcode) ?? postcode ?? '',
    city: find('locality') ?? '',
    state: find('administrative_area_level_1') ?? '',
    country: find('country') ?? '',
    lat: num(location.lat) ?? lat,
    lng: num(location.lng) ?? lng,
  };
  const locality = find('sublocality_level_1') ?? find('sublocality') ?? find('neighborhood');
  if (locality) place.locality = locality;
  return completeFromPincode(place);
}
