// A migrated PGlite database to start from. Creating a PGlite database runs initdb inside WebAssembly (about 5 s of
// CPU and 900 MB of memory); the migrations then add a little more. Every new database is the same until it is
// seeded, so it is made once per set of migrations, kept in node_modules/.cache/shikhon, and copied:
//   - an empty DATA_DIR gets a copy of the migrated template folder (`npm run build` makes it; otherwise the first
//     start that needs it does), then opens it like a folder from an earlier start;
//   - the server tests load an in-memory database from a tarball of the same template (PGlite's dumpDataDir).
// The cache key hashes the migration files, the PGlite version and TEMPLATE_FORMAT, so a new migration, PGlite or
// way of making the template makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { constants, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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

/**
 * How the template is made, beyond the migrations (part of its cache key: change it when this changes). 2: without
 * the template0 and template1 databases (see trimTemplate).
 */
const TEMPLATE_FORMAT = 2;

/** The key of the PGlite template (folder and tarball): the migrations' key and the way the template is made. */
async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\n${await migrationsKey(migrationsFolder)}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Drops what a Shikhon database never uses from a freshly migrated template: the template0 and template1 databases
 * initdb makes for CREATE DATABASE (which PGlite, one database in one process, and Shikhon never run). They are
 * 600 of the folder's 1,135 files and 14 of its 40 MB, and an empty data folder's start copies every file (issue 15).
 * Each DROP DATABASE runs alone: it cannot run inside the implicit transaction of a multi-statement query.
 */
async function trimTemplate(client: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${name}`);
  }
  await client.exec('CHECKPOINT');
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
  const key = await templateKey(migrationsFolder);
  const folder = path.join(templateCacheDir, `pglite-${key}`);
  if (isDatabaseFolder(folder)) return folder;
  await mkdir(templateCacheDir, { recursive: true });
  const scratch = scratchName(folder);
  const client = await PGlite.create(scratch, pgliteOptions);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await trimTemplate(client);
  } finally {
    await client.close();
  }
  await publish(scratch, folder);
  await pruneOthers([`pglite-${key}`, `pglite-${key}.tar.gz`]);
  return folder;
}

/**
 * Copies a folder's files and subfolders (a database folder has nothing else). Synchronous and lean: most of the cost
 * is the kernel's, per file created (the template has about 500), and fs.cp's checks around each file took about
 * twice the CPU of this loop (issue 15). On a copy-on-write filesystem (Btrfs, XFS, APFS) each file is a reflink, otherwise a copy;
 * never a hard link, since PostgreSQL rewrites its files in place and the template must stay as it was made.
 */
function copyFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target);
    else copyFileSync(source, target, constants.COPYFILE_FICLONE);
  }
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
  try {
    copyFolder(template, scratch);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  await rm(location, { recursive: true, force: true });
  await rename(scratch, location);
  return true;
}

/** The template as a gzipped tarball (PGlite's dumpDataDir), for in-memory databases: `PGlite.create({ loadDataDir })`. */
export async function templateTarball(migrationsFolder: string): Promise<Blob> {
  const key = await templateKey(migrationsFolder);
  const file = path.join(templateCacheDir, `pglite-${key}.tar.gz`);
  if (!existsSync(file)) {
    await mkdir(templateCacheDir, { recursive: true });
    const client = await PGlite.create(pgliteOptions);
    let dump: Blob;
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
      await trimTemplate(client);
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
