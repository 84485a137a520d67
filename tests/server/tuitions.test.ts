// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tuitionListResponseSchema, type PublicTuition } from '@/shared/api/contract';
import { applications, notifications, studentTutorRequests, tuitions } from '@server/db/schema';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';
import { insertTuition, insertTutor } from './marketplace-fixtures';

const server = setupTestServer();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function board(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `/api/tuitions?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return tuitionListResponseSchema.parse(response.json());
}

async function tokenFor(userType: 'admin' | 'student' | 'tutor') {
  const { user, password } = await insertUser(server.db, { userType });
  return loginToken(server.app, { emailOrPhone: user.email, password, userType });
}

describe('GET /api/tuitions', () => {
  it('lists only active jobs, newest first, with the total', async () => {
    const older = await insertTuition(server.db, { postedAt: minutesAgo(120) });
    const newer = await insertTuition(server.db, { postedAt: minutesAgo(5) });
    await insertTuition(server.db, { status: 'assigned', postedAt: minutesAgo(1) });
    await insertTuition(server.db, { status: 'closed', postedAt: minutesAgo(2) });

    const result = await board();
    expect(result.total).toBe(2);
    expect(result.data.map((job) => job.jobId)).toEqual([newer.id, older.id]);
    expect(result.data.every((job) => job.status === 'active')).toBe(true);
    expect(result).toMatchObject({ page: 1, limit: 10 });
    expect(result.data[0]).toMatchObject({ _id: newer.id, district: 'Dhaka', subjects: ['MATH', 'ENGLISH'], preferredTutor: 'Any' });
  });

  it('pages in the database: right counts, pages that do not overlap and cover every job', async () => {
    for (let index = 0; index < 23; index += 1) await insertTuition(server.db, { postedAt: minutesAgo(index * 10) });
    const pages = [await board({ page: 1, limit: 10 }), await board({ page: 2, limit: 10 }), await board({ page: 3, limit: 10 })];
    expect(pages.map((page) => page.data.length)).toEqual([10, 10, 3]);
    expect(pages.every((page) => page.total === 23)).toBe(true);
    const ids = pages.flatMap((page) => page.data.map((job) => job.jobId));
    expect(new Set(ids).size).toBe(23);
    const times = pages.flatMap((page) => page.data.map((job) => Date.parse(job.postedAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await board({ page: 4, limit: 10 })).data).toEqual([]);
    expect((await board({ page: 1, limit: 50 })).data).toHaveLength(23);
  });

  it('filters by a case-insensitive part of the job id', async () => {
    const wanted = await insertTuition(server.db);
    await insertTuition(server.db);
    const part = wanted.id.slice(2, 8).toUpperCase();
    const result = await board({ jobId: part });
    expect(result.data.map((job) => job.jobId)).toEqual([wanted.id]);
    expect(result.total).toBe(1);
    expect((await board({ jobId: '%' })).total).toBe(0);
    expect((await board({ jobId: 'zz-not-hex' })).total).toBe(0);
  });

  it('filters by posting day, both ends included, in Dhaka time (UTC+6)', async () => {
    // 2025-03-10 18:30Z is 00:30 on 11 March in Dhaka; 2025-03-12 17:59Z is 23:59 on 12 March.
    const before = await insertTuition(server.db, { postedAt: new Date('2025-03-10T17:59:00Z') });
    const first = await insertTuition(server.db, { postedAt: new Date('2025-03-10T18:30:00Z') });
    const last = await insertTuition(server.db, { postedAt: new Date('2025-03-12T17:59:00Z') });
    const after = await insertTuition(server.db, { postedAt: new Date('2025-03-12T18:00:00Z') });

    const ids = (result: { data: PublicTuition[] }) => result.data.map((job) => job.jobId).sort();
    expect(ids(await board({ from: '2025-03-11', to: '2025-03-12' }))).toEqual([first.id, last.id].sort());
    expect(ids(await board({ from: '2025-03-11' }))).toEqual([first.id, last.id, after.id].sort());
    expect(ids(await board({ to: '2025-03-10' }))).toEqual([before.id]);
    expect((await board({ from: '2025-03-13', to: '2025-03-11' })).total).toBe(0);
  });

  it('filters by preferred tutor; "all" filters nothing', async () => {
    await insertTuition(server.db, { preferredTutor: 'Male' });
    await insertTuition(server.db, { preferredTutor: 'Female' });
    await insertTuition(server.db, { preferredTutor: 'Female' });
    await insertTuition(server.db, { preferredTutor: 'Any' });
    expect((await board({ preferredTutor: 'Female' })).total).toBe(2);
    expect((await board({ preferredTutor: 'Male' })).data.map((job) => job.preferredTutor)).toEqual(['Male']);
    expect((await board({ preferredTutor: 'Any' })).total).toBe(1);
    expect((await board({ preferredTutor: 'all' })).total).toBe(4);
  });

  it('filters by district in any case and old spelling', async () => {
    await insertTuition(server.db, { district: 'Chattogram', area: 'Agrabad' });
    await insertTuition(server.db, { district: 'Dhaka' });
    expect((await board({ district: 'chattogram' })).data.map((job) => job.district)).toEqual(['Chattogram']);
    expect((await board({ district: 'CHITTAGONG' })).total).toBe(1);
    expect((await board({ district: 'Dhaka' })).total).toBe(1);
    expect((await board({ district: 'Atlantis' })).total).toBe(0);
  });

  it('combines filters', async () => {
    await insertTuition(server.db, { district: 'Dhaka', preferredTutor: 'Female', postedAt: new Date('2025-05-01T06:00:00Z') });
    await insertTuition(server.db, { district: 'Dhaka', preferredTutor: 'Female', postedAt: new Date('2025-06-01T06:00:00Z') });
    await insertTuition(server.db, { district: 'Sylhet', preferredTutor: 'Female', postedAt: new Date('2025-05-01T06:00:00Z') });
    expect((await board({ district: 'dhaka', preferredTutor: 'Female', from: '2025-04-30', to: '2025-05-02' })).total).toBe(1);
  });

  it('refuses invalid paging and dates with { message }', async () => {
    for (const url of ['/api/tuitions?limit=101', '/api/tuitions?page=0', '/api/tuitions?from=yesterday', '/api/tuitions?preferredTutor=Robot']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });
});

describe('GET /api/tuitions/:id', () => {
  it('answers the job with its title, whatever its status', async () => {
    const job = await insertTuition(server.db, { category: 'english medium', status: 'assigned' });
    const response = await server.app.inject({ method: 'GET', url: `/api/tuitions/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: job.id, title: 'Tutor Needed For English Medium', data: { jobId: job.id, status: 'assigned' } });

    const titled = await insertTuition(server.db, { title: 'Physics tutor for HSC' });
    expect((await server.app.inject({ method: 'GET', url: `/api/tuitions/${titled.id}` })).json().title).toBe('Physics tutor for HSC');
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['7d2f1a52-98c4-4b7e-9f1c-2a3b4c5d6e7f', 'not-a-job']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/tuitions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tuition not found' });
    }
  });
});

