// One writer per PGlite data folder. PGlite is an embedded PostgreSQL: two processes opening the same folder
// both run, and each overwrites the other's pages (acknowledged writes are lost). The server, the seed CLI and
// backup/restore therefore take an exclusive lock on `<DATA_DIR>/pglite` before opening it.
//
// The lock is proper-lockfile's: an atomic `mkdir <folder>.lock` whose mtime the holder refreshes every few
// seconds. proper-lockfile does not record who holds it, so the holder writes `<folder>.lock.owner` (JSON: pid,
// host, start time, command) next to it. A lock is taken over when it is stale:
//   - on this host, when its recorded process is gone (`kill(pid, 0)` answers ESRCH), e.g. after kill -9, or it
//     names our own pid without being ours (a container restarted with the same pid); a live holder never is;
//   - otherwise (a holder on another host, or no owner recorded), when its mtime was not refreshed for STALE_MS
//     (proper-lockfile's `stale`).
// Contenders serialise on a short-lived `<folder>.lock.claim` folder, so two processes starting at once after a
// crash cannot both take over the stale lock.
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Where PGlite keeps its files for a DATA_DIR (as openDatabase opens it). */
export const pgliteFolderOf = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** A lock not refreshed for this long is stale (the holder refreshes every UPDATE_MS). */
export const STALE_MS = 30_000;
const UPDATE_MS = 5_000;
/** How long a contender waits for another contender's claim before giving up. */
const CLAIM_WAIT_MS = 5_000;

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export interface DataFolderLock {
  /** The locked folder (`<DATA_DIR>/pglite`). */
  folder: string;
  /** The lock itself (`<folder>.lock`). */
  lockPath: string;
  /** Frees the lock; safe to call twice. */
  release(): Promise<void>;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    const holder = owner
      ? `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`} (${owner.command}, since ${owner.startedAt})`
      : 'another process (its pid is not recorded yet)';
    super(
      [
        `The data folder ${folder} is in use by ${holder}.`,
        `Only one process may open it at a time; its lock is ${lockPath} (pid ${owner?.pid ?? 'unknown'}).`,
        'Stop that process first (or point DATA_DIR at another folder). A lock left by a process that no longer',
        `runs is taken over automatically; a lock held from another machine is taken over once it is ${STALE_MS / 1000} s old.`,
      ].join('\n'),
    );
    this.name = 'DataFolderLockedError';
  }
}

/** Folders this process holds, so a second lock in the same process is refused rather than taken over. */
const held = new Set<string>();

const ownerPath = (lockPath: string) => `${lockPath}.owner`;
const claimPath = (lockPath: string) => `${lockPath}.claim`;

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerPath(lockPath), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return {
      pid: owner.pid,
      host: owner.host,
      startedAt: String(owner.startedAt ?? 'unknown'),
      command: String(owner.command ?? 'unknown'),
    };
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the recorded holder certainly no longer runs (only decidable on this host). */
function ownerIsGone(owner: LockOwner | null): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return true; // not ours (see `held`), so a previous life of this pid
  return !processIsAlive(owner.pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serialises contenders: mkdir is atomic. A claim older than STALE_MS was left by a crashed contender. */
async function withClaim<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  const claim = claimPath(lockPath);
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    try {
      await mkdir(claim);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(claim).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) {
        await rmdir(claim).catch(() => {});
        continue;
      }
      if (Date.now() > deadline) {
        throw new DataFolderLockedError(lockPath.replace(/\.lock$/, ''), lockPath, await readOwner(lockPath));
      }
      await sleep(50 + Math.random() * 100);
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(claim).catch(() => {});
  }
}

export interface LockOptions {
  /** Called when the lock was lost while held (its folder removed or taken over); the default exits the process. */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes the exclusive lock on a PGlite folder (which need not exist yet), or throws DataFolderLockedError naming the
 * folder, the lock and the holder's pid.
 */
export async function lockDataFolder(folderPath: string, options: LockOptions = {}): Promise<DataFolderLock> {
  const folder = path.resolve(folderPath);
  const lockPath = `${folder}.lock`;
  if (held.has(folder)) throw new DataFolderLockedError(folder, lockPath, await readOwner(lockPath));
  // Only the parent: the PGlite folder itself is left for openDatabase to create (or fill from a snapshot).
  await mkdir(path.dirname(folder), { recursive: true });

  const onCompromised =
    options.onCompromised ??
    ((error: Error) => {
      process.stderr.write(`The lock ${lockPath} on ${folder} was lost (${error.message}); stopping to protect the data.\n`);
      process.exit(1);
    });
  const take = () =>
    lockfile.lock(folder, { lockfilePath: lockPath, realpath: false, stale: STALE_MS, update: UPDATE_MS, retries: 0, onCompromised });

  const unlock = await withClaim(lockPath, async () => {
    const existing = await stat(lockPath).then(
      () => true,
      () => false,
    );
    const recorded = await readOwner(lockPath);
    if (existing && recorded && recorded.host === hostname()) {
      // On this host the pid decides: a live holder is never displaced, however old its lock looks (a long
      // blocking migration must not let a second writer in); a gone one is replaced at once (we hold the claim,
      // so no other contender does the same).
      if (!ownerIsGone(recorded)) throw new DataFolderLockedError(folder, lockPath, recorded);
      await rm(lockPath, { recursive: true, force: true });
    }
    // No lock, or one whose holder cannot be checked from here: proper-lockfile's rule (stale after STALE_MS).
    let release: () => Promise<void>;
    try {
      release = await take();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      throw new DataFolderLockedError(folder, lockPath, await readOwner(lockPath));
    }
    const owner: LockOwner = {
      pid: process.pid,
      host: hostname(),
      startedAt: new Date().toISOString(),
      command: process.argv.slice(1).map((part) => path.basename(part)).join(' ') || 'node',
    };
    await writeFile(ownerPath(lockPath), `${JSON.stringify(owner)}\n`);
    return release;
  });
  held.add(folder);

  // On any exit (including process.exit after an error) proper-lockfile removes the lock; forget the owner too.
  const forgetOwner = () => {
    try {
      const owner = JSON.parse(readFileSync(ownerPath(lockPath), 'utf8')) as { pid?: number };
      if (owner.pid === process.pid) rmSync(ownerPath(lockPath), { force: true });
    } catch {
      // no owner file: nothing to forget
    }
  };
  process.once('exit', forgetOwner);

  let released = false;
  return {
    folder,
    lockPath,
    async release() {
      if (released) return;
      released = true;
      process.off('exit', forgetOwner);
      // The owner file first: once the lock is gone another process may write its own.
      forgetOwner();
      held.delete(folder);
      await unlock().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ERELEASED') throw error;
      });
    },
  };
}
