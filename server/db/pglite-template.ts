// A migrated PGlite database to start from. Creating a PGlite database runs initdb inside WebAssembly (about 5 s of
// CPU and 900 MB of memory); the migrations then add a little more. Every new database is the same until it is
// seeded, so it is made once per set of migrations, kept in node_modules/.cache/shikhon, and copied:
//   - an empty DATA_DIR gets a copy of the migrated template folder (`npm run build` makes it; otherwise the first
//     start that needs it does), then opens it like a folder from an earlier start;
//   - the server tests load an in-memory database from a tarball of the same template (PGlite's dumpDataDir).
// The cache key hashes the migration files and the PGlite version, so a new migration or PGlite makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../config';
import { pgliteOptions } from './pglite-extensions';

/** Where templates are kept (a cache: deleting it only makes the next empty start slower). */
export const templateCacheDir = path.join(projectRoot, 'node_modules', '.cache', 'shikhon');

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    const packageJson = require.resolve('@electric-sql/pglite/package.json');
    return (require(packageJson) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A short hash of everything that shapes a freshly migrated database: the migration files and PGlite's version. */
export async function migrationsKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of [...files, path.join('meta', '_journal.json')]) {
    hash.update(`${name}\n`).update(await readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const isDatabaseFolder = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));
const scratchName = (target: string) => `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Moves a finished folder or file into place; when another process got there first, theirs is kept. */
async function publish(scratch: string, target: string): Promise<void> {
  try {
    await rename(scratch, target);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/**
 * Removes templates of other migration sets (and scratch copies of crashed runs) made more than a day ago: a
 * younger one may belong to another checkout sharing this node_modules, copying from it right now.
 */
async function pruneOthers(keep: string[]): Promise<void> {
  const names = await readdir(templateCacheDir).catch(() => [] as string[]);
  const dayAgo = Date.now() - 86_400_000;
  await Promise.all(
    names
      .filter((name) => name.startsWith('pglite-') && !keep.includes(name))
      .map(async (name) => {
        const file = path.join(templateCacheDir, name);
        const made = await stat(file).then((info) => info.mtimeMs, () => Date.now());
        if (made < dayAgo) await rm(file, { recursive: true, force: true });
      }),
  );
}

/** The migrated template folder for these migrations, made now (initdb + migrations, a few seconds) if missing. */
export async function ensureTemplateFolder(migrationsFolder: string): Promise<string> {
  const key = await migrationsKey(migrationsFolder);
  const folder = path.join(templateCacheDir, `pglite-${key}`);
  if (isDatabaseFolder(folder)) return folder;
  await mkdir(templateCacheDir, { recursive: true });
  const scratch = scratchName(folder);
  const client = await PGlite.create(scratch, pgliteOptions);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  await publish(scratch, folder);
  await pruneOthers([`pglite-${key}`, `pglite-${key}.tar.gz`]);
  return folder;
}

/**
 * Fills an empty PGlite folder with a copy of the migrated template, so opening it skips initdb and the migrations.
 * Answers false (and leaves the folder alone) when it already holds a database. The copy is made next to the
 * folder and renamed into place, so a crash never leaves half a database behind.
 */
export async function fillFromTemplate(location: string, migrationsFolder: string): Promise<boolean> {
  if (isDatabaseFolder(location)) return false;
  const entries = await readdir(location).catch(() => [] as string[]);
  if (entries.length > 0) return false; // not ours to overwrite: PGlite decides what to do with it
  const template = await ensureTemplateFolder(migrationsFolder);
  const scratch = scratchName(location);
  await cp(template, scratch, { recursive: true });
  await rm(location, { recursive: true, force: true });
  await rename(scratch, location);
  return true;
}

/** The template as a gzipped tarball (PGlite's dumpDataDir), for in-memory databases: `PGlite.create({ loadDataDir })`. */
export async function templateTarball(migrationsFolder: string): Promise<Blob> {
  const key = await migrationsKey(migrationsFolder);
  const file = path.join(templateCacheDir, `pglite-${key}.tar.gz`);
  if (!existsSync(file)) {
    await mkdir(templateCacheDir, { recursive: true });
    const client = await PGlite.create(pgliteOptions);
    let dump: Blob;
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const scratch = scratchName(file);
    await writeFile(scratch, Buffer.from(await dump.arrayBuffer()));
    await publish(scratch, file);
  }
  return new Blob([await readFile(file)]);
}
