// @vitest-environment node
// Guardians/Students management: the admin list (filter, search, sort, paging, counts) and account deletion.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  otps,
  payments,
  sessions,
  studentProfiles,
  studentTutorRequests,
  tuitions,
  tutorProfiles,
  users,
} from '@server/db/schema';
import type { AdminStudentsResponse } from '@/shared/api';
import { DAY } from '@server/services/clock';
import { insertUser, setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();

const list = async (admin: Member, query = '') => {
  const response = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users?userType=student${query}`, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminStudentsResponse>();
};
const remove = (member: Member | null, id: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/auth/delete_user/${id}`, headers: member?.headers ?? {} });
const setCreatedAt = (id: string, at: Date) => server.db.update(users).set({ createdAt: at }).where(eq(users.id, id));

async function student(name: string, createdAt: Date, extra: { email?: string; phone?: string } = {}) {
  const { user } = await insertUser(server.db, { userType: 'student', name, ...extra });
  await setCreatedAt(user.id, createdAt);
  return user;
}

describe('access to the admin user routes', () => {
  it.each([
    ['GET', '/api/auth/get_all_users?userType=student'],
    ['DELETE', '/api/auth/delete_user/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 without a token, 403 for a student or tutor', async (method, url) => {
    expect((await server.app.inject({ method, url })).statusCode).toBe(401);
    for (const role of ['student', 'tutor'] as const) {
      const member = await signIn(server.app, server.db, role);
      const response = await server.app.inject({ method, url, headers: member.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
  });
});

describe('GET /api/auth/get_all_users', () => {
  it('lists only students, newest first, 10 a page, with the total and counts', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    await signIn(server.app, server.db, 'tutor');
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 12; i += 1) await student(`Student ${String(i).padStart(2, '0')}`, new Date(base + i * DAY));

    const first = await list(admin);
    expect(first.total).toBe(12);
    expect(first.students).toHaveLength(10);
    expect(first.students[0]!.name).toBe('Student 11');
    expect(first.counts.total).toBe(12);
    const second = await list(admin, '&page=2');
    expect(second.students.map((s) => s.name)).toEqual(['Student 01', 'Student 00']);
    expect(second.counts.total).toBe(12);
  });

  it('sorts by ID and by name either way', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const now = new Date();
    const b = await student('bashir', now);
    const a = await student('Anika', now);
    const c = await student('Chanda', now);
    expect((await list(admin, '&sort=name&order=asc')).students.map((s) => s.name)).toEqual(['Anika', 'bashir', 'Chanda']);
    expect((await list(admin, '&sort=name&order=desc')).students.map((s) => s.name)).toEqual(['Chanda', 'bashir', 'Anika']);
    expect((await list(admin, '&sort=id&order=asc')).students.map((s) => s._id)).toEqual([b.id, a.id, c.id]);
    expect((await list(admin, '&sort=id&order=desc')).students.map((s) => s.studentId)).toEqual([c.studentId, a.studentId, b.studentId]);
  });

  it('searches name, e-mail and phone case-insensitively, and takes % literally', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const now = new Date();
    await student('Rahim Uddin', now, { email: 'rahim@example.com', phone: '01711000001' });
    await student('Karim', now, { email: 'KARIM.x@mail.test', phone: '01822000002' });
    await student('Nadia', now, { email: 'nadia@example.com', phone: '01933000003' });
    expect((await list(admin, '&search=RAHIM')).students.map((s) => s.name)).toEqual(['Rahim Uddin']);
    expect((await list(admin, '&search=karim.X')).students.map((s) => s.name)).toEqual(['Karim']);
    expect((await list(admin, '&search=33000')).students.map((s) => s.name)).toEqual(['Nadia']);
    const none = await list(admin, '&search=%25');
    expect(none.total).toBe(0);
    expect(none.counts.total).toBe(3);
  });

  it("'today' is the Dhaka calendar day, not UTC's", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    // 22 Nov 2026 00:30 in Dhaka is 21 Nov 18:30 UTC.
    server.clock.set(new Date('2026-11-21T18:30:00Z'));
    await student('Early Dhaka', new Date('2026-11-21T18:10:00Z'));
    await student('Yesterday Dhaka', new Date('2026-11-21T17:50:00Z'));
    const today = await list(admin, '&filter=today');
    expect(today.students.map((s) => s.name)).toEqual(['Early Dhaka']);
    expect(today.counts.today).toBe(1);
  });

  it('active: not switched off and signed in or registered within 30 days; inactive: the rest', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const now = new Date();
    const recent = await student('Recent', now);
    const old = await student('Old, no login', new Date(now.getTime() - 90 * DAY));
    const oldLoggedIn = await signIn(server.app, server.db, 'student', { name: 'Old, logged in' });
    await setCreatedAt(oldLoggedIn.id, new Date(now.getTime() - 90 * DAY));
    const off = await student('Switched off', now);
    await server.db.insert(studentProfiles).values({ userId: off.id, status: 'inactive', currentArea: 'Uttara', classLevel: 'Class 8' });
    await server.db.insert(studentProfiles).values({ userId: recent.id, currentArea: 'Mirpur', classLevel: 'Class 5', institution: 'Mirpur School' });

    const active = await list(admin, '&filter=active&sort=name&order=asc');
    expect(active.students.map((s) => s.name)).toEqual(['Old, logged in', 'Recent']);
    expect(active.students[1]).toMatchObject({ area: 'Mirpur', class: 'Class 5', institution: 'Mirpur School', status: 'active' });
    const inactive = await list(admin, '&filter=inactive&sort=name&order=asc');
    expect(inactive.students.map((s) => s.name)).toEqual(['Old, no login', 'Switched off']);
    expect(inactive.students.every((s) => s.status === 'inactive')).toBe(true);
    expect(inactive.counts).toEqual({ total: 4, today: expect.any(Number), active: 2, inactive: 2 });
    expect(old.id).toBeTruthy();
  });

  it('refuses a bad query', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/get_all_users?sort=password', headers: admin.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/auth/delete_user/{id}', () => {
  async function studentWithEverything() {
    const member = await signIn(server.app, server.db, 'student', { name: 'Gone Soon' });
    await server.db.insert(studentProfiles).values({ userId: member.id, currentArea: 'Uttara' });
    await server.db.insert(otps).values({
      email: member.email,
      purpose: 'reset',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + DAY),
      lastSentAt: new Date(),
    });
    const job = await insertJob(server.db, { studentUserId: member.id, studentName: 'Gone Soon', studentId: member.studentId });
    await server.db.insert(studentTutorRequests).values({
      studentUserId: member.id,
      studentName: 'Gone Soon',
      studentGender: 'male',
      district: 'Dhaka',
      area: 'Uttara',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      tutoringTime: 'Evening',
      salary: '5000',
      jobId: job.id,
    });
    return { member, job };
  }
  const countFor = async (userId: string) => ({
    users: (await server.db.select().from(users).where(eq(users.id, userId))).length,
    sessions: (await server.db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    profiles: (await server.db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId))).length,
    requests: (await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.studentUserId, userId))).length,
    otps: (await server.db.select().from(otps)).length,
  });

  it("removes the student's account, sessions, profile, requests and codes; keeps the job, anonymised", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const { member, job } = await studentWithEverything();
    const response = await remove(admin, member.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect(await countFor(member.id)).toEqual({ users: 0, sessions: 0, profiles: 0, requests: 0, otps: 0 });
    const [kept] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(kept).toMatchObject({ studentUserId: null, studentName: null, status: 'active' });
    // The deleted account's token no longer works.
    const after = await server.app.inject({ method: 'GET', url: `/api/auth/get_all_users/${member.id}`, headers: member.headers });
    expect(after.statusCode).toBe(401);
    expect((await list(admin)).total).toBe(0);
  });

  it("removes a tutor's profile and applications and keeps the payment records without the link", async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const tutor = await signIn(server.app, server.db, 'tutor');
    await server.db.insert(tutorProfiles).values({ userId: tutor.id });
    const job = await insertJob(server.db);
    await insertApplication(server.db, job.id, tutor.id, 'accepted');
    const [payment] = await server.db.insert(payments).values({ tutorUserId: tutor.id, tuitionId: job.id, amount: 3600, status: 'Paid' }).returning();
    expect((await remove(admin, tutor.id)).statusCode).toBe(200);
    expect(await server.db.select().from(tutorProfiles)).toHaveLength(0);
    expect(await server.db.select().from(applications)).toHaveLength(0);
    const [kept] = await server.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ tutorUserId: null, amount: 3600 });
  });

  it('refuses an admin (403), yourself (403) and an unknown id (404), changing nothing', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const other = await signIn(server.app, server.db, 'admin');
    expect((await remove(admin, admin.id)).json()).toEqual({ message: 'You cannot delete your own account' });
    expect((await remove(admin, admin.id)).statusCode).toBe(403);
    const adminResponse = await remove(admin, other.id);
    expect(adminResponse.statusCode).toBe(403);
    expect(adminResponse.json()).toEqual({ message: 'An admin account cannot be deleted here' });
    expect((await remove(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(admin, 'not-a-uuid')).statusCode).toBe(404);
    expect(await server.db.select().from(users).where(eq(users.userType, 'admin'))).toHaveLength(2);
  });

  it('a failure part-way changes nothing (one transaction)', async () => {
    const admin = await signIn(server.app, server.db, 'admin');
    const { member, job } = await studentWithEverything();
    const before = await countFor(member.id);
    // The last step (deleting the users row) fails inside the database, after the earlier steps ran.
    await server.db.execute(
      sql.raw(`create or replace function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`),
    );
    await server.db.execute(sql.raw('create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()'));
    try {
      const response = await remove(admin, member.id);
      expect(response.statusCode).toBe(500);
    } finally {
      await server.db.execute(sql.raw('drop trigger refuse_user_delete on users'));
      await server.db.execute(sql.raw('drop function refuse_user_delete()'));
    }
    expect(await countFor(member.id)).toEqual(before);
    expect(before).toEqual({ users: 1, sessions: 1, profiles: 1, requests: 1, otps: 1 });
    const [kept] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(kept).toMatchObject({ studentUserId: member.id, studentName: 'Gone Soon' });
  });
});
