import type { Db } from '../client';
import { newId } from '../ids';
import { productCrops, seedCrops, seedDoses, seedProblems } from './crops-data';

/**
 * Crops, their stages and problems, and product doses, once, in one
 * transaction. Products are found by code, so a shop seeded before crops
 * existed gets them too; a product no longer in the catalogue is skipped.
 */
export async function seedCropsAndDoses(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('crops').select('id').limit(1).execute();
    if (existing.length) return;
    const products = new Map((await trx.selectFrom('products').select(['id', 'code']).execute()).map((p) => [p.code, p.id]));
    const crops = new Map(seedCrops.map((c) => [c.slug, newId()]));
    const problems = new Map(seedProblems.map((p) => [p.slug, newId()]));
    const idOf = (map: Map<string, string>, key: string) => {
      const id = map.get(key);
      if (!id) throw new Error(`Crop seed names unknown ${key}`);
      return id;
    };

    for (const [position, p] of seedProblems.entries()) {
      const id = idOf(problems, p.slug);
      await trx
        .insertInto('problems')
        .values({ id, slug: p.slug, name: p.name, kind: p.kind, about: p.about, signs: p.signs, position })
        .execute();
      const rows = p.products.flatMap((code, i) =>
        products.has(code) ? [{ problem_id: id, product_id: products.get(code)!, position: i }] : [],
      );
      if (rows.length) await trx.insertInto('problem_products').values(rows).execute();
    }
    for (const [position, c] of seedCrops.entries()) {
      const id = idOf(crops, c.slug);
      await trx
        .insertInto('crops')
        .values({
          id,
          slug: c.slug,
          name: c.name,
          crop_group: c.group,
          about: c.about,
          seed_kg_per_acre: c.seedKgPerAcre,
          // Seed treatment first for field crops sown from seed, unless the crop says otherwise (migration 014's rule).
          seed_treatment_first: (c.seedTreatmentFirst ?? (c.group === 'Field crops' && c.seedKgPerAcre !== null)) ? 1 : 0,
          position,
        })
        .execute();
      for (const [i, s] of c.stages.entries()) {
        const stageId = newId();
        await trx.insertInto('crop_stages').values({ id: stageId, crop_id: id, name: s.name, timing: s.timing, position: i }).execute();
        const rows = s.problems.map((slug) => ({ stage_id: stageId, problem_id: idOf(problems, slug) }));
        if (rows.length) await trx.insertInto('stage_problems').values(rows).execute();
      }
    }
    for (const [code, slugs] of Object.entries(productCrops)) {
      const productId = products.get(code);
      if (productId && slugs.length)
        await trx
          .insertInto('product_crops')
          .values(slugs.map((slug) => ({ product_id: productId, crop_id: idOf(crops, slug) })))
          .execute();
    }
    for (const [position, d] of seedDoses.entries()) {
      const productId = products.get(d.product);
      if (!productId) continue;
      for (const cropId of d.crops ? d.crops.map((slug) => idOf(crops, slug)) : [null])
        await trx
          .insertInto('product_doses')
          .values({ id: newId(), product_id: productId, method: d.method, crop_id: cropId, amount: d.amount, timing: d.timing, position })
          .execute();
    }
  });
}
