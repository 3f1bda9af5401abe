import type { Db } from '../../db/client';
import { notFound } from '../errors';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import { productsByIds, type Product } from '../catalog/products';
import { inLanguage, type Shown } from '../translations/store';
import { dosesForCrop, dosesOf, type Dose } from './doses';

// Shopping by crop: the crops the shop advises on, each crop's season in
// stages, the problems met at each stage and the products (that suit the crop)
// addressing them, with the crop's dose of each. Texts come in the visitor's
// language (content_translations), English where one has none (`english`).

export const CROP_GROUPS = ['Field crops', 'Vegetables', 'Fruits and plantations'] as const;

export interface CropSummary extends Shown {
  id: string;
  slug: string;
  name: string;
  group: string;
  about: string;
  /** Seed sown per acre in kg, for seed treatment; null when the crop is not sown from seed. */
  seedKgPerAcre: number | null;
}

export interface ProblemSummary extends Shown {
  id: string;
  slug: string;
  name: string;
  kind: string;
}

export interface CropStage extends Shown {
  id: string;
  name: string;
  timing: string;
  /** Each problem with the ids of the products for it that suit the crop, best first. */
  problems: (ProblemSummary & { productIds: string[] })[];
}

export interface CropPage {
  crop: CropSummary;
  stages: CropStage[];
  /** Every product that suits the crop, in catalogue order. */
  products: Product[];
  /** Each product's doses for this crop, one per method. */
  doses: Record<string, Dose[]>;
}

const cropColumns = ['id', 'slug', 'name', 'crop_group', 'about', 'seed_kg_per_acre'] as const;
const toCrop = (r: { id: string; slug: string; name: string; crop_group: string; about: string; seed_kg_per_acre: number | null }) => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  group: r.crop_group,
  about: r.about,
  seedKgPerAcre: r.seed_kg_per_acre === null ? null : Number(r.seed_kg_per_acre),
});

/** Crops in `lang`. */
export const cropsIn = <T extends { id: string; name: string; about?: string }>(db: Db, lang: Lang, crops: readonly T[]) =>
  inLanguage(db, lang, 'crop', crops, { name: 'name', about: 'about' } as Partial<Record<keyof T & string, string>>);

/** Every crop, in the order of the shop's list. */
export async function listCrops(db: Db, lang: Lang = 'en'): Promise<CropSummary[]> {
  return cropsIn(db, lang, (await db.selectFrom('crops').select(cropColumns).orderBy('position').orderBy('id').execute()).map(toCrop));
}

/** A crop by its slug (or id); 404 when there is none. */
export async function findCrop(db: Db, slugOrId: string, lang: Lang = 'en'): Promise<CropSummary> {
  const row = await db
    .selectFrom('crops')
    .select(cropColumns)
    .where((eb) => eb.or([eb('slug', '=', slugOrId.slice(0, 80)), eb('id', '=', slugOrId.slice(0, 80))]))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.cropNotFound);
  return (await cropsIn(db, lang, [toCrop(row)]))[0];
}

/** The crops a product suits, in the order of the shop's list. */
export async function cropsOfProduct(db: Db, productId: string, lang: Lang = 'en'): Promise<CropSummary[]> {
  const rows = await db
    .selectFrom('crops')
    .innerJoin('product_crops', 'product_crops.crop_id', 'crops.id')
    .select(cropColumns.map((c) => `crops.${c}` as const))
    .where('product_crops.product_id', '=', productId)
    .orderBy('crops.position')
    .execute();
  return cropsIn(db, lang, rows.map(toCrop));
}

/** A crop's page: its stages with their problems, and the products that suit it with their doses; 404 for an unknown crop. */
export async function getCropPage(db: Db, slug: string, lang: Lang = 'en'): Promise<CropPage> {
  const crop = await findCrop(db, slug, lang);
  const [stageRows, suited] = await Promise.all([
    db
      .selectFrom('crop_stages')
      .select(['id', 'name', 'timing'])
      .where('crop_id', '=', crop.id)
      .orderBy('position')
      .execute()
      .then((rows) => inLanguage(db, lang, 'stage', rows, { name: 'name', timing: 'timing' })),
    db
      .selectFrom('product_crops')
      .innerJoin('products', 'products.id', 'product_crops.product_id')
      .select('products.id')
      .where('product_crops.crop_id', '=', crop.id)
      .where('products.archived_at', 'is', null)
      .orderBy('products.position')
      .orderBy('products.id')
      .execute(),
  ]);
  const suitedIds = suited.map((r) => r.id);
  const stageIds = stageRows.map((s) => s.id);
  const [problemRows, products, doses] = await Promise.all([
    stageIds.length
      ? db
          .selectFrom('stage_problems')
          .innerJoin('problems', 'problems.id', 'stage_problems.problem_id')
          .select(['stage_problems.stage_id', 'problems.id', 'problems.slug', 'problems.name', 'problems.kind'])
          .where('stage_problems.stage_id', 'in', stageIds)
          .orderBy('problems.position')
          .execute()
          // A problem met at several stages is one record: its texts are asked for once.
          .then((rows) => inLanguage(db, lang, 'problem', rows, { name: 'name' }))
      : [],
    productsByIds(db, suitedIds, lang),
    dosesOf(db, suitedIds, lang),
  ]);
  const problemIds = [...new Set(problemRows.map((p) => p.id))];
  const remedies = problemIds.length
    ? await db
        .selectFrom('problem_products')
        .select(['problem_id', 'product_id'])
        .where('problem_id', 'in', problemIds)
        .where('product_id', 'in', suitedIds.length ? suitedIds : [''])
        .orderBy('position')
        .execute()
    : [];
  const stages = stageRows.map((s) => ({
    ...s,
    problems: problemRows
      .filter((p) => p.stage_id === s.id)
      .map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        kind: p.kind,
        ...(p.english ? { english: p.english } : {}),
        productIds: remedies.filter((r) => r.problem_id === p.id).map((r) => r.product_id),
      })),
  }));
  const cropDoses = Object.fromEntries(products.map((p) => [p.id, dosesForCrop(doses.get(p.id) ?? [], crop.id)]));
  return { crop, stages, products, doses: cropDoses };
}
