// Search's own tables, as Kysely sees them (see schema.ts for the conventions).

export interface SearchMissesTable {
  /** The search text normalised (lower case, single spaces), at most SEARCH_MISS_TERM_MAX characters. */
  term: string;
  /** The language of the page searched from: 'en', 'hi' or 'mr'. */
  lang: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

export interface SearchTables {
  search_misses: SearchMissesTable;
}
