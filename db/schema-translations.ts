// Content translations as Kysely sees them (see schema.ts for the conventions).

/**
 * One text staff can edit, in Hindi or Marathi: the English stays in the
 * record's own table (required); each other language is a row here, keyed by
 * the record and the field, never by the English words.
 */
export interface ContentTranslationsTable {
  /** What kind of record: 'product', 'crop', 'page', … (domain/translations/entities.ts). */
  entity: string;
  /** The record's id (a company page's slug). */
  entity_id: string;
  field: string;
  /** 'hi' or 'mr'. */
  lang: string;
  text: string;
  /** The English this translation was written for: when the English differs now, it is marked for checking. */
  source: string;
  updated_at: string;
  /** The staff member who wrote or confirmed it; null when carried over from the shop's own texts. */
  updated_by: string | null;
}

export interface TranslationTables {
  content_translations: ContentTranslationsTable;
}
