import { eq } from 'drizzle-orm';
import type {
  ReviewDecision,
  RequestStatusChanged,
  StudentTutorRequest,
  TutorRequestEditInput,
  TutorRequestUpdated,
  UpdateTutorRequestInput,
} from '../../src/shared/api/contract';
import { REQUEST_REVIEW_MESSAGES as M } from '../../src/shared/api/contract';
import {
  APPROVAL_DEFAULTS,
  categoryOf,
  tuitionPreferredTutorOf,
  tuitionTutoringTypeOf,
} from '../../src/shared/config/catalogue';
import type { Database, Transaction } from '../db/database';
import {
  studentTutorRequests,
  tuitions,
  type NewTuitionRow,
  type StudentTutorRequestRow,
  type TuitionRow,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { changedFields, logActivity, SYSTEM_ACTOR, type Actor } from './activity-log';
import type { Clock } from './clock';
import { notifyMembers, requestClosedEvents, requestPublishedEvents } from './member-notifications';
import { toStudentTutorRequestDto } from './student-tutor-requests';
import { isUuid } from './tuitions';
import { moveToStage } from './request-stages';

/** The closed reason of a rejected request (as the migration wrote it for the older ones). */
export const NOT_APPROVED_REASON = 'Not approved';

/** Test-only failure points inside the approval transaction (production passes none). */
export interface ApprovalHooks {
  /** Runs after the tuition row is inserted and before the request is marked approved. */
  afterTuitionCreated?: (tx: Transaction, tuition: TuitionRow) => Promise<void> | void;
}

const orDefault = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

/** "male" reads "Male" on the job, as the admin's create form stores it. */
const capitalized = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : null;
};

/** The request's notes, one requirement per line, as the job's list of requirements. */
const noteLines = (notes: string | null | undefined) =>
  (notes ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request's category label, or the approve flow's default when it has none. */
const categoryLabelOf = (medium: string | null | undefined) =>
  categoryOf(medium ?? '')?.label ?? orDefault(medium, APPROVAL_DEFAULTS.category);

/**
 * The job an approval creates: the request's fields in the job's vocabularies, and the approve flow's
 * defaults (admin spec section 9) where the request has no value.
 */
export function tuitionFromRequest(request: StudentTutorRequestRow, now: Date): NewTuitionRow {
  return {
    title: null,
    studentUserId: request.studentUserId,
    studentId: request.studentId,
    studentName: request.studentName,
    institution: request.institution?.trim() || null,
    district: request.district,
    area: request.area,
    location: orDefault(request.area, APPROVAL_DEFAULTS.location),
    locationDetails: request.locationDetails?.trim() || null,
    category: categoryLabelOf(request.medium),
    classLevel: request.classLevel,
    studentGender: capitalized(request.studentGender),
    preferredTutor: tuitionPreferredTutorOf(orDefault(request.preferredTutor, APPROVAL_DEFAULTS.preferredTutor)),
    tutoringType: tuitionTutoringTypeOf(orDefault(request.tutoringType, APPROVAL_DEFAULTS.tutoringType)),
    tutoringTime: request.tutoringTime?.trim() || null,
    days: request.days,
    noOfStudents: request.noOfStudents || APPROVAL_DEFAULTS.noOfStudents,
    subjects: request.subjects,
    salary: request.salary?.trim() || null,
    notes: noteLines(request.notes),
    status: 'active',
    sourceRequestId: request.id,
    postedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** The linked job's columns that follow an edit of the request: the spec's PUT /tuitions edited fields (not notes). */
function tuitionChangesFrom(request: StudentTutorRequestRow, now: Date): Partial<NewTuitionRow> {
  const job = tuitionFromRequest(request, now);
  return {
    studentId: job.studentId,
    studentName: job.studentName,
    institution: job.institution,
    district: job.district,
    area: job.area,
    location: job.location,
    locationDetails: job.locationDetails,
    category: job.category,
    classLevel: job.classLevel,
    studentGender: job.studentGender,
    preferredTutor: job.preferredTutor,
    tutoringType: job.tutoringType,
    tutoringTime: job.tutoringTime,
    days: job.days,
    noOfStudents: job.noOfStudents,
    subjects: job.subjects,
    salary: job.salary,
    updatedAt: now,
  };
}

/** The request, locked for the rest of the transaction (a second admin's click waits, then sees the outcome). */
async function lockRequest(tx: Transaction, id: string): Promise<StudentTutorRequestRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await tx.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * GET /api/students/get-tutor-request/{id} (staff): a staff member opening a submitted request starts its review, so
 * the guardian sees "Under review" (and can no longer be surprised by an edit racing the approval: edits stay open
 * until it is published, docs/decisions.md).
 */
export async function getStudentTutorRequest(
  db: Database,
  id: string,
  opened?: { clock: Clock; actorUserId: string | null },
): Promise<{ request: StudentTutorRequest }> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, id));
  if (!row) throw notFound(M.notFound);
  if (!opened || row.stage !== 'submitted') return { request: toStudentTutorRequestDto(row) };
  const reviewed = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (request.stage !== 'submitted') return request;
    return moveToStage(tx, request, { stage: 'under_review', actorUserId: opened.actorUserId, at: opened.clock.now() });
  });
  return { request: toStudentTutorRequestDto(reviewed) };
}

/**
 * PUT /api/students/change-request-status/{id}. Only a pending request changes (else 409). Approval is one
 * transaction: the active job is created from the request, the request is marked approved and keeps the
 * job's id, and the activity line is written; any failure on the way leaves the tables (and the log) as they were.
 */
