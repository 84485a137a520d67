import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MY_REQUEST_MESSAGES as M,
  tutorCvPath,
  type MoreCandidatesBody,
  type MyHireRequest,
  type MyRequest,
  type MyRequestChanged,
  type MyRequestSaved,
  type MyShortlist,
  type MyTutorRequest,
  type PickTutorBody,
  type RequestTimelineEntry,
  type myRequestEditBodySchema,
} from '../../src/shared/api/contract';
import type { RequestStage } from '../../src/shared/config/catalogue';
import type { Database, Executor, Transaction } from '../db/database';
import {
  applications,
  publicTutorRequests,
  studentTutorRequests,
  tuitions,
  type PublicTutorRequestRow,
  type StudentTutorRequestRow,
  type UserRow,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { DAY, type Clock } from './clock';
import { notifyAdmins } from './notifications';
import { jobNumberLabel, moveToStage, noteOnTimeline, ownRequest, timelinesOf } from './request-stages';
import { requestColumnsOf, toStudentTutorRequestDto } from './student-tutor-requests';
import { isUuid } from './tuitions';
import { publicTutorDetail } from './tutors';

type EditInput = z.output<typeof myRequestEditBodySchema>;

/** Stages in which the guardian may still edit or withdraw: nobody has published it yet. */
const CHANGEABLE: readonly RequestStage[] = ['submitted', 'under_review'];

/** How long ahead a trial class may be set. */
export const TRIAL_WINDOW_DAYS = 60;

/** A trial date: in the future and within the window (400 otherwise). */
export function trialDateOf(input: string, now: Date): Date {
  const at = new Date(input);
  if (Number.isNaN(at.getTime())) throw badRequest('trialAt: The trial date must be a date and time');
  if (at.getTime() <= now.getTime()) throw badRequest(M.trialInPast);
  if (at.getTime() > now.getTime() + TRIAL_WINDOW_DAYS * DAY) throw badRequest(M.trialTooLate);
  return at;
}

function toMyTutorRequest(row: StudentTutorRequestRow, jobNumber: number | null, timeline: RequestTimelineEntry[]): MyTutorRequest {
  return {
    ...toStudentTutorRequestDto(row),
    kind: 'request',
    stage: row.stage,
    jobNumber: jobNumberLabel(jobNumber),
    closedReason: row.closedReason,
    trialAt: row.trialAt?.toISOString() ?? null,
    moreRequestedAt: row.moreRequestedAt?.toISOString() ?? null,
    canChange: CHANGEABLE.includes(row.stage),
    timeline,
  };
}

/** Our team marks a Hire a Tutor request Completed once they have called back: that closes it. */
export const HIRE_COMPLETED_REASON = 'Our team has contacted you by phone';

function toMyHireRequest(row: PublicTutorRequestRow): MyHireRequest {
  const timeline: RequestTimelineEntry[] = [{ stage: 'submitted', at: row.createdAt.toISOString(), note: null }];
  if (row.isCompleted) timeline.push({ stage: 'closed', at: row.updatedAt.toISOString(), note: HIRE_COMPLETED_REASON });
  return {
    kind: 'hireTutor',
    _id: row.id,
    studentName: row.studentName,
    medium: row.medium,
    classLevel: row.classLevel,
    subjects: row.subjects,
    district: row.district,
    area: row.area,
    stage: row.isCompleted ? 'closed' : 'submitted',
    closedReason: row.isCompleted ? HIRE_COMPLETED_REASON : null,
    createdAt: row.createdAt.toISOString(),
    timeline,
  };
}

/** One of the guardian's requests as "My requests" shows it. */
async function myRequestOf(db: Executor, row: StudentTutorRequestRow): Promise<MyTutorRequest> {
  const [job] = row.jobId ? await db.select({ jobNumber: tuitions.jobNumber }).from(tuitions).where(eq(tuitions.id, row.jobId)) : [];
  const timeline = (await timelinesOf(db, [row.id])).get(row.id) ?? [];
  return toMyTutorRequest(row, job?.jobNumber ?? null, timeline);
}

/** GET /api/me/requests: the guardian's dashboard requests and their own Hire a Tutor requests, newest first. */
export async function listMyRequests(db: Database, guardian: UserRow): Promise<{ requests: MyRequest[] }> {
  const rows = await db
    .select({ request: studentTutorRequests, jobNumber: tuitions.jobNumber })
    .from(studentTutorRequests)
    .leftJoin(tuitions, eq(tuitions.id, studentTutorRequests.jobId))
    .where(eq(studentTutorRequests.studentUserId, guardian.id))
    .orderBy(desc(studentTutorRequests.createdAt), desc(studentTutorRequests.id));
  const timelines = await timelinesOf(db, rows.map((row) => row.request.id));
  const hires = await db
    .select()
    .from(publicTutorRequests)
    .where(eq(publicTutorRequests.userId, guardian.id))
    .orderBy(desc(publicTutorRequests.createdAt));
  const requests: MyRequest[] = [
    ...rows.map((row) => toMyTutorRequest(row.request, row.jobNumber, timelines.get(row.request.id) ?? [])),
    ...hires.map(toMyHireRequest),
  ];
  requests.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { requests };
}

/** The guardian's own request, locked for the transaction; another guardian's (or none) is 404. */
async function lockOwnRequest(tx: Transaction, guardian: UserRow, id: string): Promise<StudentTutorRequestRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await tx.select().from(studentTutorRequests).where(ownRequest(id, guardian.id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

function assertChangeable(row: StudentTutorRequestRow) {
  if (row.stage === 'closed') throw conflict(M.closed);
  if (!CHANGEABLE.includes(row.stage) || row.status !== 'pending') throw conflict(M.notChangeable);
}

/** PUT /api/me/requests/{id}: the whole request again, checked like a new one; only while it waits for review. */
export async function editMyRequest(db: Database, clock: Clock, guardian: UserRow, id: string, body: EditInput): Promise<MyRequestSaved> {
  const columns = requestColumnsOf(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, guardian, id);
    assertChangeable(row);
    const [updated] = await tx
      .update(studentTutorRequests)
      .set({
        ...columns,
        updatedAt: now,
      })
      .where(eq(studentTutorRequests.id, row.id))
      .returning();
    return { message: M.updated, request: await myRequestOf(tx, updated!) };
  });
}

/**
 * POST /api/me/requests/{id}/withdraw: closed with the reason, and the spec's status becomes 'rejected' so that the
 * review screen (which filters by status) no longer offers to approve it. Only while it waits for review (409 after).
 */
export async function withdrawMyRequest(
  db: Database,
  clock: Clock,
  guardian: UserRow,
  id: string,
  reason?: string,
): Promise<MyRequestSaved> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, guardian, id);
    assertChangeable(row);
    const closedReason = reason ? `${M.withdrawnReason}: ${reason}` : M.withdrawnReason;
    const updated = await moveToStage(tx, row, {
      stage: 'closed',
      actorUserId: guardian.id,
      note: closedReason,
      at: now,
      set: { closedReason, status: 'rejected' },
    });
    return { message: M.withdrawn, request: await myRequestOf(tx, updated) };
  });
}

