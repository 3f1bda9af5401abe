import type { Kysely, Transaction } from 'kysely';
import type { Parcel, PostalAddress, ShipmentLine } from '../../adapters/courier/types';
import type { Database } from '../../db/schema';
import { badRequest } from '../errors';
import type { OrderView } from '../orders/views';

// The box an order goes in, as the courier weighs and measures it: by default
// the packs' net contents (a litre weighed as a kilogram) plus the packing,
// in a box sized for that weight; staff change any of it before booking.

type Executor = Kysely<Database> | Transaction<Database>;

/** What the box, bag and filling add to the packs' contents. */
const PACKING_GRAMS = 150;
/** A pack without a known size (an order from before pack sizes) weighs as one kilogram. */
const UNKNOWN_PACK_GRAMS = 1000;
/** Boxes by the weight they hold, smallest first. */
const BOXES = [
  { upToGrams: 1_500, lengthCm: 20, breadthCm: 15, heightCm: 10 },
  { upToGrams: 5_000, lengthCm: 30, breadthCm: 20, heightCm: 15 },
  { upToGrams: 12_000, lengthCm: 40, breadthCm: 30, heightCm: 25 },
  { upToGrams: Infinity, lengthCm: 50, breadthCm: 40, heightCm: 35 },
];
export const PARCEL_LIMITS = { weightGrams: [50, 50_000], side: [1, 150] } as const;

/** Each line's SKU and the grams of one of its packs. */
async function packsOf(db: Executor, order: OrderView): Promise<Map<string, { sku: string; grams: number }>> {
  const ids = order.lines.map((l) => l.variantId).filter((v): v is string => !!v);
  const rows = ids.length
    ? await db.selectFrom('product_variants').select(['id', 'sku', 'net_amount']).where('id', 'in', ids).execute()
    : [];
  return new Map(rows.map((r) => [r.id, { sku: r.sku, grams: Number(r.net_amount) || UNKNOWN_PACK_GRAMS }]));
}

export async function defaultParcel(db: Executor, order: OrderView): Promise<Parcel> {
  const packs = await packsOf(db, order);
  const contents = order.lines.reduce((sum, l) => sum + l.quantity * (packs.get(l.variantId ?? '')?.grams ?? UNKNOWN_PACK_GRAMS), 0);
  const weightGrams = contents + PACKING_GRAMS;
  const { upToGrams: _u, ...box } = BOXES.find((b) => weightGrams <= b.upToGrams)!;
  return { weightGrams, ...box };
}

/** The lines as the courier declares them: SKU, name, quantity and the price paid for one. */
export async function shipmentLines(db: Executor, order: OrderView): Promise<ShipmentLine[]> {
  const packs = await packsOf(db, order);
  return order.lines.map((l) => ({
    sku: packs.get(l.variantId ?? '')?.sku ?? l.productId.slice(-12),
    name: l.pack ? `${l.title} (${l.pack})` : l.title,
    quantity: l.quantity,
    unitPricePaise: Math.round((l.pricePaise * l.quantity - l.discountPaise) / l.quantity),
    hsn: l.hsnCode || undefined,
  }));
}

/** The order's address as a courier reads it: one name, ten digits, the street lines together. */
export function postalAddressOf(a: NonNullable<OrderView['address']>, fallbackName: string): PostalAddress {
  return {
    name: a.name || fallbackName,
    phone: String(a.mobile).replace(/\D/g, '').slice(-10),
    address: [a.address, a.locality, a.landmark].filter(Boolean).join('\n'),
    city: a.city,
    pin: a.pincode,
    state: a.state,
  };
}

/** A box as staff typed it: kilograms and centimetres, each within what couriers accept. */
export function parcelFrom(input: { weightKg: string; lengthCm: string; breadthCm: string; heightCm: string }, ref: string): Parcel {
  const kg = Number(String(input.weightKg).replace(',', '.'));
  const weightGrams = Math.round(kg * 1000);
  const [wMin, wMax] = PARCEL_LIMITS.weightGrams;
  if (!Number.isFinite(kg) || weightGrams < wMin || weightGrams > wMax)
    throw badRequest(`Order ${ref}: the weight must be between ${wMin / 1000} and ${wMax / 1000} kg.`, 'weightKg');
  const side = (v: string, name: string) => {
    const n = Number(v);
    const [min, max] = PARCEL_LIMITS.side;
    if (!Number.isInteger(n) || n < min || n > max)
      throw badRequest(`Order ${ref}: the ${name} must be a whole number of centimetres between ${min} and ${max}.`, `${name}Cm`);
    return n;
  };
  return {
    weightGrams,
    lengthCm: side(input.lengthCm, 'length'),
    breadthCm: side(input.breadthCm, 'breadth'),
    heightCm: side(input.heightCm, 'height'),
  };
}
