import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestTimelineEntry } from '../../src/shared/api/contract';
import type { RequestStage } from '../../src/shared/config/catalogue';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import type { Executor, Transaction } from '../db/database';
import { requestStageChanges, studentTutorRequests, type StudentTutorRequestRow, type TuitionRow } from '../db/schema';

/** How people read a job's number, with the one formatter every screen uses (SK-10234); null before publication. */
export const jobNumberLabel = (jobNumber: number | null | undefined) => formatJobNumber(jobNumber) || null;

export interface StageChange {
  stage: RequestStage;
  actorUserId: string | null;
  note?: string | null;
  at: Date;
  /** Columns that change with the stage (closed reason, trial date, ...). */
  set?: Partial<Pick<StudentTutorRequestRow, 'closedReason' | 'trialAt' | 'moreRequestedAt' | 'status' | 'jobId'>>;
}

/**
 * Moves a request to a stage and appends the timeline row, both in the caller's transaction (a stage never changes
 * without its dated row, and a row never exists for a change that rolled back).
 */
export async function moveToStage(tx: Transaction, request: StudentTutorRequestRow, change: StageChange): Promise<StudentTutorRequestRow> {
  const [updated] = await tx
    .update(studentTutorRequests)
    .set({ ...change.set, stage: change.stage, updatedAt: change.at })
    .where(eq(studentTutorRequests.id, request.id))
    .returning();
  await tx.insert(requestStageChanges).values({
    requestId: request.id,
    stage: change.stage,
    actorUserId: change.actorUserId,
    note: change.note ?? null,
    at: change.at,
  });
  return updated!;
}

/** A dated note on the timeline that does not move the stage (a trial date set, more candidates asked for). */
export async function noteOnTimeline(
  tx: Transaction,
  requestId: string,
  entry: { stage: RequestStage; actorUserId: string | null; note: string; at: Date },
): Promise<void> {
  await tx.insert(requestStageChanges).values({ requestId, ...entry });
}

/** Each request's timeline, oldest first. */
export async function timelinesOf(db: Executor, requestIds: string[]): Promise<Map<string, RequestTimelineEntry[]>> {
  const out = new Map<string, RequestTimelineEntry[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return out;
  const rows = await db
    .select()
    .from(requestStageChanges)
    .where(inArray(requestStageChanges.requestId, requestIds))
    // Two steps of one transaction share their time: the enum's order (the life's order) breaks the tie.
    .orderBy(asc(requestStageChanges.at), asc(requestStageChanges.stage), asc(requestStageChanges.id));
  for (const row of rows) out.get(row.requestId)?.push({ stage: row.stage, at: row.at.toISOString(), note: row.note });
  return out;
}

/** The request a job was approved from, locked for the transaction; undefined for a job staff created by hand. */
export async function lockRequestOfJob(tx: Transaction, job: Pick<TuitionRow, 'id' | 'sourceRequestId'>): Promise<StudentTutorRequestRow | undefined> {
  const [request] = await tx
    .select()
    .from(studentTutorRequests)
    .where(job.sourceRequestId ? eq(studentTutorRequests.id, job.sourceRequestId) : eq(studentTutorRequests.jobId, job.id))
    .for('update')
    .limit(1);
  return request;
}

/** PUT /api/tuitionApply/select: the selection after the trial is the confirmation (stage tutor_confirmed). */
export async function confirmRequestOfJob(
  tx: Transaction,
  job: Pick<TuitionRow, 'id' | 'sourceRequestId'>,
  actorUserId: string | null,
  at: Date,
): Promise<void> {
  const request = await lockRequestOfJob(tx, job);
  if (!request || request.stage === 'closed' || request.stage === 'tutor_confirmed') return;
  await moveToStage(tx, request, { stage: 'tutor_confirmed', actorUserId, at });
}

/** PUT /api/tuitionApply/deassign: the job is on the board again, so the request is published again. */
export async function reopenRequestOfJob(
  tx: Transaction,
  job: Pick<TuitionRow, 'id' | 'sourceRequestId'>,
  actorUserId: string | null,
  at: Date,
  reason?: string,
): Promise<void> {
  const request = await lockRequestOfJob(tx, job);
  if (!request || request.stage !== 'tutor_confirmed') return;
  await moveToStage(tx, request, {
    stage: 'published',
    actorUserId,
    note: reason ? `Tutor deassigned: ${reason}` : 'Tutor deassigned; the job is open again',
    at,
    set: { trialAt: null },
  });
}

/** The request is one of the guardian's own (another guardian's is "not found", never "forbidden"). */
export const ownRequest = (requestId: string, guardianId: string) =>
  and(eq(studentTutorRequests.id, requestId), eq(studentTutorRequests.studentUserId, guardianId));