/** The shortlisted applications of the request's job, oldest application first. */
async function shortlistRows(db: Executor, jobId: string) {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, jobId), isNotNull(applications.shortlistedAt), isNull(applications.withdrawnAt)))
    .orderBy(applications.appliedAt, applications.id);
}

/** GET /api/me/requests/{id}/shortlist: the tutors staff shortlisted, public profile and CV only (no phone or e-mail). */
export async function myShortlist(db: Database, guardian: UserRow, id: string): Promise<MyShortlist> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(studentTutorRequests).where(ownRequest(id, guardian.id));
  if (!row) throw notFound(M.notFound);
  const [job] = row.jobId ? await db.select().from(tuitions).where(eq(tuitions.id, row.jobId)) : [];
  const shortlisted = job ? await shortlistRows(db, job.id) : [];
  const tutors = [];
  for (const application of shortlisted) {
    // The public details page's own answer: whatever it may show, nothing more.
    const { tutor } = await publicTutorDetail(db, application.tutorUserId);
    tutors.push({
      tutor,
      cvUrl: tutorCvPath(application.tutorUserId),
      appliedAt: application.appliedAt.toISOString(),
      shortlistedAt: application.shortlistedAt!.toISOString(),
      picked: application.pickedAt !== null,
    });
  }
  return {
    requestId: row.id,
    stage: row.stage,
    jobNumber: jobNumberLabel(job?.jobNumber),
    trialAt: row.trialAt?.toISOString() ?? null,
    moreRequestedAt: row.moreRequestedAt?.toISOString() ?? null,
    tutors,
  };
}

