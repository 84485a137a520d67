// @vitest-environment node
// Guests' public reads answered from memory (server/plugins/public-answer-cache.ts): the same bytes as the first
// answer, never to a signed-in caller, forgotten by any successful write (in every process on PostgreSQL).
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createChangeSignal } from '@server/services/change-signal';
import { bearer, insertUser, loginToken, setupTestServer, usesPostgres } from './harness';
import { insertTuition } from './marketplace-fixtures';

const server = setupTestServer({ config: { PUBLIC_CACHE_MS: 60_000 } });

// Each test reads its own address (limit), as the tables are emptied between tests but kept answers are not.
const boardIds = async (limit: number, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/tuitions?limit=${limit}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, ids: response.json<{ data: { jobId: string }[] }>().data.map((job) => job.jobId) };
};

async function adminToken() {
  const { user, password } = await insertUser(server.db, { userType: 'admin' });
  return loginToken(server.app, { emailOrPhone: user.email, password, userType: 'admin' });
}

describe('guests\' public reads kept in memory', () => {
  it('answers a guest\'s repeat read with the first answer, byte for byte, until a write through the API', async () => {
    const first = await insertTuition(server.db);
    const before = await boardIds(50);
    expect(before.ids).toEqual([first.id]);

    // Written straight into the database, as no request does: the kept answer still stands.
    const second = await insertTuition(server.db);
    const kept = await boardIds(50);
    expect(kept.body).toBe(before.body);

    // A successful write through the API (here a job deleted by staff) forgets every kept answer.
    const token = await adminToken();
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${first.id}`, headers: bearer(token) });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await boardIds(50)).ids).toEqual([second.id]);
  });

  it('keeps one answer per address: another filter or page is read from the database', async () => {
    const job = await insertTuition(server.db, { district: 'Dhaka' });
    expect((await boardIds(49)).ids).toEqual([job.id]);
    const other = await insertTuition(server.db, { district: 'Dhaka' });
    const response = await server.app.inject({ method: 'GET', url: '/api/tuitions?limit=49&district=Dhaka' });
    expect(response.json<{ data: { jobId: string }[] }>().data.map((row) => row.jobId).sort()).toEqual([job.id, other.id].sort());
  });

  it('never answers a signed-in caller from it, nor keeps a signed-in caller\'s answer for guests', async () => {
    const first = await insertTuition(server.db);
    expect((await boardIds(48)).ids).toEqual([first.id]);
    const second = await insertTuition(server.db);

    const { user, password } = await insertUser(server.db, { userType: 'tutor' });
    // Logging in is a successful POST: it forgets the kept answers; read as a guest again to keep one.
    const token = await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'tutor' });
    const guest = await boardIds(48);
    expect(guest.ids.sort()).toEqual([first.id, second.id].sort());
    const third = await insertTuition(server.db);

    const signedIn = await boardIds(48, bearer(token));
    expect(signedIn.ids.sort()).toEqual([first.id, second.id, third.id].sort());
    // And the guests still get the kept one (the tutor's answer was not kept for them).
    expect((await boardIds(48)).body).toBe(guest.body);
  });

  it('sends a kept answer through the same headers and compression as the first', async () => {
    // Enough jobs for an answer over the 1 KB below which nothing is compressed.
    for (let index = 0; index < 8; index += 1) await insertTuition(server.db);
    const ask = () =>
      server.app.inject({ method: 'GET', url: '/api/tuitions?limit=47', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-language']).toBe('en');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
  });

  it('keeps only successful answers: a job that is not there is looked for again', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await server.app.inject({ method: 'GET', url: `/api/tuitions/${missing}` })).statusCode).toBe(404);
    const job = await insertTuition(server.db);
    expect((await server.app.inject({ method: 'GET', url: `/api/tuitions/${job.id}` })).statusCode).toBe(200);
  });
});

describe('the change signal', () => {
  it.runIf(usesPostgres)('reaches another server process on the same PostgreSQL (LISTEN/NOTIFY)', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    const one = createChangeSignal({ databaseUrl });
    const other = createChangeSignal({ databaseUrl });
    try {
      await expect.poll(() => one.listening && other.listening, { timeout: 10_000 }).toBe(true);
      let heard = 0;
      let heardHere = 0;
      other.onChange(() => (heard += 1));
      one.onChange(() => (heardHere += 1));
      one.changed();
      expect(heardHere).toBe(1);
      await expect.poll(() => heard, { timeout: 10_000 }).toBe(1);
      // A process does not hear its own notification a second time.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardHere).toBe(1);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });

  it('is not listening while its PostgreSQL cannot be reached, so nothing is kept meanwhile', async () => {
    const signal = createChangeSignal({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere', retryMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(signal.listening).toBe(false);
    } finally {
      await signal.close();
    }
  });

  it('on PGlite (one process per data folder) hears this process\'s own writes', () => {
    const signal = createChangeSignal();
    let heard = 0;
    signal.onChange(() => (heard += 1));
    signal.changed();
    expect(signal.listening).toBe(true);
    expect(heard).toBe(1);
  });
});
