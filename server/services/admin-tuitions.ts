import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminStats,
  AdminTuitionListResponse,
  CreateTuitionInput,
  TuitionSavedResponse,
  UpdateTuitionInput,
} from '../../src/shared/api/contract';
import {
  CLOSE_TUITION_MESSAGES,
  closedReasonText,
  CREATE_TUITION_MESSAGES,
  TUITION_CLOSE_REASON_LABELS,
  type adminTuitionListQuerySchema,
  type TuitionCloseReason,
} from '../../src/shared/api/contract';
import type { Database, Transaction } from '../db/database';
import { applications, tuitions, users, type TuitionRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { changedFields, logActivity, SYSTEM_ACTOR, type Actor } from './activity-log';
import { notifyMembers, requestClosedEvents } from './member-notifications';
import { lockRequestOfJob, moveToStage } from './request-stages';
import { lowerContaining } from './account-search';
import { growthPeriods } from './growth-periods';
import { isUuid, jobNumberOrIdMatches, pageOfTuitions, toTuitionDto, tuitionMessages } from './tuitions';
import type { z } from 'zod';

type AdminTuitionListQueryInput = z.output<typeof adminTuitionListQuerySchema>;

/** Bangladesh Standard Time is UTC+6 all year: calendar months are Dhaka months. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The first instants of last month, this month and next month in Dhaka, as UTC dates. */
export function dhakaMonthBounds(now: Date): { lastMonth: Date; thisMonth: Date; nextMonth: Date } {
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const start = (offset: number) => new Date(Date.UTC(year, month + offset, 1) - DHAKA_OFFSET_MS);
  return { lastMonth: start(-1), thisMonth: start(0), nextMonth: start(1) };
}

/**
 * This month's new records against last month's, in whole percent, rounded.
 * Last month 0: 0 when this month is 0 too ("No change"), else 100 (every record is new growth).
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : 100;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

/** `count(*) filter (where ...)` as a number. */
const countIf = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /api/admin/stats: live counts and month-over-month growth of new records. Two queries, one pass over
 * each table (the accounts' pass is an index-only scan of users_user_type_created_at_idx), instead of nine
 * counts: PGlite pays a fixed price per query (docs/performance.md).
 */
export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  // Equal periods: this month so far against the same length from the start of last month.
  const { current, previous } = growthPeriods(now);
  // `to` counts for this month so far (a record of this very instant is this month's), not for the earlier period.
  const within = (column: typeof users.createdAt | typeof tuitions.createdAt, from: Date, to: Date) =>
    and(gte(column, from), to === current.to ? lte(column, to) : lt(column, to));
  const ofType = (userType: 'tutor' | 'student', from?: Date, to?: Date) =>
    countIf(and(eq(users.userType, userType), from && to ? within(users.createdAt, from, to) : undefined));
  const [[people], [jobs]] = await Promise.all([
    db
      .select({
        tutors: ofType('tutor'),
        students: ofType('student'),
        tutorsNow: ofType('tutor', current.from, current.to),
        tutorsBefore: ofType('tutor', previous.from, previous.to),
        studentsNow: ofType('student', current.from, current.to),
        studentsBefore: ofType('student', previous.from, previous.to),
      })
      .from(users),
    db
      .select({
        active: countIf(eq(tuitions.status, 'active')),
        now: countIf(within(tuitions.createdAt, current.from, current.to)),
        before: countIf(within(tuitions.createdAt, previous.from, previous.to)),
      })
      .from(tuitions),
  ]);
  return {
    tutorCount: people?.tutors ?? 0,
    studentCount: people?.students ?? 0,
    activeTuitions: jobs?.active ?? 0,
    tutorGrowth: growthPercent(people?.tutorsNow ?? 0, people?.tutorsBefore ?? 0),
    studentGrowth: growthPercent(people?.studentsNow ?? 0, people?.studentsBefore ?? 0),
    tuitionGrowth: growthPercent(jobs?.now ?? 0, jobs?.before ?? 0),
  };
}

/** The admin list's search: the job number or id, or part of the title or the guardian's name. */
function adminTuitionMatches(term: string): SQL {
  const pattern = lowerContaining(term);
  return or(
    jobNumberOrIdMatches(term),
    sql`lower(${tuitions.title}) like ${pattern}`,
    sql`lower(${tuitions.studentName}) like ${pattern}`,
  )!;
}

/** GET /api/admin/tuitions: every status (or one), newest first, paged in the database; `q` searches. */
export function listAdminTuitions(db: Database, query: AdminTuitionListQueryInput): Promise<AdminTuitionListResponse> {
  const term = query.q?.trim();
  const where = and(
    query.status === 'all' ? undefined : eq(tuitions.status, query.status),
    term ? adminTuitionMatches(term) : undefined,
  );
  return pageOfTuitions(db, where, query, toTuitionDto);
}

/** A job's fields the activity log keeps only as "(changed)": the guardian's name, the institution, the address. */
const TUITION_PERSONAL_FIELDS = ['studentName', 'locationDetails', 'institution'] as const;
/** What the log says of a job created or deleted: its number and status (ids only, no personal value). */
const tuitionLogFields = (row: TuitionRow) => ({ jobNumber: row.jobNumber, status: row.status });

/** POST /api/tuitions/create: a new active job, posted now, and its activity line, in one transaction. */
export async function createTuition(
  db: Database,
  input: CreateTuitionInput,
  now: Date,
  actor: Actor = SYSTEM_ACTOR,
): Promise<TuitionSavedResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tuitions)
      .values({ ...input, status: 'active', postedAt: now, createdAt: now, updatedAt: now })
      .returning();
    await logActivity(tx, actor, { action: 'tuition.create', recordType: 'tuition', recordId: row!.id, changes: changedFields({}, tuitionLogFields(row!)), at: now });
    return { message: CREATE_TUITION_MESSAGES.created, data: toTuitionDto(row!) };
  });
}