/**
 * POST /api/me/requests/{id}/pick: the guardian picks one shortlisted tutor (400 for anyone else); the request moves to
 * the trial class, with the date the guardian proposes (staff may set or change it). Staff confirm after the trial.
 */
export async function pickTutor(db: Database, clock: Clock, guardian: UserRow, id: string, body: PickTutorBody): Promise<MyRequestChanged> {
  const now = clock.now();
  const trialAt = body.trialAt === undefined ? undefined : trialDateOf(body.trialAt, now);
  return db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, guardian, id);
    if (row.stage === 'closed') throw conflict(M.closed);
    if (row.stage !== 'shortlist_ready' || !row.jobId) throw conflict(M.notPickable);
    const [onList] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, row.jobId),
          eq(applications.tutorUserId, body.tutorId),
          isNotNull(applications.shortlistedAt),
          isNull(applications.withdrawnAt),
          eq(applications.status, 'pending'),
        ),
      );
    if (!onList) throw badRequest(M.notOnShortlist);
    await tx.update(applications).set({ pickedAt: null }).where(eq(applications.jobId, row.jobId));
    await tx.update(applications).set({ pickedAt: now, updatedAt: now }).where(eq(applications.id, onList.id));
    const updated = await moveToStage(tx, row, {
      stage: 'trial_class',
      actorUserId: guardian.id,
      note: trialAt ? `Trial class proposed for ${trialAt.toISOString()}` : null,
      at: now,
      set: trialAt ? { trialAt } : {},
    });
    const request = await myRequestOf(tx, updated);
    // The team arranges the trial: their inbox (kind of the request screen) says so in the same transaction.
    await notifyAdmins(tx, {
      kind: 'student_tutor_request',
      title: 'Guardian picked a tutor',
      message: `${request.jobNumber ?? 'A job'}: the guardian picked a shortlisted tutor${trialAt ? ' and proposed a trial date' : ''}; arrange the trial class`,
      link: '/admin/applications',
      createdAt: now,
    });
    return { message: M.picked, request };
  });
}

/**
 * POST /api/me/requests/{id}/more: none of the shortlist suits; staff are asked for more candidates. The stage stays
 * shortlist_ready (the shortlist is still there) with the date of the ask on the request and a dated note on the
 * timeline; staff's next shortlist replaces the list and clears the ask.
 */
export async function askForMore(
  db: Database,
  clock: Clock,
  guardian: UserRow,
  id: string,
  body: MoreCandidatesBody | undefined,
): Promise<MyRequestChanged> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, guardian, id);
    if (row.stage === 'closed') throw conflict(M.closed);
    if (row.stage !== 'shortlist_ready') throw conflict(M.notPickable);
    const [updated] = await tx
      .update(studentTutorRequests)
      .set({ moreRequestedAt: now, updatedAt: now })
      .where(eq(studentTutorRequests.id, row.id))
      .returning();
    const note = body?.note ? `Asked for more candidates: ${body.note}` : 'Asked for more candidates';
    await noteOnTimeline(tx, row.id, { stage: row.stage, actorUserId: guardian.id, note, at: now });
    const request = await myRequestOf(tx, updated!);
    await notifyAdmins(tx, {
      kind: 'student_tutor_request',
      title: 'Guardian asks for more tutors',
      message: `${request.jobNumber ?? 'A job'}: none of the shortlist suits; shortlist more applicants`,
      link: '/admin/applications',
      createdAt: now,
    });
    return { message: M.moreRequested, request };
  });
}
