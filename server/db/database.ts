import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteOptions } from './pglite-extensions';
import { fillFromTemplate } from './pglite-template';
import * as schema from './schema';

/** The one database type the services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a folder, "memory" or the URL without its password. */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when set, the server talks to that PostgreSQL. */
  databaseUrl?: string;
  /** Without databaseUrl: PGlite keeps its files in `<dataDir>/pglite`; without both it lives in memory. */
  dataDir?: string;
  /** Connections in the node-postgres pool. */
  poolSize?: number;
  /** In memory (no dataDir): start from this PGlite dump (dumpDataDir), e.g. the migrated template of the tests. */
  loadDataDir?: Blob;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      location: redactDatabaseUrl(options.databaseUrl),
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  let location = 'memory';
  let client: PGlite;
  if (options.dataDir) {
    location = path.resolve(options.dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    // An empty folder starts as a copy of the migrated template (see pglite-template.ts): no initdb, no migrations.
    await fillFromTemplate(location, migrationsFolder).catch(() => false);
    client = await PGlite.create(location, pgliteOptions);
  } else {
    client = await PGlite.create(
      options.loadDataDir ? { ...pgliteOptions, loadDataDir: options.loadDataDir } : pgliteOptions,
    );
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    location,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The constraint a unique violation hit, to tell the user which field is taken. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services that take one work inside the caller's transaction. */
export type Executor = Database | Transaction;
