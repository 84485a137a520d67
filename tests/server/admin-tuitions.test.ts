// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminStatsResponseSchema,
  adminTuitionListResponseSchema,
  CREATE_TUITION_MESSAGES,
  tuitionListResponseSchema,
  tuitionSavedResponseSchema,
} from '@/shared/api/contract';
import { tuitions, users } from '@server/db/schema';
import { dhakaMonthBounds, growthPercent } from '@server/services/admin-tuitions';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';
import { insertTuition } from './marketplace-fixtures';

const server = setupTestServer();

async function tokenFor(userType: 'admin' | 'student' | 'tutor') {
  const { user, password } = await insertUser(server.db, { userType });
  return loginToken(server.app, { emailOrPhone: user.email, password, userType });
}

const validBody = {
  studentId: '1024',
  district: 'Dhaka',
  area: 'Mirpur',
  location: 'Mirpur 10, near the metro station',
  category: 'English Medium',
  classLevel: 'Class 8',
  preferredTutor: 'Female',
  tutoringType: 'Home Tutoring',
  days: 4,
  subjects: ['Math', 'Physics', 'Math'],
  salary: '5000-8000',
  studentGender: 'Male',
  tutoringTime: 'Evening',
  noOfStudents: 2,
  notes: ['Must live nearby', '  '],
  status: 'active',
};

const someJobId = '00000000-0000-4000-8000-000000000000';
const adminCalls = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/tuitions' },
  { method: 'POST', url: '/api/tuitions/create', payload: validBody },
  { method: 'PUT', url: `/api/tuitions/${someJobId}`, payload: { status: 'closed' } },
] as const;

describe('admin tuition calls: access', () => {
  it.each(adminCalls)('$method $url refuses a missing token with 401', async (call) => {
    const response = await server.app.inject({ ...call });
    expect(response.statusCode).toBe(401);
  });

  it.each(adminCalls.flatMap((call) => (['student', 'tutor'] as const).map((role) => ({ ...call, role }))))(
    '$method $url refuses a $role with 403',
    async ({ role, ...call }) => {
      const token = await tokenFor(role);
      const response = await server.app.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(await server.db.select().from(tuitions)).toEqual([]);
    },
  );
});

describe('growth', () => {
  it('is percent of last month, 0 for no records at all and 100 when last month had none', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(10, 10)).toBe(0);
    expect(growthPercent(1, 3)).toBe(-67);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(4, 0)).toBe(100);
  });

  it('uses Dhaka calendar months', () => {
    // 2026-03-31 19:00 UTC is already 1 April in Dhaka.
    const bounds = dhakaMonthBounds(new Date('2026-03-31T19:00:00Z'));
    expect(bounds.thisMonth.toISOString()).toBe('2026-03-31T18:00:00.000Z');
    expect(bounds.lastMonth.toISOString()).toBe('2026-02-28T18:00:00.000Z');
    expect(bounds.nextMonth.toISOString()).toBe('2026-04-30T18:00:00.000Z');
  });
});

describe('GET /api/admin/stats', () => {
  it('counts tutors, students and active jobs and compares this month with last month', async () => {
    const now = new Date('2026-05-20T06:00:00Z');
    server.clock.set(now);
    const admin = await tokenFor('admin');
    const lastMonth = new Date('2026-04-10T06:00:00Z');
    const older = new Date('2026-01-10T06:00:00Z');
    // Tutors: 2 last month, 3 this month (+50%). Students: 2 last month, 1 this month (-50%), 1 older.
    const add = async (userType: 'tutor' | 'student', createdAt: Date) => {
      const { user } = await insertUser(server.db, { userType });
      await server.db.update(users).set({ createdAt }).where(eq(users.id, user.id));
    };
    for (const when of [lastMonth, lastMonth, now, now, now]) await add('tutor', when);
    for (const when of [lastMonth, lastMonth, now, older]) await add('student', when);
    // Jobs: none last month, two this month (one closed) -> 100%; active counts only active ones.
    await insertTuition(server.db, { createdAt: now });
    await insertTuition(server.db, { createdAt: now, status: 'closed' });
    await insertTuition(server.db, { createdAt: older });

    const response = await server.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminStatsResponseSchema.parse(response.json())).toEqual({
      tutorCount: 5,
      studentCount: 4,
      activeTuitions: 2,
      tutorGrowth: 50,
      studentGrowth: -50,
      tuitionGrowth: 100,
    });
  });
});

