// @vitest-environment node
// kill -9 durability: writes are acknowledged only once they are durable. A real server takes a few seconds of
// concurrent Hire a Tutor requests, is killed with SIGKILL while writes are in flight, and a restarted server on the
// same data has every acknowledged one: on PGlite (DATA_DIR) always, on PostgreSQL when TEST_DB=postgres.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  killHard,
  postgresAdminUrl,
  readHireRequestNames,
  serverEnv,
  startServer,
  writeUntil,
  type ServerProcess,
} from './process-fixtures';

const MIN_WRITE_MS = 1_500;
const MAX_WRITE_MS = 20_000;
const ENOUGH = 60;

let dataDir: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-durability-'));
});
afterAll(async () => {
  for (const server of running) await killHard(server);
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes for a while, kills the server mid-write, restarts it, and compares. */
async function killAndCompare(env: Record<string, string>) {
  const first = await startServer(env);
  running.push(first);
  const acknowledged: string[] = [];
  let killed = false;
  const writing = writeUntil(first.url, 'Durable', () => killed, 6, acknowledged);
  // SIGKILL while the writers are still sending (the last writes are cut off mid-flight), once there are enough
  // acknowledged writes to mean something, or after a while on a very busy machine.
  const started = Date.now();
  while (Date.now() - started < MIN_WRITE_MS || (acknowledged.length < ENOUGH && Date.now() - started < MAX_WRITE_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await killHard(first);
  killed = true;
  await writing;
  expect(acknowledged.length).toBeGreaterThan(10);

  const second = await startServer(env);
  running.push(second);
  const stored = new Set(await readHireRequestNames(second.url));
  const lost = acknowledged.filter((name) => !stored.has(name));
  expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
  // Nothing that was never sent shows up (an unacknowledged write in flight may or may not be there).
  expect([...stored].every((name) => name.startsWith('Durable '))).toBe(true);
  await killHard(second);
}

describe('kill -9 durability', () => {
  // The PostgreSQL stage runs only the PostgreSQL case; the PGlite case runs in the PGlite stage (vitest.config.ts).
  it.skipIf(Boolean(postgresAdminUrl))('keeps every acknowledged write on PGlite', async () => {
    await killAndCompare(serverEnv(dataDir));
  }, 300_000);

  it.runIf(Boolean(postgresAdminUrl))('keeps every acknowledged write on PostgreSQL', async () => {
    const database = await createPostgresDatabase(postgresAdminUrl!);
    try {
      await killAndCompare(serverEnv(path.join(dataDir, 'postgres'), { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }, 300_000);
});
