import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite database of Shikhon is opened with: the migrations create them
 * (drizzle/0006_search_scale.sql: pg_trgm, for the job-id search's trigram index), so a database that has
 * them can only be opened, dumped or restored with them loaded. Pass to every `PGlite.create`.
 */
export const pgliteExtensions = { pg_trgm };
