import type { Db } from '../../db/client';
import { badRequest, conflict } from '../errors';
import { addLinesToCart } from '../cart/cart';
import { MAX_DOSE_AREA } from '../constants';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import { getProduct } from '../catalog/products';
import type { Shown } from '../translations/store';
import { tierPrice } from '../catalog/variants';
import { acresPer, AREA_UNITS, roundAcres, type AreaUnit } from './area';
import { cheapestPacks } from './cheapest-packs';
import { cropsOfProduct, findCrop } from './crops';
import { DOSE_METHODS, dosesForCrop, dosesOf, inPreferredOrder, seedTreatmentFirst, type Dose, type DoseMethod } from './doses';

// The dosage calculator: a product, a crop, a field's area and a way of
// applying → how much is needed, the packs to buy (cheapest combination of
// the packs in stock), what they cost and when to apply. Every figure comes
// from the product's data (doses, packs, prices, tiers) on the server; the
// names and the dose's note come in the asked language.

export interface DoseInput {
  product: string;
  crop: string;
  area: number | string;
  unit?: string;
  state?: string | null;
  method?: string | null;
}

export interface DosePlan {
  product: { id: string; title: string } & Shown;
  crop: { slug: string; name: string } & Shown;
  area: number;
  unit: AreaUnit;
  state: string | null;
  /** The area in acres (what doses are given per). */
  acres: number;
  method: DoseMethod;
  /** Every method the product has a dose for on this crop. */
  methods: DoseMethod[];
  dose: Pick<Dose, 'amount' | 'unit' | 'timing' | 'english'> & { per: 'acre' | 'kg of seed' };
  /** Seed to be treated, in kg, for seed treatment. */
  seedKg: number | null;
  /** What the field needs, in grams or millilitres. */
  quantity: number;
  quantityUnit: 'g' | 'ml';
  packs: { variantId: string; pack: string; quantity: number; unitPaise: number; totalPaise: number }[];
  totalPaise: number;
}

/** A number from a form or a query; NaN when it is not one. */
const numberFrom = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim().replace(/,/g, '')));

export async function planDose(db: Db, input: DoseInput, lang: Lang = 'en'): Promise<DosePlan> {
  if (!input.product?.trim()) throw badRequest(MSG.doseProductRequired, 'product');
  if (!input.crop?.trim()) throw badRequest(MSG.doseCropRequired, 'crop');
  const area = numberFrom(input.area);
  if (!Number.isFinite(area) || area <= 0 || area > MAX_DOSE_AREA) throw badRequest(MSG.doseAreaInvalid, 'area');
  const unit = (input.unit?.trim() || 'acre').toLowerCase() as AreaUnit;
  if (!AREA_UNITS.includes(unit)) throw badRequest(MSG.doseUnitInvalid, 'unit');
  const state = unit === 'bigha' ? input.state?.trim() || null : null;
  const perUnit = acresPer(unit, state);
  if (perUnit === null) throw badRequest(MSG.doseStateRequired, 'state');

  const product = await getProduct(db, input.product.trim(), lang);
  const crop = await findCrop(db, input.crop.trim(), lang);
  const suited = await cropsOfProduct(db, product.id);
  if (!suited.some((c) => c.id === crop.id)) throw badRequest(MSG.doseNotForCrop(product.title, crop.name), 'crop');

  const doses = inPreferredOrder(
    dosesForCrop((await dosesOf(db, [product.id], lang)).get(product.id) ?? [], crop.id).filter(
      (d) => d.method !== 'seed' || crop.seedKgPerAcre !== null,
    ),
    await seedTreatmentFirst(db, crop.id),
  );
  const methods = doses.map((d) => d.method);
  const asked = input.method?.trim().toLowerCase();
  if (asked && !DOSE_METHODS.includes(asked as DoseMethod)) throw badRequest(MSG.doseMethodInvalid, 'method');
  const dose = asked ? doses.find((d) => d.method === asked) : doses[0];
  if (!dose) throw badRequest(MSG.doseNoMethod(product.title), 'method');

  const acres = area * perUnit;
  const seedKg = dose.method === 'seed' ? acres * (crop.seedKgPerAcre ?? 0) : null;
  const quantity = Math.ceil((seedKg ?? acres) * dose.amount);
  const onSale = product.variants.filter((v) => v.stock > 0 && v.net.unit === dose.unit);
  const counts = cheapestPacks(
    quantity,
    onSale.map((v) => ({ id: v.id, amount: v.net.amount, pricePaise: v.pricePaise })),
  );
  const packs = counts.map(({ id, count }) => {
    const v = onSale.find((o) => o.id === id)!;
    const { unitPaise } = tierPrice(v.pricePaise, count, product.tiers);
    return { variantId: v.id, pack: v.pack, quantity: count, unitPaise, totalPaise: unitPaise * count };
  });
  const english = (record: Shown, prop: string) => (record.english?.includes(prop) ? { english: [prop] } : {});
  return {
    product: { id: product.id, title: product.title, ...english(product, 'title') },
    crop: { slug: crop.slug, name: crop.name, ...english(crop, 'name') },
    area,
    unit,
    state,
    acres: roundAcres(acres),
    method: dose.method,
    methods,
    dose: {
      amount: dose.amount,
      unit: dose.unit,
      timing: dose.timing,
      ...english(dose, 'timing'),
      per: dose.method === 'seed' ? 'kg of seed' : 'acre',
    },
    seedKg: seedKg === null ? null : Math.round(seedKg * 100) / 100,
    quantity,
    quantityUnit: dose.unit,
    packs,
    totalPaise: packs.reduce((s, p) => s + p.totalPaise, 0),
  };
}

/** "Add these packs to cart": the packs worked out again from the questions, all put in the cart or none; 409 when none is in stock. */
export async function addDosePacks(db: Db, userId: string, input: DoseInput, lang: Lang = 'en'): Promise<DosePlan> {
  const plan = await planDose(db, input, lang);
  if (!plan.packs.length) throw conflict(MSG.doseNoPacks, 'product');
  await addLinesToCart(
    db,
    userId,
    plan.packs.map((p) => ({ productId: plan.product.id, quantity: p.quantity, variantId: p.variantId })),
  );
  return plan;
}
