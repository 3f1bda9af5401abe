import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { dropTranslations } from '../translations/store';
import { nextPosition, optionalText } from './crop-editing';
import { DOSE_METHOD_LABEL, DOSE_METHODS, doseUnit, dosesOf, type Dose, type DoseMethod } from './doses';

// The catalogue team sets how much of a product one application takes (by
// method, for every crop or for one), and the crops a product suits. The
// dosage calculator and the crop pages read exactly these rows, and offer a
// product for a crop only when the product suits it.

type Staff = Pick<StaffMember, 'id' | 'email'>;
type Trx = Transaction<Database>;

export const MAX_DOSE_AMOUNT = 1_000_000;

export interface DoseInput {
  method: string;
  /** A crop's id, or empty for the product's general dose. */
  crop: string;
  amount: string;
  timing: string;
}

export interface ProductDoses {
  product: { id: string; title: string; code: string; unit: 'g' | 'ml' };
  doses: Dose[];
  /** Ids of the crops the product suits. */
  cropIds: string[];
}

/** A product's doses in order and the crops it suits; 404 for an unknown product. */
export async function productDosesForEditing(db: Db, productId: string): Promise<ProductDoses> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'title', 'code', 'form'])
    .where('id', '=', productId.slice(0, 64))
    .executeTakeFirst();
  if (!product) throw notFound(MSG.productNotFound);
  const [doses, crops] = await Promise.all([
    dosesOf(db, [product.id]),
    db.selectFrom('product_crops').select('crop_id').where('product_id', '=', product.id).execute(),
  ]);
  return {
    product: { id: product.id, title: product.title, code: product.code, unit: doseUnit(product.form) },
    doses: doses.get(product.id) ?? [],
    cropIds: crops.map((c) => c.crop_id),
  };
}

/** An amount as staff type it ("1,500", "2.5"): more than 0 and at most MAX_DOSE_AMOUNT, or a 400. */
export function parseDoseAmount(value: string): number {
  const text = value.trim().replace(/,/g, '');
  const amount = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(amount > 0 && amount <= MAX_DOSE_AMOUNT)) throw badRequest(MSG.doseAmountInvalid, 'amount');
  return amount;
}

function doseValues(input: DoseInput) {
  if (!(DOSE_METHODS as readonly string[]).includes(input.method)) throw badRequest(MSG.doseMethodRequired, 'method');
  return {
    method: input.method as DoseMethod,
    crop_id: input.crop.trim() || null,
    amount: parseDoseAmount(input.amount),
    timing: optionalText(input.timing, 200, MSG.doseTimingTooLong, 'timing'),
  };
}

async function productOf(trx: Trx, productId: string) {
  const product = await trx.selectFrom('products').select('id').where('id', '=', productId.slice(0, 64)).executeTakeFirst();
  if (!product) throw notFound(MSG.productNotFound);
  return product.id;
}

/**
 * A dose must be usable: its crop exists and the product suits it, a seed
 * treatment is for a crop sown from seed, and no other dose of the product
 * has the same method and crop (the calculator would use only one of them).
 */
async function checkUsable(trx: Trx, productId: string, values: ReturnType<typeof doseValues>, exceptId: string) {
  if (values.crop_id) {
    const crop = await trx
      .selectFrom('crops')
      .select(['id', 'name', 'seed_kg_per_acre'])
      .where('id', '=', values.crop_id.slice(0, 64))
      .executeTakeFirst();
    if (!crop) throw badRequest(MSG.cropUnknown, 'crop');
    const suits = await trx
      .selectFrom('product_crops')
      .select('crop_id')
      .where('product_id', '=', productId)
      .where('crop_id', '=', crop.id)
      .executeTakeFirst();
    if (!suits) throw badRequest(MSG.doseCropNotSuited(crop.name), 'crop');
    if (values.method === 'seed' && crop.seed_kg_per_acre === null) throw badRequest(MSG.doseSeedWithoutRate(crop.name), 'method');
  }
  const same = await trx
    .selectFrom('product_doses')
    .leftJoin('crops', 'crops.id', 'product_doses.crop_id')
    .select(['product_doses.id', 'crops.name'])
    .where('product_doses.product_id', '=', productId)
    .where('product_doses.method', '=', values.method)
    .where('product_doses.id', '!=', exceptId)
    .where((eb) => (values.crop_id ? eb('product_doses.crop_id', '=', values.crop_id) : eb('product_doses.crop_id', 'is', null)))
    .executeTakeFirst();
  if (same) throw badRequest(MSG.doseTwice(DOSE_METHOD_LABEL[values.method].toLowerCase(), same.name ?? 'every crop'), 'method');
}

