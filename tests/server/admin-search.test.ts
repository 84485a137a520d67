// @vitest-environment node
// GET /api/admin/search: the admin header search over students, tutors and jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestDatabase, type TestDatabase, type TestServer } from './harness';
import { insertJob, signIn, type Member } from './member-fixtures';

let database: TestDatabase;
let server: TestServer;
let admin: Member;
let rahima: Member;
let karim: Member;
let jobId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await createTestServer({ database });
  admin = await signIn(server.app, server.db, 'admin');
  rahima = await signIn(server.app, server.db, 'student', { name: 'Rahima Begum', email: 'rahima.b@example.com' });
  await signIn(server.app, server.db, 'student', { name: 'Percent 100% Sure', email: 'pct@example.com' });
  karim = await signIn(server.app, server.db, 'tutor', { name: 'Karim Uddin', email: 'karim_u@example.com' });
  await signIn(server.app, server.db, 'tutor', { name: 'Karimul Haque', email: 'karimxu@example.com' });
  jobId = (await insertJob(server.db, { title: 'Physics tutor for Rahima', studentName: 'Ayaan Rahman' })).id;
  await insertJob(server.db, { category: 'English Medium' });
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const search = async (q: string) => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/admin/search?q=${encodeURIComponent(q)}`,
    headers: admin.headers,
  });
  return answer;
};
const found = async (q: string) => {
  const answer = await search(q);
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    students: { id: string; name: string; email: string; displayId: number | null }[];
    tutors: { id: string; name: string; displayId: number | null }[];
    jobs: { id: string; title: string }[];
  };
};

describe('GET /api/admin/search', () => {
  it('finds by name, case-insensitively, in every group', async () => {
    const result = await found('RAHIM');
    expect(result.students.map((s) => s.id)).toEqual([rahima.id]);
    expect(result.tutors).toEqual([]);
    expect(result.jobs.map((j) => j.id)).toEqual([jobId]);
    expect(result.jobs[0]?.title).toBe('Physics tutor for Rahima');
  });

  it('finds by e-mail and phone substrings', async () => {
    expect((await found('rahima.b@')).students.map((s) => s.email)).toEqual(['rahima.b@example.com']);
    const byPhone = await found(karim.phone.slice(-6));
    expect(byPhone.tutors.map((t) => t.id)).toEqual([karim.id]);
  });

  it('finds students and tutors by their exact display number', async () => {
    const byStudent = await found(String(rahima.studentId));
    expect(byStudent.students[0]).toMatchObject({ id: rahima.id, displayId: rahima.studentId });
    const byTutor = await found(String(karim.tutorId));
    expect(byTutor.tutors[0]).toMatchObject({ id: karim.id, displayId: karim.tutorId });
  });

  it('finds a job by an id prefix and names untitled jobs by category', async () => {
    expect((await found(jobId.slice(0, 8))).jobs.map((j) => j.id)).toEqual([jobId]);
    expect((await found(jobId.slice(0, 8).toUpperCase())).jobs.map((j) => j.id)).toEqual([jobId]);
  });

  it('takes LIKE wildcards literally', async () => {
    // "_" would match the "x" of karimxu@ if it were a wildcard; "%" would match everyone.
    expect((await found('karim_u')).tutors.map((t) => t.id)).toEqual([karim.id]);
    expect((await found('0%')).students.map((s) => s.email)).toEqual(['pct@example.com']);
    expect(await found('%%')).toEqual({ students: [], tutors: [], jobs: [] });
  });

  it('returns at most five of each', async () => {
    for (let i = 0; i < 7; i += 1) {
      await signIn(server.app, server.db, 'student', { name: `Bulk Student ${i}` });
      await insertJob(server.db, { studentName: `Bulk Child ${i}` });
    }
    const result = await found('bulk');
    expect(result.students).toHaveLength(5);
    expect(result.jobs).toHaveLength(5);
  });

  it('refuses a term shorter than two characters with 400', async () => {
    expect((await search('a')).statusCode).toBe(400);
    expect((await search('  a ')).statusCode).toBe(400);
  });

  it('refuses a tutor with 403', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/admin/search?q=rahima', headers: karim.headers });
    expect(answer.statusCode).toBe(403);
  });
});
