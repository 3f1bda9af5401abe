import { completeFromPincode, normalisePincode } from '../../db/reference/pincodes';
import { getJson, isRecord, num, str, trimSlash } from './http';
import type { GeoPlace, Geocoder } from './types';

export interface NominatimOptions {
  /** Service root, e.g. https://nominatim.openstreetmap.org (no trailing /reverse). */
  baseUrl?: string;
  /** Identifies the shop, as the Nominatim usage policy requires. */
  userAgent?: string;
  timeoutMs?: number;
}

export const NOMINATIM_DEFAULT_URL = 'https://nominatim.openstreetmap.org';
export const NOMINATIM_DEFAULT_USER_AGENT = 'vam-shop/1.0 (checkout address lookup)';

/**
 * Reverse geocoding through a Nominatim server (`/reverse?format=jsonv2`).
 * No result (HTTP 404, 400 or an `{"error": ...}` payload) gives null; network
 * failures, timeouts, rate limiting and 5xx answers throw.
 */
export function createNominatimGeocoder(options: NominatimOptions = {}): Geocoder {
  const baseUrl = trimSlash(options.baseUrl || NOMINATIM_DEFAULT_URL);
  const userAgent = options.userAgent || NOMINATIM_DEFAULT_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    async reverse(lat, lng) {
      const query = new URLSearchParams({
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        addressdetails: '1',
      });
      const { status, body } = await getJson('Nominatim', `${baseUrl}/reverse?${query}`, {
        timeoutMs,
        headers: { 'user-agent': userAgent, 'accept-language': 'en' },
      });

      if (status === 404 || status === 400) return null;
      if (status < 200 || status >= 300) {
        throw new Error(`Nominatim: HTTP ${status}${errorText(body)}`);
      }
      if (!isRecord(body)) throw new Error('Nominatim: answer was not a JSON object');
      if ('error' in body) return null;
      return mapNominatim(body, lat, lng);
    },
  };
}

function errorText(body: unknown): string {
  if (!isRecord(body)) return '';
  const e = body.error;
  const msg = isRecord(e) ? str(e.message) : str(e);
  return msg ? `: ${msg}` : '';
}

function mapNominatim(body: Record<string, unknown>, lat: number, lng: number): GeoPlace | null {
  const a = isRecord(body.address) ? body.address : {};
  const place: GeoPlace = {
    pincode: normalisePincode(str(a.postcode)) ?? str(a.postcode) ?? '',
    city: str(a.city) ?? str(a.town) ?? str(a.village) ?? str(a.county) ?? '',
    state: str(a.state) ?? '',
    country: str(a.country) ?? '',
    lat: num(body.lat) ?? lat,
    lng: num(body.lon) ?? lng,
  };
  const locality = str(a.suburb) ?? str(a.neighbourhood);
  if (locality) place.locality = locality;
  const filled = completeFromPincode(place);
  if (!filled.pincode && !filled.city && !filled.state && !filled.country) return null;
  return filled;
}
