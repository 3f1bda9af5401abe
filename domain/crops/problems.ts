import type { Db } from '../../db/client';
import { notFound } from '../errors';
import { MSG } from '../messages';
import { productsByIds, type Product } from '../catalog/products';
import { DOSE_METHODS, dosesOf, type Dose } from './doses';

// A problem's page: what it is, what a farmer sees, the crops and stages it
// is met at, and the products that address it with their general doses.

export interface ProblemPage {
  problem: { id: string; slug: string; name: string; kind: string; about: string; signs: string };
  /** Where it is met: each crop with the stages, in the shop's order of crops. */
  crops: { slug: string; name: string; stages: string[] }[];
  products: Product[];
  /** Each product's general doses (not those for one crop), one per method. */
  doses: Record<string, Dose[]>;
}

/** Every problem, for the sitemap and the back office. */
export async function listProblems(db: Db) {
  return db.selectFrom('problems').select(['id', 'slug', 'name', 'kind']).orderBy('position').orderBy('id').execute();
}

/** A problem by its slug; 404 when there is none. */
export async function getProblemPage(db: Db, slug: string): Promise<ProblemPage> {
  const problem = await db
    .selectFrom('problems')
    .select(['id', 'slug', 'name', 'kind', 'about', 'signs'])
    .where('slug', '=', slug.slice(0, 80))
    .executeTakeFirst();
  if (!problem) throw notFound(MSG.problemNotFound);
  const [where, remedies] = await Promise.all([
    db
      .selectFrom('stage_problems')
      .innerJoin('crop_stages', 'crop_stages.id', 'stage_problems.stage_id')
      .innerJoin('crops', 'crops.id', 'crop_stages.crop_id')
      .select(['crops.slug', 'crops.name', 'crop_stages.name as stage'])
      .where('stage_problems.problem_id', '=', problem.id)
      .orderBy('crops.position')
      .orderBy('crop_stages.position')
      .execute(),
    db.selectFrom('problem_products').select('product_id').where('problem_id', '=', problem.id).orderBy('position').execute(),
  ]);
  const ids = remedies.map((r) => r.product_id);
  const [products, doses] = await Promise.all([productsByIds(db, ids), dosesOf(db, ids)]);
  const crops: ProblemPage['crops'] = [];
  for (const w of where) {
    const last = crops.at(-1);
    if (last?.slug === w.slug) last.stages.push(w.stage);
    else crops.push({ slug: w.slug, name: w.name, stages: [w.stage] });
  }
  const general = (list: Dose[]) => DOSE_METHODS.flatMap((m) => list.filter((d) => d.method === m && d.cropId === null).slice(0, 1));
  return { problem, crops, products, doses: Object.fromEntries(products.map((p) => [p.id, general(doses.get(p.id) ?? [])])) };
}
