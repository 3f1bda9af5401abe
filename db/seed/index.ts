import type { Db } from '../client';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';
import { seedCropsAndDoses } from './seed-crops';

/** Seeds each part of an empty database; a part that already has rows is left alone. */
export async function seedIfEmpty(db: Db): Promise<void> {
  await seedCatalogue(db);
  await seedCropsAndDoses(db);
  await seedContent(db);
}
