import { createGoogleGeocoder } from './google';
import { createNominatimGeocoder } from './nominatim';
import { createOfflineGeocoder } from './offline';
import type { Geocoder } from './types';

export type { GeoPlace, Geocoder } from './types';
export { lookupPincode, nearestPincode } from '../../db/reference/pincodes';

export interface GeocoderConfig {
  GEOCODER: 'offline' | 'nominatim' | 'google';
  NOMINATIM_URL?: string;
  GOOGLE_MAPS_API_KEY?: string;
  GOOGLE_MAPS_URL?: string;
  /** Optional; defaults to 5000 ms. */
  GEOCODER_TIMEOUT_MS?: number;
  /** Optional User-Agent for Nominatim. */
  NOMINATIM_USER_AGENT?: string;
}

/** Picks the reverse geocoder named by config; `offline` needs no network. */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  const timeoutMs = config.GEOCODER_TIMEOUT_MS ?? 5000;
  switch (config.GEOCODER) {
    case 'offline':
      return createOfflineGeocoder();
    case 'nominatim':
      return createNominatimGeocoder({
        baseUrl: config.NOMINATIM_URL,
        userAgent: config.NOMINATIM_USER_AGENT,
        timeoutMs,
      });
    case 'google':
      if (!config.GOOGLE_MAPS_API_KEY) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
      return createGoogleGeocoder({
        apiKey: config.GOOGLE_MAPS_API_KEY,
        baseUrl: config.GOOGLE_MAPS_URL,
        timeoutMs,
      });
    default:
      throw new Error(`Unknown GEOCODER: ${String((config as { GEOCODER?: unknown }).GEOCODER)}`);
  }
}
