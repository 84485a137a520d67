// @vitest-environment node
// A tutor's own work (issue 12): My Applications through the whole lifecycle, withdraw, the 409s of applying to a job
// that is no longer open, the board's "you applied" flag (the caller's own only), My Tuitions with the guardian's
// contact from assignment on, and the profile checklist.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MY_WORK_MESSAGES,
  myApplicationListResponseSchema,
  myTuitionListResponseSchema,
  profileChecklistResponseSchema,
  tuitionDetailResponseSchema,
  tuitionListResponseSchema,
  withdrawApplicationResponseSchema,
} from '@/shared/api/contract';
import { applications, notifications, tutorProfiles, tuitions } from '@server/db/schema';
import { setupTestServer } from './harness';
import { insertJob, signIn, tutorProfileBody, type Member } from './member-fixtures';

const server = setupTestServer();

let admin: Member;
let guardian: Member;
let tutor: Member;
let other: Member;

beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin', { name: 'Operations Admin' });
  guardian = await signIn(server.app, server.db, 'student', { name: 'Shahnaz Parvin', phone: '01712000991' });
  tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
  other = await signIn(server.app, server.db, 'tutor', { name: 'Rahim Uddin' });
});

const inject = (member: Member | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(member ? { headers: member.headers } : {}), ...(payload ? { payload } : {}) });
const apply = (member: Member, jobId: string) => inject(member, 'POST', `/api/tuitionApply/apply/${jobId}`);
const myApplications = async (member: Member, query = '') => {
  const response = await inject(member, 'GET', `/api/me/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return myApplicationListResponseSchema.parse(response.json());
};
const statusOf = async (member: Member, jobId: string) => (await myApplications(member)).data.find((row) => row.jobId === jobId);
const withdraw = (member: Member, applicationId: string) => inject(member, 'POST', `/api/me/applications/${applicationId}/withdraw`);
const select = (jobId: string, tutorId: string, terms: object = {}) =>
  inject(admin, 'PUT', `/api/tuitionApply/select/${jobId}`, { tutorId, ...terms });
const guardianJob = (values: Parameters<typeof insertJob>[1] = {}) =>
  insertJob(server.db, {
    studentUserId: guardian.id,
    studentName: 'Arafat Rumi',
    locationDetails: 'House 12, Road 5, Dhanmondi',
    salary: '6000',
    postedAt: new Date('2026-04-01T04:00:00.000Z'),
    ...values,
  });

describe('GET /api/me/applications', () => {
  it('derives each status through the lifecycle, with the date of each change', async () => {
    const job = await guardianJob({ area: 'Dhanmondi' });
    server.clock.set(new Date('2026-05-01T04:00:00.000Z'));
    expect((await apply(tutor, job.id)).statusCode).toBe(201);
    expect((await apply(other, job.id)).statusCode).toBe(201);

    let mine = (await statusOf(tutor, job.id))!;
    expect(mine).toMatchObject({
      jobNumber: job.jobNumber,
      title: 'Tutor Needed For Bangla Medium',
      district: 'Dhaka',
      area: 'Dhanmondi',
      salary: '6000',
      status: 'Applied',
      appliedAt: '2026-05-01T04:00:00.000Z',
      shortlistedAt: null,
      decidedAt: null,
      withdrawnAt: null,
      closedAt: null,
      canWithdraw: true,
    });
    // No guardian's detail in a tutor's list of applications.
    expect(JSON.stringify(mine)).not.toMatch(/Shahnaz|Arafat|01712000991|House 12/);

    // Staff shortlist the tutor for the guardian (the shortlist itself is another route; the column is the fact).
    const shortlistedAt = new Date('2026-05-02T04:00:00.000Z');
    await server.db.update(applications).set({ shortlistedAt }).where(eq(applications.id, mine.id));
    mine = (await statusOf(tutor, job.id))!;
    expect(mine).toMatchObject({ status: 'Shortlisted', shortlistedAt: shortlistedAt.toISOString(), canWithdraw: true });

    server.clock.set(new Date('2026-05-05T04:00:00.000Z'));
    const selected = await select(job.id, tutor.id, { startDate: '2026-05-06' });
    expect(selected.statusCode, selected.body).toBe(200);
    mine = (await statusOf(tutor, job.id))!;
    expect(mine).toMatchObject({ status: 'Selected', decidedAt: '2026-05-05T04:00:00.000Z', jobStatus: 'assigned', canWithdraw: false });
    expect(await statusOf(other, job.id)).toMatchObject({ status: 'Not selected', decidedAt: '2026-05-05T04:00:00.000Z', canWithdraw: false });

    // The tuition later ends: the selected tutor's stays Selected.
    await server.db
      .update(tuitions)
      .set({ status: 'closed', closedAt: new Date('2026-06-01T04:00:00.000Z') })
      .where(eq(tuitions.id, job.id));
    expect(await statusOf(tutor, job.id)).toMatchObject({ status: 'Selected', closedAt: '2026-06-01T04:00:00.000Z' });
  });

  it('says Job closed for an open application on a job closed without a tutor', async () => {
    const job = await guardianJob();
    expect((await apply(tutor, job.id)).statusCode).toBe(201);
    const closedAt = new Date('2026-05-10T04:00:00.000Z');
    await server.db.update(tuitions).set({ status: 'closed', closedAt, closedReason: 'Guardian found a tutor' }).where(eq(tuitions.id, job.id));
    expect(await statusOf(tutor, job.id)).toMatchObject({ status: 'Job closed', closedAt: closedAt.toISOString(), canWithdraw: false });
  });

  it('lists only the caller’s own applications, newest first, paged', async () => {
    const jobs = [await guardianJob(), await guardianJob(), await guardianJob()];
    for (const [index, job] of jobs.entries()) {
      server.clock.set(new Date(Date.UTC(2026, 4, 1 + index)));
      expect((await apply(tutor, job.id)).statusCode).toBe(201);
    }
    expect((await apply(other, jobs[0]!.id)).statusCode).toBe(201);

    const first = await myApplications(tutor, '?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.data.map((row) => row.jobId)).toEqual([jobs[2]!.id, jobs[1]!.id]);
    const second = await myApplications(tutor, '?limit=2&page=2');
    expect(second.data.map((row) => row.jobId)).toEqual([jobs[0]!.id]);
    expect((await myApplications(other)).total).toBe(1);

    expect((await inject(tutor, 'GET', '/api/me/applications?limit=500')).statusCode).toBe(400);
  });

  it('is for tutors only: 401 for a guest, 403 for a guardian and staff', async () => {
    for (const url of ['/api/me/applications', '/api/me/tuitions', '/api/me/profile-checklist']) {
      const guest = await inject(null, 'GET', url);
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json()).toEqual({ message: expect.any(String) });
      expect((await inject(guardian, 'GET', url)).statusCode, url).toBe(403);
      expect((await inject(admin, 'GET', url)).statusCode, url).toBe(403);
    }
    const job = await guardianJob();
    const guest = await inject(null, 'POST', `/api/me/applications/${job.id}/withdraw`);
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /api/me/applications/{id}/withdraw', () => {
  it('withdraws an open application: it leaves the admin’s applicants, stays in My Applications, and cannot be re-applied', async () => {
    const job = await guardianJob();
    expect((await apply(tutor, job.id)).statusCode).toBe(201);
    expect((await apply(other, job.id)).statusCode).toBe(201);
    const mine = (await statusOf(tutor, job.id))!;

    server.clock.set(new Date('2026-05-03T04:00:00.000Z'));
    const response = await withdraw(tutor, mine.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = withdrawApplicationResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      message: MY_WORK_MESSAGES.withdrawn,
      data: { status: 'Withdrawn', withdrawnAt: '2026-05-03T04:00:00.000Z', canWithdraw: false },
    });
    expect(await statusOf(tutor, job.id)).toMatchObject({ status: 'Withdrawn' });
    // A second click changes nothing.
    const again = await withdraw(tutor, mine.id);
    expect(again.statusCode).toBe(200);
    expect(withdrawApplicationResponseSchema.parse(again.json()).data.withdrawnAt).toBe('2026-05-03T04:00:00.000Z');

    // The admin's list counts only the other applicant; the team is told.
    const list = await inject(admin, 'GET', '/api/tuitionApply?tab=pending');
    expect(list.statusCode, list.body).toBe(200);
    const record = (list.json() as { data: { jobId: string; applicants: { tutorId: string }[] }[] }).data.find(
      (row) => row.jobId === job.id,
    );
    expect(record?.applicants.map((applicant) => applicant.tutorId)).toEqual([other.id]);
    const [notice] = await server.db.select().from(notifications).where(eq(notifications.title, 'Application Withdrawn'));
    expect(notice?.message).toContain(`SK-${job.jobNumber}`);

    // Applying again: 409 with the reason; selecting the withdrawn tutor: refused like a tutor who never applied.
    const reapply = await apply(tutor, job.id);
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json()).toEqual({ message: MY_WORK_MESSAGES.withdrewFromJob });
    expect((await select(job.id, tutor.id)).statusCode).toBe(404);
    // Selecting the other applicant leaves the withdrawn application Withdrawn (not "Not selected").
    expect((await select(job.id, other.id)).statusCode).toBe(200);
    expect(await statusOf(tutor, job.id)).toMatchObject({ status: 'Withdrawn', decidedAt: null });
  });

  it('refuses once selected (409 with a message), once not selected, and on a closed job', async () => {
    const job = await guardianJob();
    expect((await apply(tutor, job.id)).statusCode).toBe(201);
    expect((await apply(other, job.id)).statusCode).toBe(201);
    expect((await select(job.id, tutor.id)).statusCode).toBe(200);

    const selected = await withdraw(tutor, (await statusOf(tutor, job.id))!.id);
    expect(selected.statusCode).toBe(409);
    expect(selected.json()).toEqual({ message: MY_WORK_MESSAGES.selectedCannotWithdraw });
    const notSelected = await withdraw(other, (await statusOf(other, job.id))!.id);
    expect(notSelected.statusCode).toBe(409);
    expect(notSelected.json()).toEqual({ message: MY_WORK_MESSAGES.notSelectedCannotWithdraw });

    const closed = await guardianJob();
    expect((await apply(tutor, closed.id)).statusCode).toBe(201);
    await server.db.update(tuitions).set({ status: 'closed', closedAt: new Date() }).where(eq(tuitions.id, closed.id));
    const onClosed = await withdraw(tutor, (await statusOf(tutor, closed.id))!.id);
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json()).toEqual({ message: MY_WORK_MESSAGES.closedCannotWithdraw });
    const [row] = await server.db.select().from(applications).where(eq(applications.jobId, closed.id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it('answers 404 for another tutor’s application, an unknown id and a malformed one', async () => {
    const job = await guardianJob();
    expect((await apply(other, job.id)).statusCode).toBe(201);
    const theirs = (await statusOf(other, job.id))!;
    for (const id of [theirs.id, '7d2f1a52-98c4-4b7e-9f1c-2a3b4c5d6e7f', 'nope']) {
      const response = await withdraw(tutor, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: MY_WORK_MESSAGES.applicationNotFound });
    }
    expect(await statusOf(other, job.id)).toMatchObject({ status: 'Applied', withdrawnAt: null });
  });
});

describe('applying to a job that is no longer open', () => {
  it('answers 409 with a message for an assigned and for a closed job', async () => {
    const assigned = await guardianJob({ status: 'assigned' });
    const closed = await guardianJob({ status: 'closed' });
    const toAssigned = await apply(tutor, assigned.id);
    expect(toAssigned.statusCode).toBe(409);
    expect(toAssigned.json()).toEqual({ message: MY_WORK_MESSAGES.jobAssigned });
    const toClosed = await apply(tutor, closed.id);
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json()).toEqual({ message: MY_WORK_MESSAGES.jobClosed });
    expect(await server.db.select().from(applications)).toEqual([]);
    // The job's link still opens, with its public shape and status.
    for (const job of [assigned, closed]) {
      const details = await inject(tutor, 'GET', `/api/tuitions/${job.id}`);
      expect(details.statusCode).toBe(200);
      const data = tuitionDetailResponseSchema.parse(details.json()).data;
      expect(data.status).toBe(job.status);
      expect(data).not.toHaveProperty('studentName');
      expect(data).not.toHaveProperty('locationDetails');
    }
  });
});

describe('the board and the job details know the tutor applied', () => {
  it('carry myApplicationStatus for the caller’s own applications only', async () => {
    const job = await guardianJob();
    const untouched = await guardianJob();
    expect((await apply(tutor, job.id)).statusCode).toBe(201);

    const board = async (member: Member | null) => {
      const response = await inject(member, 'GET', '/api/tuitions?limit=100');
      expect(response.statusCode, response.body).toBe(200);
      return tuitionListResponseSchema.parse(response.json()).data;
    };
    const mine = await board(tutor);
    expect(mine.find((row) => row.jobId === job.id)?.myApplicationStatus).toBe('Applied');
    expect(mine.find((row) => row.jobId === untouched.id)).not.toHaveProperty('myApplicationStatus');
    for (const caller of [null, other, guardian, admin]) {
      expect((await board(caller)).every((row) => !('myApplicationStatus' in row))).toBe(true);
    }

    const details = async (member: Member | null) =>
      tuitionDetailResponseSchema.parse((await inject(member, 'GET', `/api/tuitions/${job.id}`)).json()).data;
    expect((await details(tutor)).myApplicationStatus).toBe('Applied');
    expect(await details(other)).not.toHaveProperty('myApplicationStatus');
    expect(await details(null)).not.toHaveProperty('myApplicationStatus');

    // A stale token on the board is a guest, not an error.
    const stale = await server.app.inject({ method: 'GET', url: '/api/tuitions', headers: { authorization: 'Bearer nope' } });
    expect(stale.statusCode).toBe(200);

    expect((await select(job.id, tutor.id)).statusCode).toBe(200);
    expect((await details(tutor)).myApplicationStatus).toBe('Selected');
  });
});

describe('GET /api/me/tuitions', () => {
  it('shows the guardian’s name and phone and the media fee only to the selected tutor, from assignment on', async () => {
    const job = await guardianJob({ salary: '8000' });
    expect((await apply(tutor, job.id)).statusCode).toBe(201);
    expect((await apply(other, job.id)).statusCode).toBe(201);
    const before = myTuitionListResponseSchema.parse((await inject(tutor, 'GET', '/api/me/tuitions')).json());
    expect(before.data).toEqual([]);

    server.clock.set(new Date('2026-05-05T04:00:00.000Z'));
    expect((await select(job.id, tutor.id, { agreedSalary: 7000, startDate: '2026-05-10' })).statusCode).toBe(200);

    const response = await inject(tutor, 'GET', '/api/me/tuitions');
    expect(response.statusCode, response.body).toBe(200);
    const [mine] = myTuitionListResponseSchema.parse(response.json()).data;
    expect(mine).toMatchObject({
      jobId: job.id,
      jobNumber: job.jobNumber,
      agreedSalary: 7000,
      startDate: '2026-05-09T18:00:00.000Z',
      assignedAt: '2026-05-05T04:00:00.000Z',
      guardian: { name: 'Shahnaz Parvin', phone: '01712000991', address: 'House 12, Road 5, Dhanmondi' },
      fee: { amount: 4200, balance: 4200, status: 'Due', ledgerStatus: 'Due', dueDate: '2026-06-08T18:00:00.000Z' },
    });
    // The applicant who was not selected sees nothing of the guardian.
    const theirs = await inject(other, 'GET', '/api/me/tuitions');
    expect(myTuitionListResponseSchema.parse(theirs.json()).data).toEqual([]);
    expect(theirs.body).not.toContain('01712000991');

    // Past the due date with a balance, the fee reads Overdue.
    server.clock.set(new Date('2026-06-10T04:00:00.000Z'));
    const [late] = myTuitionListResponseSchema.parse((await inject(tutor, 'GET', '/api/me/tuitions')).json()).data;
    expect(late?.fee).toMatchObject({ status: 'Due', ledgerStatus: 'Overdue' });
  });
});

describe('GET /api/me/profile-checklist', () => {
  it('lists what is missing for verification and for premium, and follows the profile', async () => {
    const empty = profileChecklistResponseSchema.parse((await inject(tutor, 'GET', '/api/me/profile-checklist')).json());
    expect(empty).toMatchObject({ completeness: 0, isVerified: false, isPremium: false, verification: { ready: false } });
    expect(empty.verification.missing.map((item) => item.key)).toEqual(
      expect.arrayContaining(['ssc', 'hsc', 'degree', 'fullName', 'phone', 'gender', 'nationalId', 'institutionId', 'photo']),
    );
    expect(empty.premium.missing.map((item) => item.key)).toContain('verified');

    const saved = await inject(tutor, 'PUT', `/api/tutors/${tutor.id}/profile`, tutorProfileBody());
    expect(saved.statusCode, saved.body).toBe(200);
    await server.db
      .update(tutorProfiles)
      .set({ imagePath: 'uploads/tutors/photo.png', nationalIdPath: 'documents/a.png', institutionIdPath: 'documents/b.png' })
      .where(eq(tutorProfiles.userId, tutor.id));
    const full = profileChecklistResponseSchema.parse((await inject(tutor, 'GET', '/api/me/profile-checklist')).json());
    expect(full.verification).toEqual({ ready: true, missing: [] });
    expect(full.premium.missing.map((item) => item.key)).toEqual(['verified']);
  });
});