describe('DELETE /api/tuitions/:id', () => {
  it('is refused without a token (401) and for guardians/students and tutors (403)', async () => {
    const job = await insertTuition(server.db);
    const guest = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required. Please log in.' });
    for (const role of ['student', 'tutor'] as const) {
      const response = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}`, headers: bearer(await tokenFor(role)) });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    expect(await server.db.select().from(tuitions)).toHaveLength(1);
  });

  it('lets an admin delete the job and its applications together; the request keeps its status', async () => {
    const { user: student } = await insertUser(server.db, { userType: 'student' });
    const [request] = await server.db
      .insert(studentTutorRequests)
      .values({
        studentUserId: student.id,
        studentName: 'Rafi',
        studentGender: 'male',
        district: 'Dhaka',
        area: 'Mirpur',
        medium: 'Bangla Medium',
        classLevel: 'Class 8',
        tutoringTime: 'Evening',
        salary: '5000',
        status: 'approved',
      })
      .returning();
    const job = await insertTuition(server.db, { sourceRequestId: request!.id });
    await server.db.update(studentTutorRequests).set({ jobId: job.id }).where(eq(studentTutorRequests.id, request!.id));
    const other = await insertTuition(server.db);
    const { user: tutor } = await insertTutor(server.db);
    await server.db.insert(applications).values([
      { jobId: job.id, tutorUserId: tutor.id },
      { jobId: other.id, tutorUserId: tutor.id },
    ]);

    const admin = await tokenFor('admin');
    const response = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tuition deleted successfully' });

    expect((await server.db.select().from(tuitions)).map((row) => row.id)).toEqual([other.id]);
    expect((await server.db.select().from(applications)).map((row) => row.jobId)).toEqual([other.id]);
    const [kept] = await server.db.select().from(studentTutorRequests);
    expect(kept).toMatchObject({ status: 'approved', jobId: null });
    expect((await server.app.inject({ method: 'GET', url: `/api/tuitions/${job.id}` })).statusCode).toBe(404);

    const again = await server.app.inject({ method: 'DELETE', url: `/api/tuitions/${job.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Tuition not found' });
  });
});

describe('GET /api/tuitions/counts-by-district', () => {
  it('counts active jobs per district, in the catalogue spelling', async () => {
    await insertTuition(server.db, { district: 'Dhaka' });
    await insertTuition(server.db, { district: 'Dhaka' });
    await insertTuition(server.db, { district: 'dhaka' });
    await insertTuition(server.db, { district: 'Sylhet' });
    await insertTuition(server.db, { district: 'Sylhet', status: 'assigned' });
    await insertTuition(server.db, { district: 'Khulna', status: 'closed' });
    const response = await server.app.inject({ method: 'GET', url: '/api/tuitions/counts-by-district' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { Dhaka: 3, Sylhet: 1 } });
  });

  it('answers an empty map when there are no active jobs', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/tuitions/counts-by-district' })).json()).toEqual({ data: {} });
  });
});

describe('GET /api/stats/public', () => {
  it('counts tutors, guardians/students and active jobs now', async () => {
    await insertTutor(server.db);
    await insertTutor(server.db, { profile: null });
    await insertUser(server.db, { userType: 'student' });
    await insertUser(server.db, { userType: 'admin' });
    await insertTuition(server.db);
    await insertTuition(server.db, { status: 'assigned' });
    const response = await server.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(response.json()).toEqual({ tutors: 2, students: 1, liveJobs: 1 });
  });
});

describe('notifications', () => {
  it('are not created by reading the board', async () => {
    await insertTuition(server.db);
    await board();
    expect(await server.db.select().from(notifications)).toEqual([]);
  });
});