export async function changeRequestStatus(
  db: Database,
  clock: Clock,
  id: string,
  status: ReviewDecision,
  hooks: ApprovalHooks = {},
  actor: Actor = SYSTEM_ACTOR,
  reason?: string,
): Promise<RequestStatusChanged> {
  const now = clock.now();
  const actorUserId = actor.userId;
  // The guardian reads why: "Not approved: <the team's reason>".
  const closedReason = reason?.trim() ? `${NOT_APPROVED_REASON}: ${reason.trim()}` : NOT_APPROVED_REASON;
  const row = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (request.status !== 'pending') throw conflict(M.notPending);
    let jobId: string | null = null;
    if (status === 'approved') {
      const [tuition] = await tx.insert(tuitions).values(tuitionFromRequest(request, now)).returning();
      await hooks.afterTuitionCreated?.(tx, tuition!);
      jobId = tuition!.id;
      await notifyMembers(tx, requestPublishedEvents(tuition!), now);
    } else {
      await notifyMembers(tx, requestClosedEvents(request.studentUserId, { classLevel: request.classLevel, reason: closedReason }), now);
    }
    // The stage follows with its timeline rows: reviewed (when nobody opened it first), then published or closed.
    const reviewed =
      request.stage === 'submitted' ? await moveToStage(tx, request, { stage: 'under_review', actorUserId, at: now }) : request;
    const decided = await moveToStage(tx, reviewed, {
      stage: status === 'approved' ? 'published' : 'closed',
      actorUserId,
      at: now,
      note: status === 'approved' ? null : closedReason,
      set: { status, jobId, ...(status === 'approved' ? {} : { closedReason }) },
    });
    await logActivity(tx, actor, {
      action: 'request.status',
      recordType: 'request',
      recordId: request.id,
      changes: changedFields(
        { status: request.status, stage: request.stage, jobId: request.jobId },
        { status: decided.status, stage: decided.stage, jobId: decided.jobId },
      ),
      reason: status === 'approved' ? null : (reason?.trim() || null),
      at: now,
    });
    return decided;
  });
  return {
    message: status === 'approved' ? M.approved : M.rejected,
    request: toStudentTutorRequestDto(row),
    jobId: row.jobId,
  };
}

/** A request's fields the activity log keeps only as "(changed)": the student's name, school, address and notes. */
const REQUEST_PERSONAL_FIELDS = ['studentName', 'institution', 'locationDetails', 'notes'] as const;

const isJobIdOnly = (body: UpdateTutorRequestInput): body is { jobId: string } =>
  'jobId' in body && Object.keys(body).length === 1;

/** The edited request's columns (fields the form does not show keep their values). */
function requestChangesFrom(body: TutorRequestEditInput, now: Date): Partial<StudentTutorRequestRow> {
  return {
    studentName: body.studentName,
    noOfStudents: body.noOfStudents,
    studentGender: body.studentGender,
    institution: body.institution || null,
    district: body.district,
    area: body.area,
    locationDetails: body.locationDetails || null,
    medium: body.medium,
    classLevel: body.classLevel,
    subjects: body.subjects,
    days: body.days,
    tutoringTime: body.tutoringTime,
    salary: body.salary,
    ...(body.tutoringType !== undefined ? { tutoringType: body.tutoringType } : {}),
    ...(body.preferredTutor !== undefined ? { preferredTutor: body.preferredTutor } : {}),
    ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
    updatedAt: now,
  };
}

/**
 * PUT /api/students/update-tutor-request/{id}. The full edited request: the request and, when it carries a
 * jobId, its tuition, in one transaction. `{ jobId }` alone (the old client's second approval call) is
 * accepted only for the request's own tuition, which approval has already stored: a no-op, never a relink.
 */
export async function updateTutorRequest(
  db: Database,
  clock: Clock,
  id: string,
  body: UpdateTutorRequestInput,
  actor: Actor = SYSTEM_ACTOR,
): Promise<TutorRequestUpdated> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (isJobIdOnly(body)) {
      const [own] = isUuid(body.jobId)
        ? await tx.select({ id: tuitions.id }).from(tuitions).where(eq(tuitions.id, body.jobId))
        : [];
      if (!own || request.jobId !== own.id) throw badRequest(M.foreignJob);
      return { message: M.updated, request: toStudentTutorRequestDto(request) };
    }
    const [updated] = await tx
      .update(studentTutorRequests)
      .set(requestChangesFrom(body, now))
      .where(eq(studentTutorRequests.id, request.id))
      .returning();
    const [job] = updated!.jobId
      ? await tx.update(tuitions).set(tuitionChangesFrom(updated!, now)).where(eq(tuitions.id, updated!.jobId)).returning({ id: tuitions.id })
      : [];
    const edited = Object.keys(requestChangesFrom(body, now)).filter((key) => key !== 'updatedAt') as (keyof StudentTutorRequestRow)[];
    const pick = (row: StudentTutorRequestRow) => Object.fromEntries(edited.map((key) => [key, row[key]]));
    await logActivity(tx, actor, {
      action: 'request.update',
      recordType: 'request',
      recordId: request.id,
      changes: {
        ...changedFields(pick(request), pick(updated!), REQUEST_PERSONAL_FIELDS),
        ...(job ? { tuitionUpdated: { before: null, after: job.id } } : {}),
      },
      at: now,
    });
    if (!updated!.jobId) return { message: M.updated, request: toStudentTutorRequestDto(updated!) };
    return {
      message: job ? M.updatedWithTuition : M.updated,
      request: toStudentTutorRequestDto(updated!),
    };
  });
}
