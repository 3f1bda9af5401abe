import { lookupPincode } from '../../db/reference/pincodes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/client';
import { SHIPPING_BUSINESS_DAYS } from '../constants';
import { badRequest } from '../errors';
import { MSG } from '../messages';
import { addBusinessDays } from './dates';

// Delivery by PIN code: the PIN's district and state come from the offline
// PIN table; the state's zone says how many days on the road, whether Cash on
// Delivery is offered and up to what amount, and the shipping charge.

export interface Zone {
  id: string;
  name: string;
  /** State names; ['*'] for every state no other zone names. */
  states: string[];
  etaDays: number;
  cod: boolean;
  codLimitPaise: number;
  shippingPaise: number;
  /** Orders of at least this much ship free (0: the charge always applies). */
  freeAbovePaise: number;
}

export interface Serviceability {
  pin: string;
  serviceable: boolean;
  district: string;
  state: string;
  /** Cash on Delivery for this PIN (and this amount, when one is given). */
  cod: boolean;
  etaDays: number;
  /** The shipping charge in paise (for this amount, when one is given). */
  shippingPaise: number;
  codLimitPaise: number;
  freeAbovePaise: number;
  /** YYYY-MM-DD: dispatch in SHIPPING_BUSINESS_DAYS, then the zone's days on the road. */
  deliveryBy: string | null;
}

export async function listZones(db: Kysely<Database> | Transaction<Database>): Promise<Zone[]> {
  const rows = await db.selectFrom('delivery_zones').selectAll().orderBy('position').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    states: JSON.parse(r.states) as string[],
    etaDays: Number(r.eta_days),
    cod: Number(r.cod) === 1,
    codLimitPaise: Number(r.cod_limit_paise),
    shippingPaise: Number(r.shipping_paise),
    freeAbovePaise: Number(r.free_above_paise),
  }));
}

/** The zone that names the state, else the zone for every other state; null when no zone takes it. */
export function zoneFor(zones: Zone[], state: string): Zone | null {
  const s = state.toLowerCase();
  return zones.find((z) => z.states.some((n) => n.toLowerCase() === s)) ?? zones.find((z) => z.states.includes('*')) ?? null;
}

/** Days on the road to a PIN code (its zone's), or null when no zone takes it. */
export function etaDaysTo(zones: Zone[], pin: string): number | null {
  const place = lookupPincode(pin);
  return place ? (zoneFor(zones, place.state)?.etaDays ?? null) : null;
}

/** What shipping costs to this zone for an order of this much. */
export const shippingFor = (zone: Zone, amountPaise: number) =>
  zone.freeAbovePaise > 0 && amountPaise >= zone.freeAbovePaise ? 0 : zone.shippingPaise;

/** Is Cash on Delivery offered in this zone for an order of this much? */
export const codFor = (zone: Zone, amountPaise: number) => zone.cod && amountPaise <= zone.codLimitPaise;

/** A PIN code the shop does not deliver to (unknown, malformed, or in no zone), with its place when known. */
export function notServed(pin: string, place?: { city: string; state: string } | null): Serviceability {
  return {
    pin,
    serviceable: false,
    district: place?.city ?? '',
    state: place?.state ?? '',
    cod: false,
    etaDays: 0,
    shippingPaise: 0,
    codLimitPaise: 0,
    freeAbovePaise: 0,
    deliveryBy: null,
  };
}

/**
 * Delivery to a PIN code with the zones given (no database): served or not, by
 * when, with Cash on Delivery or not and at what charge; with an amount, the
 * charge and COD are for an order of that much. The PIN must be well formed.
 */
export function serviceabilityIn(zones: Zone[], pin: string, amountPaise?: number, now = new Date()): Serviceability {
  const place = lookupPincode(pin);
  const zone = place ? zoneFor(zones, place.state) : null;
  if (!place || !zone) return notServed(pin, place);
  const shippingPaise = amountPaise === undefined ? zone.shippingPaise : shippingFor(zone, amountPaise);
  return {
    pin,
    serviceable: true,
    district: place.city,
    state: place.state,
    cod: amountPaise === undefined ? zone.cod : codFor(zone, amountPaise + shippingPaise),
    etaDays: zone.etaDays,
    shippingPaise,
    codLimitPaise: zone.codLimitPaise,
    freeAbovePaise: zone.freeAbovePaise,
    deliveryBy: addBusinessDays(now, SHIPPING_BUSINESS_DAYS + zone.etaDays)
      .toISOString()
      .slice(0, 10),
  };
}

/** A PIN code as typed (spaces left out), or null when it is not six digits. */
export function pinOf(pin: unknown): string | null {
  const compact = String(pin ?? '').replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

/**
 * Whether the shop delivers to a PIN code, by when, with Cash on Delivery or
 * not, and at what charge; with an amount, the charge and COD are for an
 * order of that much. A malformed PIN is a 400; an unknown one is simply not
 * serviceable.
 */
export async function checkPin(db: Db, pin: string, amountPaise?: number, now = new Date()): Promise<Serviceability> {
  const compact = pinOf(pin);
  if (!compact) throw badRequest(MSG.pinInvalid, 'pin');
  return serviceabilityIn(await listZones(db), compact, amountPaise, now);
}

/** The zone an order to this PIN ships in, or 400 with why not. */
export async function zoneForPin(db: Db, pin: string): Promise<Zone> {
  const place = lookupPincode(String(pin ?? '').replace(/\s+/g, ''));
  const zone = place ? zoneFor(await listZones(db), place.state) : null;
  if (!zone) throw badRequest(MSG.pinNotServiceable(pin), 'address');
  return zone;
}
