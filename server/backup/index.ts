// `npm run backup` / `npm run restore`: one .tar.gz holding a consistent copy of a PGlite install: the embedded
// database (PGlite's own data-folder dump) and the files (public uploads, private identity documents and their
// signing key). Both take the data folder's lock, so they refuse while a server (or seed) has it open, and the
// server cannot start half-way through a restore. PostgreSQL installs use pg_dump/pg_restore instead
// (docs/operations.md).
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { lockDataFolder, pgliteFolderOf } from '../db/data-folder-lock';
import { pgliteOptions } from '../db/pglite-extensions';
import { readTar, TarWriter, type TarEntry } from './tar';

export const BACKUP_FORMAT = 'shikhon-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'shikhon-backup.json';
const DATABASE_ENTRY = 'database/pglite.tar';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'pglite';
  /** Files under `data/` (DATA_DIR) and `uploads/` (UPLOADS_DIR). */
  files: number;
  databaseBytes: number;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const POSTGRES_HINT =
  'DATABASE_URL is set: this install keeps its data in PostgreSQL. Back it up with pg_dump and restore with pg_restore, ' +
  'and copy UPLOADS_DIR and DATA_DIR/private alongside (see docs/operations.md, "Backup and restore").';

/** What a backup holds of the file system: the uploads, and DATA_DIR but for the database, its lock and the outbox. */
function fileRoots(config: Config) {
  const dataDir = path.resolve(config.DATA_DIR);
  const pglite = pgliteFolderOf(dataDir);
  const skip = new Set([pglite, `${pglite}.lock`, `${pglite}.lock.owner`, `${pglite}.lock.claim`, `${pglite}.restoring`, path.resolve(config.OUTBOX_DIR)]);
  const uploads = path.resolve(config.UPLOADS_DIR);
  skip.add(uploads);
  return { dataDir, pglite, uploads, skip };
}

/** Regular files and folders under `root` (depth first, sorted), as archive entries under `prefix`; symlinks are skipped. */
async function* walk(root: string, prefix: string, skip: Set<string>): AsyncGenerator<TarEntry & { source: string }> {
  let names: string[];
  try {
    names = (await readdir(root)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    const source = path.join(root, name);
    if (skip.has(source)) continue;
    const info = await lstat(source);
    const entryName = `${prefix}/${name}`;
    if (info.isDirectory()) {
      yield { name: entryName, type: 'directory', mode: info.mode, mtime: info.mtime, data: Buffer.alloc(0), source };
      yield* walk(source, entryName, skip);
    } else if (info.isFile()) {
      yield { name: entryName, type: 'file', mode: info.mode, mtime: info.mtime, data: Buffer.alloc(0), source };
    }
  }
}

const hasDatabase = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

export async function backupDataFolder(config: Config, outFile: string): Promise<BackupResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_HINT);
  const { dataDir, pglite, uploads, skip } = fileRoots(config);
  const target = path.resolve(outFile);
  skip.add(target);
  if (!hasDatabase(pglite)) throw new BackupError(`There is no database in ${pglite} to back up (is DATA_DIR right?).`);

  const lock = await lockDataFolder(pglite);
  const partial = `${target}.partial`;
  try {
    const client = await PGlite.create(pglite, pgliteOptions);
    let database: Buffer;
    try {
      database = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }

    const entries: (TarEntry & { source: string })[] = [];
    for await (const entry of walk(dataDir, 'data', skip)) entries.push(entry);
    for await (const entry of walk(uploads, 'uploads', new Set([target]))) entries.push(entry);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      files: entries.filter((entry) => entry.type === 'file').length,
      databaseBytes: database.length,
    };

    await mkdir(path.dirname(target), { recursive: true });
    const gzip = createGzip();
    const out = createWriteStream(partial, { mode: 0o600 }); // it holds identity documents and password hashes
    const piped = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve).on('error', reject);
      gzip.on('error', reject);
    });
    gzip.pipe(out);
    const tar = new TarWriter(gzip);
    const now = new Date();
    await tar.add({ name: MANIFEST, type: 'file', mode: 0o600, mtime: now, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
    await tar.add({ name: DATABASE_ENTRY, type: 'file', mode: 0o600, mtime: now, data: database });
    for (const entry of entries) {
      await tar.add(entry.type === 'file' ? { ...entry, data: await readFile(entry.source) } : entry);
    }
    await tar.finish();
    await piped;
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await lock.release();
  }
}

