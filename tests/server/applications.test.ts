// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applications, notifications } from '@server/db/schema';
import { bearer, insertUser, loginToken, setupTestServer } from './harness';
import { insertTuition, insertTutor } from './marketplace-fixtures';

const server = setupTestServer();

const apply = (jobId: string, token?: string) =>
  server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${jobId}`, ...(token ? { headers: bearer(token) } : {}) });

async function tutorToken(name = 'Tanvir Hasan') {
  const { user, password } = await insertTutor(server.db, { name });
  return { user, token: await loginToken(server.app, { emailOrPhone: user.email, password, userType: 'tutor' }) };
}

describe('POST /api/tuitionApply/apply/:id', () => {
  it('records a tutor application (201 { success, message }) and tells the operations team', async () => {
    const job = await insertTuition(server.db, { district: 'Dhaka', area: 'Mirpur', classLevel: 'Class 9' });
    const { user, token } = await tutorToken();
    const response = await apply(job.id, token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Application submitted successfully!' });

    const rows = await server.db.select().from(applications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jobId: job.id, tutorUserId: user.id, status: 'pending' });
    const [notification] = await server.db.select().from(notifications);
    expect(notification).toMatchObject({ kind: 'application', title: 'New Application', link: '/admin/applications' });
    expect(notification!.message).toContain('Tanvir Hasan');
    expect(notification!.message).toContain(`applied for job SK-${job.jobNumber}`);
  });

  it('refuses a second application to the same job with 409 and a clear message', async () => {
    const job = await insertTuition(server.db);
    const { token } = await tutorToken();
    expect((await apply(job.id, token)).statusCode).toBe(201);
    const again = await apply(job.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied for this tuition' });
    expect(await server.db.select().from(applications)).toHaveLength(1);
    expect(await server.db.select().from(notifications)).toHaveLength(1);
  });

  it('lets different tutors apply to one job, and one tutor to several jobs', async () => {
    const first = await insertTuition(server.db);
    const second = await insertTuition(server.db);
    const a = await tutorToken('Tutor A');
    const b = await tutorToken('Tutor B');
    for (const [job, tutor] of [[first, a], [first, b], [second, a]] as const) {
      expect((await apply(job.id, tutor.token)).statusCode).toBe(201);
    }
    expect(await server.db.select().from(applications)).toHaveLength(3);
  });

  it('refuses guests (401) and guardians/students and admins (403)', async () => {
    const job = await insertTuition(server.db);
    const guest = await apply(job.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required. Please log in.' });
    for (const userType of ['student', 'admin'] as const) {
      const { user, password } = await insertUser(server.db, { userType });
      const token = await loginToken(server.app, { emailOrPhone: user.email, password, userType });
      const response = await apply(job.id, token);
      expect(response.statusCode, userType).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it('answers 404 for an unknown job and 409 with the reason for a job that is no longer active', async () => {
    const { token } = await tutorToken();
    for (const id of ['7d2f1a52-98c4-4b7e-9f1c-2a3b4c5d6e7f', 'nope']) {
      const response = await apply(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tuition not found' });
    }
    for (const [status, message] of [
      ['assigned', 'This tuition has been assigned'],
      ['closed', 'This tuition is closed'],
    ] as const) {
      const job = await insertTuition(server.db, { status });
      const response = await apply(job.id, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect(await server.db.select().from(applications)).toEqual([]);
  });
});
