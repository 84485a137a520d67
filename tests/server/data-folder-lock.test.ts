// @vitest-environment node
// One writer per PGlite data folder: a second server (or seed) on the same DATA_DIR refuses to start, naming the
// folder, the lock and the holder's pid, and exits non-zero within 10 s; the first keeps every acknowledged write.
// A lock left by a kill -9 is taken over by the next start, which still has every acknowledged write.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder } from '@server/db/data-folder-lock';
import {
  killHard,
  projectRoot,
  readHireRequestNames,
  runToExit,
  serverEnv,
  spawnServer,
  startServer,
  stopServer,
  writeHireRequest,
  type ServerProcess,
} from './process-fixtures';

let dataDir: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-lock-'));
});
afterAll(async () => {
  for (const server of running) await killHard(server);
  await rm(dataDir, { recursive: true, force: true });
});

const lockPath = () => path.join(dataDir, 'pglite.lock');
const ownerOf = async () => JSON.parse(await readFile(`${lockPath()}.owner`, 'utf8')) as { pid: number };

describe('one writer per data folder', () => {
  it('refuses a second server and the seed while one runs, keeps the first one’s writes, and survives kill -9', async () => {
    const first = await startServer(serverEnv(dataDir));
    running.push(first);
    expect((await stat(lockPath())).isDirectory()).toBe(true);
    expect((await ownerOf()).pid).toBe(first.pid);

    const written: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const name = `Before ${index}`;
      await writeHireRequest(first.url, name);
      written.push(name);
    }

    // A second server on the same folder: refused quickly, naming the folder, the lock and the holder.
    const second = await runToExit(spawnServer(serverEnv(dataDir)), 20_000);
    expect(second.code, second.output).toBe(1);
    expect(second.tookMs).toBeLessThan(10_000);
    expect(second.output).toContain(path.join(dataDir, 'pglite'));
    expect(second.output).toContain(lockPath());
    expect(second.output).toContain(`process ${first.pid}`);
    expect(second.output).not.toMatch(/\n\s+at /); // a message, not a stack trace

    // So does the seed CLI.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts'], {
      cwd: projectRoot,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seedOutput = '';
    seed.stdout.on('data', (chunk: Buffer) => (seedOutput += chunk.toString()));
    seed.stderr.on('data', (chunk: Buffer) => (seedOutput += chunk.toString()));
    const seeded = await runToExit({ child: seed, output: () => seedOutput }, 20_000);
    expect(seeded.code, seeded.output).toBe(1);
    expect(seeded.output).toContain(`process ${first.pid}`);

    // The first server still answers and kept everything; it writes on.
    for (let index = 0; index < 10; index += 1) {
      const name = `After ${index}`;
      await writeHireRequest(first.url, name);
      written.push(name);
    }
    expect((await readHireRequestNames(first.url)).sort()).toEqual([...written].sort());
    expect((await ownerOf()).pid).toBe(first.pid);

    // kill -9: the lock stays behind, naming a process that is gone; the next start takes it over at once.
    await killHard(first);
    expect((await stat(lockPath())).isDirectory()).toBe(true);
    const third = await startServer(serverEnv(dataDir));
    running.push(third);
    expect((await ownerOf()).pid).toBe(third.pid);
    expect((await readHireRequestNames(third.url)).sort()).toEqual([...written].sort());

    // A clean stop releases the lock and its owner file.
    expect(await stopServer(third)).toBe(0);
    await expect(stat(lockPath())).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(`${lockPath()}.owner`)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 300_000);
});

describe('lockDataFolder', () => {
  it('refuses a second lock in the same process, and takes over a lock whose recorded process is gone', async () => {
    const folder = path.join(dataDir, 'unit', 'pglite');
    const lock = await lockDataFolder(folder);
    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as DataFolderLockedError).owner?.pid).toBe(process.pid);
    await lock.release();
    await lock.release(); // twice is harmless

    // A lock folder left behind with the pid of a process that has exited.
    const gone = spawn(process.execPath, ['-e', '0']);
    const gonePid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    await mkdir(`${folder}.lock`);
    await writeFile(
      `${folder}.lock.owner`,
      JSON.stringify({ pid: gonePid, host: hostname(), startedAt: 'earlier', command: 'main.ts' }),
    );
    const taken = await lockDataFolder(folder);
    expect((JSON.parse(await readFile(`${folder}.lock.owner`, 'utf8')) as { pid: number }).pid).toBe(process.pid);
    await taken.release();
  });

  it('never displaces a live holder on this host, however old its lock; takes over an old lock from another host', async () => {
    const folder = path.join(dataDir, 'unit-old', 'pglite');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const leave = async (owner: object) => {
      await mkdir(`${folder}.lock`, { recursive: true });
      await writeFile(`${folder}.lock.owner`, JSON.stringify(owner));
      await utimes(`${folder}.lock`, anHourAgo, anHourAgo);
    };

    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await leave({ pid: holder.pid, host: hostname(), startedAt: 'earlier', command: 'main.ts' });
      const refused = await lockDataFolder(folder).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataFolderLockedError);
      expect((refused as Error).message).toContain(`process ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }

    await leave({ pid: 1, host: 'another-machine', startedAt: 'earlier', command: 'main.ts' });
    const taken = await lockDataFolder(folder);
    expect((JSON.parse(await readFile(`${folder}.lock.owner`, 'utf8')) as { host: string }).host).toBe(hostname());
    await taken.release();
  });
});
