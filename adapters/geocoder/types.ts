import type { GeoPlace } from '../../db/reference/pincodes';

// The place type is the database layer's (its offline PIN code table answers
// it): adapters stand above db/, never the other way round.
export type { GeoPlace };

export interface Geocoder {
  /** Resolves coordinates to a place; null when nothing is known there. Throws when the provider fails. */
  reverse(lat: number, lng: number): Promise<GeoPlace | null>;
}
