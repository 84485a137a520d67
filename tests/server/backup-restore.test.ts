// @vitest-environment node
// `npm run backup` / `npm run restore` on a PGlite install: a backup refuses while the server runs; made after it
// stops, it restores into a new folder where a server finds every request, the public uploads and the private
// documents (with their modes); a restore refuses a folder that is not empty.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar } from '@server/backup/tar';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { PNG } from './member-fixtures';
import {
  killHard,
  projectRoot,
  readHireRequestNames,
  runToExit,
  serverEnv,
  startServer,
  stopServer,
  writeHireRequest,
  type ServerProcess,
} from './process-fixtures';

let work: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shikhon-backup-'));
});
afterAll(async () => {
  for (const server of running) await killHard(server);
  await rm(work, { recursive: true, force: true });
});

/** `npm run backup|restore -- ...args` as package.json runs it, against DATA_DIR. */
function run(command: 'backup' | 'restore', dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', command, ...args], {
    cwd: projectRoot,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return runToExit({ child, output: () => output }, 60_000);
}

describe('npm run backup / npm run restore', () => {
  it('backs up the database and files of a stopped server and restores them into a new folder', async () => {
    const source = path.join(work, 'source');
    const target = path.join(work, 'target');
    const file = path.join(work, 'backups', 'shikhon.tar.gz');
    const tutorId = '5f0c2a1e-8b7d-4c3e-9a21-0d4e6f7a8b9c';
    const document = path.join(source, 'private', 'documents', tutorId, `${tutorId}-nationalId.png`);

    const server = await startServer(serverEnv(source));
    running.push(server);
    const names = ['Backup 1', 'Backup 2', 'Backup 3'];
    for (const name of names) await writeHireRequest(server.url, name);
    // A public image and a private identity document, as the upload routes store them.
    await mkdir(path.join(source, 'uploads', 'testimonials'), { recursive: true });
    await writeFile(path.join(source, 'uploads', 'testimonials', 'face.png'), PNG);
    await mkdir(path.dirname(document), { recursive: true, mode: 0o700 });
    await writeFile(document, PNG, { mode: 0o600 });

    // While the server runs, the backup refuses, naming the lock and the server's pid.
    const refused = await run('backup', source, ['--out', file]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`process ${server.pid}`);
    expect(refused.output).toContain(path.join(source, 'pglite.lock'));
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });

    expect(await stopServer(server)).toBe(0);
    const backup = await run('backup', source, ['--out', file]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${file}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // One file any tar reads: the manifest, the database dump, the files; no lock, no outbox.
    const entries: string[] = [];
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) entries.push(entry.name);
    expect(entries.slice(0, 2)).toEqual(['shikhon-backup.json', 'database/pglite.tar']);
    expect(entries).toContain('uploads/testimonials/face.png');
    expect(entries).toContain(`data/private/documents/${tutorId}/${tutorId}-nationalId.png`);
    expect(entries.some((name) => name.includes('pglite.lock') || name.startsWith('data/pglite/') || name.includes('outbox'))).toBe(false);

    // Restore into a new folder, start a server on it: everything is there.
    const restored = await run('restore', target, [file]);
    expect(restored.code, restored.output).toBe(0);
    const again = await startServer(serverEnv(target));
    running.push(again);
    expect((await readHireRequestNames(again.url)).sort()).toEqual(names);
    const image = await fetch(`${again.url}/uploads/testimonials/face.png`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const restoredDocument = path.join(target, 'private', 'documents', tutorId, `${tutorId}-nationalId.png`);
    expect(await readFile(restoredDocument)).toEqual(PNG);
    expect((await stat(restoredDocument)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(restoredDocument))).mode & 0o777).toBe(0o700);

    // A restore refuses while that server runs, and (once stopped) refuses a folder that is not empty.
    const whileRunning = await run('restore', target, [file]);
    expect(whileRunning.code, whileRunning.output).toBe(1);
    expect(whileRunning.output).toContain(`process ${again.pid}`);
    expect(await stopServer(again)).toBe(0);
    const notEmpty = await run('restore', target, [file]);
    expect(notEmpty.code, notEmpty.output).toBe(1);
    expect(notEmpty.output).toContain('is not empty');
    expect(notEmpty.output).toContain('--force');

    // Not a backup: a clear message, nothing changed.
    const bogus = path.join(work, 'bogus.tar.gz');
    await writeFile(bogus, 'not a backup');
    const wrong = await run('restore', path.join(work, 'empty'), [bogus]);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('could not be read');
    expect(wrong.output).not.toMatch(/\n\s+at /);
  }, 400_000);
});
