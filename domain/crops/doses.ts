import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { tk } from '../i18n/translate';
import { inLanguage, type Shown } from '../translations/store';

// How much of a product one application takes, by method: grams (powders,
// granules) or millilitres (liquids) per acre, or per kg of seed for seed
// treatment. Doses are data (product_doses), edited in the back office.

export const DOSE_METHODS = ['seed', 'soil', 'drip', 'spray'] as const;
export type DoseMethod = (typeof DOSE_METHODS)[number];

export const DOSE_METHOD_LABEL: Record<DoseMethod, string> = {
  seed: tk('Seed treatment'),
  soil: tk('Soil application'),
  drip: tk('Drip'),
  spray: tk('Foliar spray'),
};

export interface Dose extends Shown {
  id: string;
  productId: string;
  method: DoseMethod;
  /** The crop this dose is for; null for the product's general dose. */
  cropId: string | null;
  amount: number;
  unit: 'g' | 'ml';
  timing: string;
}

/** What a product's doses are measured in: millilitres for liquids, grams otherwise. */
export const doseUnit = (form: string): 'g' | 'ml' => (form === 'Liquid' ? 'ml' : 'g');

/** The doses of these products, in their order, in one query (and one for their notes in `lang`). */
export async function dosesOf(db: Db, productIds: readonly string[], lang: Lang = 'en'): Promise<Map<string, Dose[]>> {
  const out = new Map<string, Dose[]>();
  if (!productIds.length) return out;
  const rows = await db
    .selectFrom('product_doses')
    .innerJoin('products', 'products.id', 'product_doses.product_id')
    .select([
      'product_doses.id',
      'product_doses.product_id',
      'product_doses.method',
      'product_doses.crop_id',
      'product_doses.amount',
      'product_doses.timing',
      'products.form',
    ])
    .where('product_doses.product_id', 'in', [...new Set(productIds)])
    .orderBy('product_doses.product_id')
    .orderBy('product_doses.position')
    .orderBy('product_doses.id')
    .execute();
  for (const r of await inLanguage(db, lang, 'dose', rows, { timing: 'timing' })) {
    const list = out.get(r.product_id) ?? [];
    list.push({
      id: r.id,
      productId: r.product_id,
      method: r.method,
      cropId: r.crop_id,
      amount: Number(r.amount),
      unit: doseUnit(r.form),
      timing: r.timing,
      ...(r.english ? { english: r.english } : {}),
    });
    out.set(r.product_id, list);
  }
  return out;
}

/** A product's doses for a crop, one per method in the order of DOSE_METHODS: the crop's own dose wins over the general one. */
export function dosesForCrop(doses: readonly Dose[], cropId: string): Dose[] {
  return DOSE_METHODS.flatMap((method) => {
    const of = doses.filter((d) => d.method === method);
    const chosen = of.find((d) => d.cropId === cropId) ?? of.find((d) => d.cropId === null);
    return chosen ? [chosen] : [];
  });
}

/** The space between a number and its unit: a no-break space, so '4 kg' never parts across lines, in any language. */
export const UNIT_SPACE = '\u00a0';

/** '4 kg', '7.44 kg', '500 ml', '2.5 ml' (with a no-break space): kg and litres from 1,000 g or ml, at most two decimals. */
export function amountLabel(amount: number, unit: 'g' | 'ml'): string {
  if (amount >= 1000) return `${+(amount / 1000).toFixed(2)}${UNIT_SPACE}${unit === 'g' ? 'kg' : 'L'}`;
  return `${+amount.toFixed(2)}${UNIT_SPACE}${unit}`;
}

/** Whether the crop's seed is treated first (crops.seed_treatment_first, which staff set per crop). */
export async function seedTreatmentFirst(db: Db, cropId: string): Promise<boolean> {
  const row = await db.selectFrom('crops').select('seed_treatment_first').where('id', '=', cropId).executeTakeFirst();
  return Number(row?.seed_treatment_first ?? 0) === 1;
}

/**
 * A crop's doses in the order an agronomist would offer them, the first being
 * the calculator's default: seed treatment leads for a crop whose seed is
 * treated first (soybean, wheat, gram) when the product has a seed dose, and
 * comes last for the others (tomato: soil application first); the other
 * methods keep their order.
 */
export function inPreferredOrder(doses: readonly Dose[], seedFirst: boolean): Dose[] {
  const seed = doses.filter((d) => d.method === 'seed');
  const rest = doses.filter((d) => d.method !== 'seed');
  return seedFirst ? [...seed, ...rest] : [...rest, ...seed];
}

/** The dose as a farmer reads it, English and marked for translation: '{amount} per acre'. */
export const doseRateTemplate = (method: DoseMethod) => (method === 'seed' ? tk('{amount} per kg of seed') : tk('{amount} per acre'));
