// @vitest-environment node
// The admin's Guardian/Student requests screen reads one page of a tab at a time: paged and counted in the
// database (GET /api/students/get-tutor-requests?status=…&page=…&limit=…). Students still get their own, unpaged.
import { beforeEach, describe, expect, it } from 'vitest';
import { studentTutorRequestListSchema, studentTutorRequestPageSchema } from '@/shared/api/contract';
import { studentTutorRequests, type NewStudentTutorRequestRow, type StudentTutorRequestRow } from '@server/db/schema';
import { setupTestServer } from './harness';
import { signIn, type Member } from './member-fixtures';

const server = setupTestServer();
let admin: Member;
let student: Member;
let otherStudent: Member;

const START = Date.parse('2026-05-01T08:00:00.000Z');

interface Seeded {
  id: string;
  status: StudentTutorRequestRow['status'];
  createdAt: number;
  studentUserId: string;
}
/** The seeded requests, newest first (created_at desc, then id desc), as the server must answer them. */
let seeded: Seeded[];

async function insertRequest(owner: Member, values: Partial<NewStudentTutorRequestRow>) {
  const [row] = await server.db
    .insert(studentTutorRequests)
    .values({
      studentUserId: owner.id,
      studentId: owner.studentId,
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
  return row!;
}

beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
  student = await signIn(server.app, server.db, 'student');
  otherStudent = await signIn(server.app, server.db, 'student');
  seeded = [];
  // 17 requests, one a minute, statuses mixed unevenly (7 pending, 6 approved, 4 rejected); the last two share a
  // minute, so the id decides their order.
  const plan: StudentTutorRequestRow['status'][] = [
    'pending', 'approved', 'pending', 'rejected', 'approved', 'pending', 'approved', 'pending', 'rejected',
    'approved', 'pending', 'approved', 'rejected', 'pending', 'approved', 'rejected', 'pending',
  ];
  for (const [index, status] of plan.entries()) {
    const owner = index % 2 === 0 ? student : otherStudent;
    const createdAt = START + Math.min(index, plan.length - 2) * 60_000;
    const row = await insertRequest(owner, { status, studentName: `Student ${index}`, createdAt: new Date(createdAt) });
    seeded.push({ id: row.id, status, createdAt, studentUserId: owner.id });
  }
  seeded.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
});

const list = (query: string, member: Member | null = admin) =>
  server.app.inject({ method: 'GET', url: `/api/students/get-tutor-requests${query}`, headers: member?.headers ?? {} });
const pageOf = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return studentTutorRequestPageSchema.parse(response.json());
};
const idsOf = (answer: { requests: { _id: string }[] }) => answer.requests.map((request) => request._id);
const expected = (status: string) => seeded.filter((row) => status === 'all' || row.status === status).map((row) => row.id);

describe('GET /api/students/get-tutor-requests?status=…&page=…&limit=… (admin)', () => {
  it('answers one page of each tab, newest first, with the total and every tab count', async () => {
    const counts = { all: 17, pending: 7, approved: 6, rejected: 4 };
    for (const status of ['all', 'pending', 'approved', 'rejected'] as const) {
      const wanted = expected(status);
      const pages = Math.ceil(wanted.length / 4);
      const got: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const answer = await pageOf(`?status=${status}&page=${page}&limit=4`);
        expect(answer).toMatchObject({ total: counts[status], page, limit: 4, counts });
        expect(answer.requests.length).toBe(Math.min(4, wanted.length - (page - 1) * 4));
        if (status !== 'all') expect(answer.requests.every((request) => request.status === status)).toBe(true);
        got.push(...idsOf(answer));
      }
      expect(got, status).toEqual(wanted);
    }
  });

  it('pages 12 at a time by default, from page 1', async () => {
    const first = await pageOf('?status=all');
    expect(first).toMatchObject({ total: 17, page: 1, limit: 12 });
    expect(idsOf(first)).toEqual(expected('all').slice(0, 12));
    expect(idsOf(await pageOf('?status=all&page=2'))).toEqual(expected('all').slice(12));
  });

  it('answers an empty page past the end, with the counts', async () => {
    expect(await pageOf('?status=rejected&page=2')).toMatchObject({
      requests: [],
      total: 4,
      page: 2,
      limit: 12,
      counts: { all: 17, pending: 7, approved: 6, rejected: 4 },
    });
    expect((await pageOf('?status=all&page=99&limit=50')).requests).toEqual([]);
  });

  it('counts zero for a status nobody has, and an empty table as all zeros', async () => {
    await server.reset();
    admin = await signIn(server.app, server.db, 'admin');
    expect(await pageOf('?status=pending')).toEqual({
      requests: [],
      total: 0,
      page: 1,
      limit: 12,
      counts: { all: 0, pending: 0, approved: 0, rejected: 0 },
    });
  });

  it('refuses a bad status, page or limit with 400 { message }', async () => {
    for (const query of [
      '?status=done',
      '?status=PENDING',
      '?status=all&page=0',
      '?status=all&page=abc',
      '?status=all&page=1.5',
      '?status=all&limit=0',
      '?status=all&limit=51',
    ]) {
      const answer = await list(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect((await list('?status=all&limit=50')).statusCode).toBe(200);
  });

  it('without status answers every request, unpaged, as before', async () => {
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    const body = studentTutorRequestListSchema.parse(answer.json());
    expect(body.total).toBeUndefined();
    expect(body.counts).toBeUndefined();
    expect(idsOf(body)).toEqual(expected('all'));
  });
});

describe('GET /api/students/get-tutor-requests for a student', () => {
  it('answers only their own requests, unpaged, whatever the query asks', async () => {
    const own = seeded.filter((row) => row.studentUserId === student.id).map((row) => row.id);
    for (const query of ['', '?status=pending&page=2&limit=1', '?status=all']) {
      const answer = await list(query, student);
      expect(answer.statusCode, query).toBe(200);
      const body = studentTutorRequestListSchema.parse(answer.json());
      expect(body).toEqual({ requests: expect.any(Array) });
      expect(idsOf(body), query).toEqual(own);
    }
    expect((await list('?status=done', student)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a tutor', async () => {
    expect((await list('?status=all', null)).statusCode).toBe(401);
    expect((await list('', null)).statusCode).toBe(401);
    const tutor = await signIn(server.app, server.db, 'tutor');
    const refused = await list('?status=all', tutor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
  });
});
