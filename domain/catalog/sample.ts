import type { Db } from '../../db/client';

const cache = new WeakMap<Db, { at: number; id: string | null }>();

/** The product a visitor can buy a sample of (the banner's target): the first featured one. */
export async function firstFeaturedProductId(db: Db): Promise<string | null> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < 60_000) return hit.id;
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('archived_at', 'is', null)
    .orderBy('featured', 'desc')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  cache.set(db, { at: Date.now(), id: row?.id ?? null });
  return row?.id ?? null;
}
