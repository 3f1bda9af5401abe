/** A place resolved from coordinates or a PIN code. */
export interface GeoPlace {
  /** 6-digit Indian PIN code (may be empty if the provider returned none). */
  pincode: string;
  city: string;
  state: string;
  country: string;
  /** Neighbourhood / suburb, when the provider knows it. */
  locality?: string;
  lat?: number;
  lng?: number;
}

export interface Geocoder {
  /** Resolves coordinates to a place; null when nothing is known there. Throws when the provider fails. */
  reverse(lat: number, lng: number): Promise<GeoPlace | null>;
}
