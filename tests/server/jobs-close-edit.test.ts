// @vitest-environment node
// Issue 13, item 5: closing a job with a reason, and editing a live job (closed jobs refuse edits).
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLOSE_TUITION_MESSAGES, tuitionListResponseSchema } from '@/shared/api/contract';
import { activityLog, memberNotifications, requestStageChanges, studentTutorRequests, tuitions } from '@server/db/schema';
import { setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let admin: Member;
let guardian: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
  guardian = await signIn(server.app, server.db, 'student');
});

async function jobFromRequest() {
  const [request] = await server.db
    .insert(studentTutorRequests)
    .values({
      studentUserId: guardian.id,
      studentId: guardian.studentId,
      studentName: 'Ayaan Rahman',
      studentGender: 'male',
      tutoringTime: 'After 4 PM',
      district: 'Dhaka',
      area: 'Uttara',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math'],
      days: 4,
      salary: '6000',
      status: 'approved',
      stage: 'published',
    })
    .returning();
  const job = await insertJob(server.db, { studentUserId: guardian.id, sourceRequestId: request!.id });
  await server.db.update(studentTutorRequests).set({ jobId: job.id }).where(eq(studentTutorRequests.id, request!.id));
  return { job, request: request! };
}

const close = (id: string, payload: unknown, headers = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/admin/tuitions/${id}/close`, headers, payload: payload as object });

describe('PUT /api/admin/tuitions/:id/close', () => {
  it('closes with the reason: off the board, the request closed with a dated stage row, the guardian told, logged', async () => {
    const { job, request } = await jobFromRequest();
    const tutor = await signIn(server.app, server.db, 'tutor');
    await insertApplication(server.db, job.id, tutor.id);

    const answer = await close(job.id, { reason: 'guardian_withdrew', note: 'Moved to Chattogram' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ status: 'closed' });

    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row).toMatchObject({ status: 'closed', closedReason: 'The guardian withdrew: Moved to Chattogram' });
    expect(row!.closedAt).toBeInstanceOf(Date);

    const board = tuitionListResponseSchema.parse((await server.app.inject({ method: 'GET', url: '/api/tuitions' })).json());
    expect(board.data.map((item) => item._id)).not.toContain(job.id);

    const [after] = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, request.id));
    expect(after).toMatchObject({ stage: 'closed', closedReason: 'The guardian withdrew: Moved to Chattogram' });
    const stages = await server.db.select().from(requestStageChanges).where(eq(requestStageChanges.requestId, request.id));
    expect(stages).toEqual([expect.objectContaining({ stage: 'closed', actorUserId: admin.id })]);

    const inbox = await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, guardian.id));
    expect(inbox).toEqual([expect.objectContaining({ kind: 'request_closed' })]);
    expect(inbox[0]!.message).toContain('Moved to Chattogram');

    const mine = await server.app.inject({ method: 'GET', url: '/api/me/applications', headers: tutor.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('Job closed');

    const lines = await server.db.select().from(activityLog).where(eq(activityLog.action, 'tuition.close'));
    expect(lines).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        recordType: 'tuition',
        recordId: job.id,
        changes: { status: { before: 'active', after: 'closed' }, closedReason: { before: null, after: 'guardian_withdrew' } },
      }),
    ]);
  });

  it('closes an assigned job (the tuition ended) and keeps it assigned to its tutor in history', async () => {
    const job = await insertJob(server.db, { status: 'assigned' });
    const answer = await close(job.id, { reason: 'other', note: 'Tuition ended after the exams' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row).toMatchObject({ status: 'closed', closedReason: 'Tuition ended after the exams' });
  });

  it('answers 400 for a bad reason or "other" without a note, 404 for no job, 409 when already closed; nothing changes', async () => {
    const job = await insertJob(server.db);
    for (const body of [{}, { reason: 'bored' }, { reason: 'other' }, { reason: 'other', note: '   ' }, { reason: 'filled', note: 'x'.repeat(501) }]) {
      const answer = await close(job.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect((await close(UNKNOWN_ID, { reason: 'filled' })).statusCode).toBe(404);
    expect((await close('not-a-uuid', { reason: 'filled' })).statusCode).toBe(404);
    const [unchanged] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(unchanged).toMatchObject({ status: 'active', closedReason: null, closedAt: null });

    expect((await close(job.id, { reason: 'filled' })).statusCode).toBe(200);
    const again = await close(job.id, { reason: 'no_response' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CLOSE_TUITION_MESSAGES.alreadyClosed });
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row!.closedReason).toBe('The tuition is filled');
    expect(await server.db.select().from(activityLog).where(eq(activityLog.action, 'tuition.close'))).toHaveLength(1);
  });

  it('is for matchers and the owner only', async () => {
    const job = await insertJob(server.db);
    const tutor = await signIn(server.app, server.db, 'tutor');
    expect((await close(job.id, { reason: 'filled' }, guardian.headers)).statusCode).toBe(403);
    expect((await close(job.id, { reason: 'filled' }, tutor.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'PUT', url: `/api/admin/tuitions/${job.id}/close`, payload: { reason: 'filled' } })).statusCode).toBe(401);
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row!.status).toBe('active');
  });
});

describe('PUT /api/tuitions/:id on a live job', () => {
  const edit = (id: string, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: `/api/tuitions/${id}`, headers: admin.headers, payload: payload as object });

  it('edits salary, schedule, place and requirements, logged with before and after', async () => {
    const job = await insertJob(server.db, { days: 3, tutoringTime: 'Morning', location: 'Sector 4', salary: '6000', notes: [] });
    const answer = await edit(job.id, {
      salary: '7000-8000',
      days: 5,
      tutoringTime: 'Evening',
      district: 'Dhaka',
      area: 'Mirpur',
      location: 'Mirpur 10',
      notes: ['Must know physics'],
      preferredTutor: 'Female',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row).toMatchObject({ salary: '7000-8000', days: 5, tutoringTime: 'Evening', area: 'Mirpur', location: 'Mirpur 10', notes: ['Must know physics'] });
    const [line] = await server.db.select().from(activityLog).where(and(eq(activityLog.action, 'tuition.update'), eq(activityLog.recordId, job.id)));
    expect(line).toMatchObject({ actorUserId: admin.id, recordType: 'tuition' });
    expect(line!.changes).toMatchObject({
      salary: { before: '6000', after: '7000-8000' },
      days: { before: 3, after: 5 },
      tutoringTime: { before: 'Morning', after: 'Evening' },
      area: { before: 'Uttara', after: 'Mirpur' },
      location: { before: 'Sector 4', after: 'Mirpur 10' },
      notes: { before: [], after: ['Must know physics'] },
    });
    // Unchanged fields are not in the line.
    expect(line!.changes).not.toHaveProperty('district');
  });

  it('answers 400 for bad values and 409 for a closed job; nothing changes', async () => {
    const job = await insertJob(server.db);
    for (const body of [{ days: 0 }, { days: 8 }, { salary: '' }, { location: '' }, { district: 'Atlantis' }, { days: 'many' }]) {
      expect((await edit(job.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    await close(job.id, { reason: 'no_response' });
    const refused = await edit(job.id, { salary: '9000' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CLOSE_TUITION_MESSAGES.closedNoEdit });
    const [row] = await server.db.select().from(tuitions).where(eq(tuitions.id, job.id));
    expect(row).toMatchObject({ salary: '6000', status: 'closed' });
    expect(await server.db.select().from(activityLog).where(eq(activityLog.action, 'tuition.update'))).toHaveLength(0);
  });
});

describe('PUT /api/students/change-request-status/:id rejecting with a reason', () => {
  async function pendingRequest() {
    const [request] = await server.db
      .insert(studentTutorRequests)
      .values({
        studentUserId: guardian.id,
        studentId: guardian.studentId,
        studentName: 'Ayaan Rahman',
        studentGender: 'male',
        tutoringTime: 'After 4 PM',
        district: 'Dhaka',
        area: 'Uttara',
        medium: 'Bangla Medium',
        classLevel: 'Class 8',
        subjects: ['Math'],
        days: 4,
        salary: '6000',
      })
      .returning();
    return request!;
  }
  const reject = (id: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: `/api/students/change-request-status/${id}`, headers: admin.headers, payload });

  it('closes the request with the reason, which the guardian is told', async () => {
    const request = await pendingRequest();
    const answer = await reject(request.id, { status: 'rejected', reason: 'The salary is below the going rate for Class 8' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, request.id));
    expect(row).toMatchObject({ status: 'rejected', stage: 'closed', closedReason: 'Not approved: The salary is below the going rate for Class 8' });
    const inbox = await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, guardian.id));
    expect(inbox).toEqual([expect.objectContaining({ kind: 'request_closed' })]);
    expect(inbox[0]!.message).toContain('The salary is below the going rate for Class 8');
  });

  it('answers 400 for a too short or too long reason, changing nothing', async () => {
    const request = await pendingRequest();
    for (const reason of ['', ' x ', 'y'.repeat(501)]) {
      expect((await reject(request.id, { status: 'rejected', reason })).statusCode, reason).toBe(400);
    }
    const [row] = await server.db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pending', closedReason: null });
    expect(await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, guardian.id))).toHaveLength(0);
  });
});
