import type { Db } from '../client';
import { seedCatalogue } from './seed-catalogue';
import { seedContent } from './seed-content';

/** Seeds each part of an empty database; a part that already has rows is left alone. */
export async function seedIfEmpty(db: Db): Promise<void> {
  await seedCatalogue(db);
  await seedContent(db);
}