describe('GET /api/admin/tuitions', () => {
  it('lists every status newest first, filters by status and pages in the database', async () => {
    const admin = await tokenFor('admin');
    for (let index = 0; index < 12; index += 1) {
      await insertTuition(server.db, {
        status: index % 3 === 0 ? 'closed' : 'active',
        postedAt: new Date(Date.now() - index * 60_000),
      });
    }
    const list = async (query: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/admin/tuitions?${query}`, headers: bearer(admin) });
      expect(response.statusCode, response.body).toBe(200);
      return adminTuitionListResponseSchema.parse(response.json());
    };
    const first = await list('page=1&limit=10');
    const second = await list('page=2&limit=10');
    expect([first.total, first.data.length, second.data.length]).toEqual([12, 10, 2]);
    expect(new Set([...first.data, ...second.data].map((job) => job.jobId)).size).toBe(12);
    const times = first.data.map((job) => Date.parse(job.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const closed = await list('status=closed');
    expect(closed.total).toBe(4);
    expect(closed.data.every((job) => job.status === 'closed')).toBe(true);

    const bad = await server.app.inject({ method: 'GET', url: '/api/admin/tuitions?status=deleted', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/tuitions/create', () => {
  it('creates an active job with the defaults, unique subjects and the catalogue spelling, and it is on the board', async () => {
    const admin = await tokenFor('admin');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/tuitions/create',
      headers: bearer(admin),
      payload: { ...validBody, district: 'chittagong', category: 'english-medium', tutoringType: undefined, tutoringTime: undefined, noOfStudents: undefined },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = tuitionSavedResponseSchema.parse(response.json());
    expect(created.message).toBe(CREATE_TUITION_MESSAGES.created);
    expect(created.data).toMatchObject({
      studentId: 1024,
      district: 'Chattogram',
      category: 'English Medium',
      subjects: ['Math', 'Physics'],
      tutoringType: 'Home Tutoring',
      tutoringTime: 'Any',
      noOfStudents: 1,
      notes: ['Must live nearby'],
      status: 'active',
    });
    expect(created.data.jobId).toBe(created.data._id);

    const board = tuitionListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/tuitions' })).json());
    expect(board.data.map((job) => job.jobId)).toEqual([created.data.jobId]);
  });

  it.each([
    ['district', { district: '' }, CREATE_TUITION_MESSAGES.district],
    ['location', { location: '  ' }, CREATE_TUITION_MESSAGES.location],
    ['medium', { category: undefined }, CREATE_TUITION_MESSAGES.medium],
    ['class level', { classLevel: '' }, CREATE_TUITION_MESSAGES.classLevel],
    ['preferred tutor', { preferredTutor: undefined }, CREATE_TUITION_MESSAGES.preferredTutor],
    ['days', { days: 9 }, CREATE_TUITION_MESSAGES.days],
    ['subjects', { subjects: [] }, CREATE_TUITION_MESSAGES.subjects],
    ['salary', { salary: '' }, CREATE_TUITION_MESSAGES.salary],
    ['student gender', { studentGender: 'Any' }, CREATE_TUITION_MESSAGES.studentGender],
    ['an unknown subject', { subjects: ['Basket weaving'] }, CREATE_TUITION_MESSAGES.unknownSubject],
    ['an unknown district', { district: 'Atlantis' }, CREATE_TUITION_MESSAGES.unknownDistrict],
  ])('refuses a missing or wrong %s with its message', async (_name, change, message) => {
    const admin = await tokenFor('admin');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/tuitions/create',
      headers: bearer(admin),
      payload: { ...validBody, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await server.db.select().from(tuitions)).toEqual([]);
  });
});

describe('PUT /api/tuitions/:id', () => {
  it('edits fields, sets a status, and answers 404 for a missing job', async () => {
    const admin = await tokenFor('admin');
    const job = await insertTuition(server.db);
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitions/${job.id}`,
      headers: bearer(admin),
      payload: { salary: '7000', subjects: ['Physics'], preferredTutor: 'male', studentName: 'Rafi' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(tuitionSavedResponseSchema.parse(edit.json()).data).toMatchObject({
      salary: '7000',
      subjects: ['Physics'],
      preferredTutor: 'Male',
      studentName: 'Rafi',
      district: 'Dhaka',
    });

    const status = await server.app.inject({ method: 'PUT', url: `/api/tuitions/${job.id}`, headers: bearer(admin), payload: { status: 'assigned' } });
    expect(status.statusCode).toBe(200);
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row?.status).toBe('assigned');

    const empty = await server.app.inject({ method: 'PUT', url: `/api/tuitions/${job.id}`, headers: bearer(admin), payload: {} });
    expect(empty.statusCode).toBe(400);
    const missing = await server.app.inject({ method: 'PUT', url: `/api/tuitions/${someJobId}`, headers: bearer(admin), payload: { status: 'active' } });
    expect(missing.statusCode).toBe(404);
  });
});