async function doseOf(trx: Trx, productId: string, doseId: string) {
  const dose = await trx
    .selectFrom('product_doses')
    .select(['method', 'crop_id', 'amount', 'timing'])
    .where('id', '=', doseId.slice(0, 64))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!dose) throw notFound(MSG.doseNotFound);
  return { ...dose, amount: Number(dose.amount) };
}

/** Adds a dose after the product's others. Audited. */
export async function addDose(db: Db, staff: Staff, productId: string, input: DoseInput): Promise<void> {
  const values = doseValues(input);
  await db.transaction().execute(async (trx) => {
    const product = await productOf(trx, productId);
    const id = newId();
    await checkUsable(trx, product, values, id);
    const last = await trx
      .selectFrom('product_doses')
      .select((eb) => eb.fn.max<number>('position').as('m'))
      .where('product_id', '=', product)
      .executeTakeFirst();
    await trx
      .insertInto('product_doses')
      .values({ id, product_id: product, ...values, position: nextPosition(last?.m) })
      .execute();
    await audit(trx, staff, 'dose.add', 'product', product, null, { dose: id, ...values });
  });
}

/** Changes a dose's method, crop, amount and timing. Audited. */
export async function saveDose(db: Db, staff: Staff, productId: string, doseId: string, input: DoseInput): Promise<void> {
  const values = doseValues(input);
  await db.transaction().execute(async (trx) => {
    const product = await productOf(trx, productId);
    const before = await doseOf(trx, product, doseId);
    await checkUsable(trx, product, values, doseId);
    await trx.updateTable('product_doses').set(values).where('id', '=', doseId).execute();
    await audit(trx, staff, 'dose.update', 'product', product, { dose: doseId, ...before }, { dose: doseId, ...values });
  });
}

/** Removes a dose, with the Hindi and Marathi of its timing. Audited. */
export async function removeDose(db: Db, staff: Staff, productId: string, doseId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const product = await productOf(trx, productId);
    const before = await doseOf(trx, product, doseId);
    await trx.deleteFrom('product_doses').where('id', '=', doseId).execute();
    await dropTranslations(trx, 'dose', doseId);
    await audit(trx, staff, 'dose.remove', 'product', product, { dose: doseId, ...before }, null);
  });
}

/**
 * Sets the crops a product suits. Its doses for a crop it no longer suits are
 * kept (ticking the crop again brings them back) but are not offered meanwhile.
 */
export async function setProductCrops(db: Db, staff: Staff, productId: string, cropIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(cropIds.map((c) => c.trim()).filter(Boolean))];
  await db.transaction().execute(async (trx) => {
    const product = await productOf(trx, productId);
    const known = wanted.length ? await trx.selectFrom('crops').select('id').where('id', 'in', wanted).execute() : [];
    if (known.length !== wanted.length) throw badRequest(MSG.cropUnknown, 'crops');
    const before = (await trx.selectFrom('product_crops').select('crop_id').where('product_id', '=', product).execute()).map(
      (r) => r.crop_id,
    );
    await trx.deleteFrom('product_crops').where('product_id', '=', product).execute();
    if (wanted.length)
      await trx
        .insertInto('product_crops')
        .values(wanted.map((crop_id) => ({ product_id: product, crop_id })))
        .execute();
    await audit(trx, staff, 'product.crops', 'product', product, before, wanted);
  });
}
