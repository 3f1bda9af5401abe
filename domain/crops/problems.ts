import type { Db } from '../../db/client';
import { notFound } from '../errors';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import { productsByIds, type Product } from '../catalog/products';
import { inLanguage, type Shown } from '../translations/store';
import { cropsIn } from './crops';
import { DOSE_METHODS, dosesOf, type Dose } from './doses';

// A problem's page: what it is, what a farmer sees, the crops and stages it
// is met at, and the products that address it with their general doses, in
// the visitor's language.

export interface ProblemPage {
  problem: { id: string; slug: string; name: string; kind: string; about: string; signs: string } & Shown;
  /** Where it is met: each crop with the stages, in the shop's order of crops. */
  crops: ({ slug: string; name: string; stages: ({ name: string } & Shown)[] } & Shown)[];
  products: Product[];
  /** Each product's general doses (not those for one crop), one per method. */
  doses: Record<string, Dose[]>;
}

/** Every problem, for the sitemap and the back office. */
export async function listProblems(db: Db) {
  return db.selectFrom('problems').select(['id', 'slug', 'name', 'kind']).orderBy('position').orderBy('id').execute();
}

/** A problem by its slug; 404 when there is none. */
export async function getProblemPage(db: Db, slug: string, lang: Lang = 'en'): Promise<ProblemPage> {
  const found = await db
    .selectFrom('problems')
    .select(['id', 'slug', 'name', 'kind', 'about', 'signs'])
    .where('slug', '=', slug.slice(0, 80))
    .executeTakeFirst();
  if (!found) throw notFound(MSG.problemNotFound);
  const [problem] = await inLanguage(db, lang, 'problem', [found], { name: 'name', about: 'about', signs: 'signs' });
  const [where, remedies] = await Promise.all([
    db
      .selectFrom('stage_problems')
      .innerJoin('crop_stages', 'crop_stages.id', 'stage_problems.stage_id')
      .innerJoin('crops', 'crops.id', 'crop_stages.crop_id')
      .select(['crops.id', 'crops.slug', 'crops.name', 'crop_stages.id as stage_id', 'crop_stages.name as stage'])
      .where('stage_problems.problem_id', '=', problem.id)
      .orderBy('crops.position')
      .orderBy('crop_stages.position')
      .execute(),
    db.selectFrom('problem_products').select('product_id').where('problem_id', '=', problem.id).orderBy('position').execute(),
  ]);
  const ids = remedies.map((r) => r.product_id);
  const [products, doses, cropNames, stageNames] = await Promise.all([
    productsByIds(db, ids, lang),
    dosesOf(db, ids, lang),
    cropsIn(db, lang, where),
    inLanguage(
      db,
      lang,
      'stage',
      where.map((w) => ({ id: w.stage_id, name: w.stage })),
      { name: 'name' },
    ),
  ]);
  const crops: ProblemPage['crops'] = [];
  where.forEach((w, i) => {
    const { name, english } = stageNames[i];
    const stage = { name, ...(english ? { english } : {}) };
    const last = crops.at(-1);
    if (last?.slug === w.slug) last.stages.push(stage);
    else
      crops.push({
        slug: w.slug,
        name: cropNames[i].name,
        ...(cropNames[i].english ? { english: cropNames[i].english } : {}),
        stages: [stage],
      });
  });
  const general = (list: Dose[]) => DOSE_METHODS.flatMap((m) => list.filter((d) => d.method === m && d.cropId === null).slice(0, 1));
  return { problem, crops, products, doses: Object.fromEntries(products.map((p) => [p.id, general(doses.get(p.id) ?? [])])) };
}
