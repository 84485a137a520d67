// @vitest-environment node
// The short job number (SK-10234): in every answer that names a job, and found by the board's search, the admin
// tuitions list and the admin header search, however it is typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentTutorRequests } from '@server/db/schema';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

let database: TestDatabase;
let server: TestServer;
let admin: Member;
let tutor: Member;
let wanted: { id: string; jobNumber: number };
let other: { id: string; jobNumber: number };

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  admin = await signIn(server.app, server.db, 'admin');
  tutor = await signIn(server.app, server.db, 'tutor');
  wanted = await insertJob(server.db, { title: 'Physics for class 9' });
  other = await insertJob(server.db, { title: 'Chemistry for class 10' });
  // A closed job the board never lists, to check the admin list searches every status.
  await insertJob(server.db, { title: 'Closed Bangla', status: 'closed' });
  await insertApplication(server.db, wanted.id, tutor.id);
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await server.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const spellings = () => [`SK-${wanted.jobNumber}`, `sk-${wanted.jobNumber}`, `SK${wanted.jobNumber}`, String(wanted.jobNumber)];

describe('job numbers', () => {
  it('are given from 10001 on, one per job, and answered as jobNumber', async () => {
    expect(wanted.jobNumber).toBeGreaterThanOrEqual(10001);
    expect(other.jobNumber).toBe(wanted.jobNumber + 1);
    const board = await get('/api/tuitions');
    expect(board.data.map((job: { jobNumber: number }) => job.jobNumber).sort()).toEqual([wanted.jobNumber, other.jobNumber]);
    expect((await get(`/api/tuitions/${wanted.id}`)).data.jobNumber).toBe(wanted.jobNumber);
    const list = await get('/api/admin/tuitions', admin.headers);
    expect(list.data.map((job: { jobNumber: number }) => job.jobNumber)).toContain(wanted.jobNumber);
  });

  it("name the job in the tutor's and the admin's applications", async () => {
    const mine = await get('/api/tuitionApply', tutor.headers);
    expect(mine.data).toEqual([expect.objectContaining({ jobId: wanted.id, jobNumber: wanted.jobNumber })]);
    const page = await get('/api/tuitionApply?tab=pending', admin.headers);
    expect(page.data[0]).toMatchObject({ jobId: wanted.id, jobNumber: wanted.jobNumber });
  });

  it('find the job on the board however the number is typed', async () => {
    for (const term of spellings()) {
      const board = await get(`/api/tuitions?jobId=${encodeURIComponent(term)}`);
      expect(board.data.map((job: { jobId: string }) => job.jobId), term).toEqual([wanted.id]);
    }
    // Part of the id still finds it, and a number nobody has finds nothing.
    expect((await get(`/api/tuitions?jobId=${wanted.id.slice(0, 8)}`)).data.map((job: { jobId: string }) => job.jobId)).toEqual([
      wanted.id,
    ]);
    expect((await get('/api/tuitions?jobId=SK-99999')).total).toBe(0);
  });

  it('find the job in the admin tuitions list, with the status filter, and by title', async () => {
    for (const term of spellings()) {
      const list = await get(`/api/admin/tuitions?q=${encodeURIComponent(term)}`, admin.headers);
      expect(list.data.map((job: { jobId: string }) => job.jobId), term).toEqual([wanted.id]);
      expect(list.total).toBe(1);
    }
    expect((await get(`/api/admin/tuitions?status=closed&q=SK-${wanted.jobNumber}`, admin.headers)).total).toBe(0);
    expect((await get('/api/admin/tuitions?q=closed%20bangla', admin.headers)).data.map((job: { title: string }) => job.title)).toEqual([
      'Closed Bangla',
    ]);
    expect((await get('/api/admin/tuitions?q=', admin.headers)).total).toBe(3);
  });

  it('find the job in the admin header search, the exact number first', async () => {
    for (const term of spellings()) {
      const result = await get(`/api/admin/search?q=${encodeURIComponent(term)}`, admin.headers);
      expect(result.jobs[0], term).toMatchObject({ id: wanted.id, jobNumber: wanted.jobNumber });
    }
  });

  it("name a guardian's published request in their list; a request waiting for review keeps its own number", async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const request = (values: { jobId?: string; status?: 'approved' | 'pending' }) =>
      server.db
        .insert(studentTutorRequests)
        .values({
          studentUserId: guardian.id,
          studentId: guardian.studentId,
          studentName: 'Ayaan Rahman',
          studentGender: 'male',
          district: 'Dhaka',
          area: 'Uttara',
          medium: 'Bangla Medium',
          classLevel: 'Class 8',
          subjects: ['Math'],
          tutoringTime: 'After 4 PM',
          salary: '5000-6000',
          ...values,
        })
        .returning();
    const [published] = await request({ jobId: wanted.id, status: 'approved' });
    const [waiting] = await request({});
    const list = await get('/api/students/get-tutor-requests', guardian.headers);
    const byId = new Map(list.requests.map((row: { _id: string; jobNumber: number | null }) => [row._id, row.jobNumber]));
    expect(byId.get(published!.id)).toBe(wanted.jobNumber);
    expect(byId.get(waiting!.id)).toBeNull();
  });
});
