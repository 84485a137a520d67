import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite database of Shikhon is opened with: the migrations create them
 * (drizzle/0006_search_scale.sql: pg_trgm, for the job-id search's trigram index), so a database that has
 * them can only be opened, dumped or restored with them loaded. Part of `pgliteOptions`.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's page cache inside PGlite. initdb writes 128 MB into postgresql.conf, and PGlite's WebAssembly
 * PostgreSQL zeroes all of it at every start: about 130 MB of resident memory and 0.5 s of CPU before the first
 * query (issue 15). 32 MB holds the seeded demo database (11 MB, most of it the catalogues) a few times over; pages
 * that do not fit are read again from the operating system's file cache. Given on the command line at every start
 * (it wins over postgresql.conf), so folders made before this setting get it too.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Pass to every `PGlite.create` (with its own dataDir or loadDataDir): the extensions and the settings above. */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
} satisfies PGliteOptions;