/** Resolves an archive entry below a root, refusing anything that would land outside it. */
function inside(root: string, relative: string): string {
  const resolved = path.resolve(root, relative);
  if (!relative || path.isAbsolute(relative) || (resolved !== root && !resolved.startsWith(root + path.sep))) {
    throw new BackupError(`The backup holds an unsafe path "${relative}"; refusing to restore it.`);
  }
  return resolved;
}

/** True when `target` is a file, or a folder with anything in it. */
async function holdsSomething(target: string): Promise<boolean> {
  try {
    const info = await stat(target);
    return !info.isDirectory() || (await readdir(target)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
}

/**
 * Restores a backup into the configured DATA_DIR (and UPLOADS_DIR). The folder must hold no database and no
 * uploaded or private files, unless `force`: then the database, the uploads and whatever the backup brings under
 * DATA_DIR are replaced (nothing else is touched).
 */
export async function restoreDataFolder(config: Config, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_HINT);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`There is no backup file ${source}.`);
  const { dataDir, pglite, uploads } = fileRoots(config);

  const lock = await lockDataFolder(pglite);
  const staging = `${pglite}.restoring`;
  try {
    // Read the archive: the manifest first, the database into memory (PGlite loads it from a Blob), files to a list.
    let manifest: BackupManifest | undefined;
    let database: Buffer | undefined;
    const entries: { root: 'data' | 'uploads'; relative: string; entry: TarEntry }[] = [];
    const archive = createReadStream(source).pipe(createGunzip());
    try {
      for await (const entry of readTar(archive)) {
        if (!manifest) {
          if (entry.name !== MANIFEST) throw new BackupError(`${source} is not a Shikhon backup (no ${MANIFEST} first).`);
          manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
          if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
            throw new BackupError(`${source} is a backup of another format (${manifest.format} v${manifest.version}).`);
          }
        } else if (entry.name === DATABASE_ENTRY) {
          database = entry.data;
        } else {
          const [root, ...rest] = entry.name.split('/');
          if (root !== 'data' && root !== 'uploads') throw new BackupError(`The backup holds an unknown entry "${entry.name}".`);
          entries.push({ root, relative: rest.join('/'), entry });
        }
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${source} could not be read: ${(error as Error).message}`);
    }
    if (!manifest || !database) throw new BackupError(`${source} holds no database: not a complete Shikhon backup.`);

    // Where each entry goes; the top-level names under DATA_DIR are what --force replaces there.
    const targets = entries.map(({ root, relative, entry }) => ({ entry, target: inside(root === 'data' ? dataDir : uploads, relative) }));
    const replacedInData = [...new Set(entries.filter((item) => item.root === 'data').map((item) => item.relative.split('/')[0]!))].map(
      (name) => inside(dataDir, name),
    );

    const candidates = [...new Set([pglite, uploads, path.join(dataDir, 'private'), ...replacedInData])];
    const occupied: string[] = [];
    for (const folder of candidates) {
      if (folder === pglite ? hasDatabase(pglite) : await holdsSomething(folder)) occupied.push(folder);
    }
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        `The data folder ${dataDir} is not empty (${occupied.join(', ')}). Restore into an empty DATA_DIR, ` +
          'or add --force to replace its database and files with the backup.',
      );
    }

    // The database first, into a staging folder, then moved into place.
    await rm(staging, { recursive: true, force: true });
    const client = await PGlite.create(staging, { ...pgliteOptions, loadDataDir: new Blob([new Uint8Array(database)]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    for (const folder of occupied) await rm(folder, { recursive: true, force: true });
    await rm(pglite, { recursive: true, force: true });
    await rename(staging, pglite);

    // Then the files, with their modes (private documents stay 0600, their folders 0700) and dates.
    let files = 0;
    for (const { entry, target } of targets) {
      if (entry.type === 'directory') {
        await mkdir(target, { recursive: true, mode: entry.mode & 0o777 });
        await chmod(target, entry.mode & 0o777);
      } else {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(target, entry.data, { mode: entry.mode & 0o777 });
        await chmod(target, entry.mode & 0o777);
        await utimes(target, entry.mtime, entry.mtime);
        files += 1;
      }
    }
    return { manifest, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await lock.release();
  }
}
