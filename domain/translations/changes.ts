import type { Db } from '../../db/client';
import { invalidateSearchIndex } from '../catalog/search';
import { entityNamed } from './entities';
import type { OtherLang } from './store';

// After a translation is saved, what was shown in that language is out of
// date: the server empties its visitor caches for exactly those languages
// (it watches here, per database, as the domain knows no HTTP), and the
// product search, which indexes the Hindi and Marathi too, is rebuilt.

export interface TranslationChange {
  langs: readonly OtherLang[];
  entities: readonly string[];
}

type Watcher = (change: TranslationChange) => void;

const watchers = new WeakMap<Db, Watcher[]>();

/** Calls `watcher` after every saved translation change made through this database. */
export function watchTranslations(db: Db, watcher: Watcher) {
  watchers.set(db, [...(watchers.get(db) ?? []), watcher]);
}

/** Says that translations of these kinds changed in these languages (after the transaction committed). */
export function translationsChanged(db: Db, change: TranslationChange) {
  if (!change.langs.length) return;
  if (change.entities.some((e) => entityNamed(e)?.area === 'catalogue')) invalidateSearchIndex(db);
  for (const watcher of watchers.get(db) ?? []) watcher(change);
}