/**
 * DELETE /api/tuitions/{jobId}: the job and its applications, and the activity line, in one transaction; 404 (and
 * nothing logged) when the id is no job. The request it came from keeps its approved status (its jobId is cleared
 * by the foreign key); payment records are kept.
 */
export async function deleteTuition(db: Database, jobId: string, now: Date, actor: Actor = SYSTEM_ACTOR): Promise<{ message: string }> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  return db.transaction(async (tx) => {
    const before = await lockTuition(tx, jobId);
    await tx.delete(applications).where(eq(applications.jobId, jobId));
    await tx.delete(tuitions).where(eq(tuitions.id, jobId));
    await logActivity(tx, actor, { action: 'tuition.delete', recordType: 'tuition', recordId: jobId, changes: changedFields(tuitionLogFields(before), {}), at: now });
    return { message: tuitionMessages.deleted };
  });
}

/** The job, locked for the transaction; 404 when the id is no job. */
async function lockTuition(tx: Transaction, jobId: string): Promise<TuitionRow> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const [row] = await tx.select().from(tuitions).where(eq(tuitions.id, jobId)).for('update');
  if (!row) throw notFound(tuitionMessages.notFound);
  return row;
}

/**
 * PUT /api/tuitions/{jobId}: the edited fields or a new status; 404 when the job is missing, 409 when it is closed
 * (a closed job is history: the guardian and its applicants were told why). Logged with the changed fields.
 */
export async function updateTuition(
  db: Database,
  jobId: string,
  input: UpdateTuitionInput,
  now: Date,
  actor: Actor = SYSTEM_ACTOR,
): Promise<TuitionSavedResponse> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const before = await lockTuition(tx, jobId);
    if (before.status === 'closed') throw conflict(CLOSE_TUITION_MESSAGES.closedNoEdit);
    const closing = changes.status === 'closed' ? { closedAt: now } : {};
    const [row] = await tx
      .update(tuitions)
      .set({ ...changes, ...closing, updatedAt: now })
      .where(eq(tuitions.id, jobId))
      .returning();
    // Ids, numbers and statuses only: the guardian's name and the address details are logged as "changed".
    const pick = (source: TuitionRow) => Object.fromEntries(Object.keys(changes).map((key) => [key, source[key as keyof TuitionRow]]));
    const diff = changedFields(pick(before), pick(row!), TUITION_PERSONAL_FIELDS);
    await logActivity(tx, actor, { action: 'tuition.update', recordType: 'tuition', recordId: jobId, changes: diff, at: now });
    return { message: CREATE_TUITION_MESSAGES.updated, data: toTuitionDto(row!) };
  });
}

/**
 * PUT /api/admin/tuitions/{jobId}/close: the job leaves the board with its reason. Its applicants read "Job closed"
 * (derived from the job), the guardian is told, and the request it came from moves to its closed stage, all in one
 * transaction with the activity line. An assigned job may be closed too (the tuition ended): the fee and the
 * assignment stay as they are (docs/decisions.md). 409 when it is already closed.
 */
export async function closeTuition(
  db: Database,
  jobId: string,
  input: { reason: TuitionCloseReason; note?: string | undefined },
  now: Date,
  actor: Actor = SYSTEM_ACTOR,
): Promise<TuitionSavedResponse> {
  const closedReason = closedReasonText(input.reason, input.note);
  return db.transaction(async (tx) => {
    const before = await lockTuition(tx, jobId);
    if (before.status === 'closed') throw conflict(CLOSE_TUITION_MESSAGES.alreadyClosed);
    const [row] = await tx
      .update(tuitions)
      .set({ status: 'closed', closedReason, closedAt: now, updatedAt: now })
      .where(eq(tuitions.id, jobId))
      .returning();
    const request = await lockRequestOfJob(tx, before);
    if (request && request.stage !== 'closed') {
      await moveToStage(tx, request, { stage: 'closed', actorUserId: actor.userId, note: `Job closed: ${closedReason}`, at: now, set: { closedReason } });
    }
    const guardianId = before.studentUserId ?? request?.studentUserId ?? null;
    await notifyMembers(tx, requestClosedEvents(guardianId, { jobNumber: before.jobNumber, classLevel: before.classLevel, reason: closedReason }), now);
    await logActivity(tx, actor, {
      action: 'tuition.close',
      recordType: 'tuition',
      recordId: jobId,
      changes: { status: { before: before.status, after: 'closed' }, closedReason: { before: null, after: input.reason } },
      reason: input.note?.trim() ? `${TUITION_CLOSE_REASON_LABELS[input.reason]}: ${input.note.trim()}` : TUITION_CLOSE_REASON_LABELS[input.reason],
      at: now,
    });
    return { message: CLOSE_TUITION_MESSAGES.closed, data: toTuitionDto(row!) };
  });
}
