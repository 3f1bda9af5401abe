import type { Migration } from 'kysely';
import * as m001 from './001-initial';

// Every migration, in order. Add a new file and one line here; never edit a
// migration that has shipped.
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
};
