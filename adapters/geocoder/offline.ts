import { nearestPincode } from '../../db/reference/pincodes';
import type { Geocoder } from './types';

/** Reverse geocoding from the bundled PIN code table: no network, district-level precision. */
export function createOfflineGeocoder(): Geocoder {
  return {
    async reverse(lat, lng) {
      return nearestPincode(lat, lng);
    },
  };
}
