import { readFileSync } from 'node:fs';
import KDBush from 'kdbush';
import { around } from 'geokdbush';

/**
 * A place resolved from coordinates or a PIN code: what the offline table
 * answers, and what every geocoder adapter answers too (adapters/geocoder).
 */
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

/** Offline PIN code table (GeoNames, CC BY 4.0): see ./data/README.md. */
const DATA_URL = new URL('./data/pincodes.tsv', import.meta.url);

/** Farthest a point may be from a PIN centre for nearestPincode to answer. */
export const NEAREST_MAX_KM = 50;

interface Row {
  pincode: string;
  district: string;
  state: string;
  lat?: number;
  lng?: number;
}

interface Table {
  byPin: Map<string, Row>;
  /** Rows with coordinates, in kdbush insertion order. */
  located: Row[];
  index: KDBush | null;
}

let table: Table | null = null;

function load(): Table {
  if (table) return table;
  const byPin = new Map<string, Row>();
  const located: Row[] = [];
  for (const line of readFileSync(DATA_URL, 'utf8').split('\n')) {
    if (!line) continue;
    const [pincode, district, state, lat, lng] = line.split('\t');
    const row: Row = { pincode, district, state };
    if (lat && lng) {
      row.lat = Number(lat);
      row.lng = Number(lng);
      located.push(row);
    }
    byPin.set(pincode, row);
  }
  let index: KDBush | null = null;
  if (located.length) {
    index = new KDBush(located.length);
    for (const r of located) index.add(r.lng!, r.lat!);
    index.finish();
  }
  table = { byPin, located, index };
  return table;
}

function toPlace(row: Row): GeoPlace {
  const place: GeoPlace = { pincode: row.pincode, city: row.district, state: row.state, country: 'India' };
  if (row.lat !== undefined && row.lng !== undefined) {
    place.lat = row.lat;
    place.lng = row.lng;
  }
  return place;
}

/** Reduces "411 001" / " 411001 " to "411001"; anything that is not a 6-digit PIN gives null. */
export function normalisePincode(pin: string | null | undefined): string | null {
  if (typeof pin !== 'string') return null;
  const compact = pin.replace(/[\s-]/g, '');
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

/** District (as city), state and centre of a 6-digit PIN code, or null when unknown. */
export function lookupPincode(pin: string): GeoPlace | null {
  const key = normalisePincode(pin);
  if (!key) return null;
  const row = load().byPin.get(key);
  return row ? toPlace(row) : null;
}

/** The PIN whose centre is closest to the point, if within NEAREST_MAX_KM; otherwise null. */
export function nearestPincode(lat: number, lng: number): GeoPlace | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const { index, located } = load();
  if (!index) return null;
  const [id] = around(index, lng, lat, 1, NEAREST_MAX_KM);
  return id === undefined ? null : toPlace(located[id]);
}

/**
 * Fills a missing city or state from the offline table when the PIN is known.
 * Values the provider did return are kept.
 */
export function completeFromPincode(place: GeoPlace): GeoPlace {
  if (place.city && place.state) return place;
  const known = place.pincode ? lookupPincode(place.pincode) : null;
  if (!known) return place;
  return { ...place, city: place.city || known.city, state: place.state || known.state };
}
