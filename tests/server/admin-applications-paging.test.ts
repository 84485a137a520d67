// @vitest-environment node
// The admin's applications screen reads one page of a tab at a time: paged and split in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

let database: TestDatabase;
let server: TestServer;
let admin: Member;
/** Job ids, the newest application first, per tab. */
const pending: string[] = [];
const assigned: string[] = [];

const START = Date.parse('2026-05-01T08:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  admin = await signIn(server.app, server.db, 'admin');
  const tutors = [await signIn(server.app, server.db, 'tutor'), await signIn(server.app, server.db, 'tutor')];
  // 12 jobs, one application a minute: every third one has its tutor (accepted, or the job assigned by hand).
  for (let index = 0; index < 12; index += 1) {
    const isAssigned = index % 3 === 0;
    const job = await insertJob(server.db, { status: isAssigned && index % 2 === 0 ? 'assigned' : 'active' });
    const appliedAt = new Date(START + index * 60_000);
    await insertApplication(server.db, job.id, tutors[0]!.id, isAssigned && index % 2 === 1 ? 'accepted' : 'pending', appliedAt);
    await insertApplication(server.db, job.id, tutors[1]!.id, 'pending', new Date(appliedAt.getTime() - 30_000));
    (isAssigned ? assigned : pending).unshift(job.id);
  }
  // A job nobody applied to is on neither tab.
  await insertJob(server.db);
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const list = (query: string, headers: Record<string, string> = admin.headers) =>
  server.app.inject({ method: 'GET', url: `/api/tuitionApply${query}`, headers });

describe('GET /api/tuitionApply?tab=…&page=…&limit=… (admin)', () => {
  it('answers one page of the tab, newest application first, with the total and the count of each tab', async () => {
    const first = await list('?tab=pending&page=1&limit=5');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 8, page: 1, limit: 5, counts: { pending: 8, assigned: 4 } });
    expect(body.data.map((job: { jobId: string }) => job.jobId)).toEqual(pending.slice(0, 5));
    expect(body.data.every((job: { isAssigned: boolean; applicants: unknown[] }) => !job.isAssigned && job.applicants.length === 2)).toBe(
      true,
    );

    const second = (await list('?tab=pending&page=2&limit=5')).json();
    expect(second.data.map((job: { jobId: string }) => job.jobId)).toEqual(pending.slice(5));

    const assignedPage = (await list('?tab=assigned')).json();
    expect(assignedPage).toMatchObject({ total: 4, page: 1, limit: 10 });
    expect(assignedPage.data.map((job: { jobId: string }) => job.jobId)).toEqual(assigned);
    expect(assignedPage.data.every((job: { isAssigned: boolean }) => job.isAssigned)).toBe(true);
  });

  it('answers an empty page past the end, and everything (unpaged) without a tab', async () => {
    expect((await list('?tab=assigned&page=9')).json()).toMatchObject({ data: [], total: 4, page: 9 });
    const all = (await list('')).json();
    expect(all.total).toBeUndefined();
    expect(all.data).toHaveLength(12);
  });

  it('refuses a bad tab or limit with 400 { message }', async () => {
    for (const query of ['?tab=done', '?tab=pending&limit=500', '?tab=pending&page=0']) {
      const answer = await list(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("gives a tutor only their own applications, whatever the query asks", async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const job = await insertJob(server.db);
    await insertApplication(server.db, job.id, tutor.id);
    const answer = (await list('?tab=pending&limit=50', tutor.headers)).json();
    expect(answer.total).toBeUndefined();
    expect(answer.data.map((row: { jobId: string }) => row.jobId)).toEqual([job.id]);
    expect((await list('?tab=pending', {})).statusCode).toBe(401);
  });
});
