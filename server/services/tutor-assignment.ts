import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  ASSIGN_TUTOR_MESSAGES,
  type ApplicantLookupResponse,
  type Application,
  type ApplicationUpdated,
} from '../../src/shared/api/contract';
import { mediaFeeDueDate, mediaFeeFor } from '../../src/shared/config/catalogue';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { applications, payments, tuitions, users, type TuitionRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { applicationOfJob } from './member-applications';
import { isUuid, tuitionMessages } from './tuitions';
import { findTutorUser, tutorMessages } from './tutors';

export interface TutorAssignmentDeps {
  db: Database;
  clock: Clock;
}

/**
 * The job's row, locked until the transaction ends: two admins acting on one job at the same moment
 * take turns, and the second sees what the first did.
 */
async function lockJob(tx: Transaction, jobId: string): Promise<TuitionRow> {
  const [job] = await tx.select().from(tuitions).where(eq(tuitions.id, jobId)).for('update');
  if (!job) throw notFound(tuitionMessages.notFound);
  return job;
}

/** Payment states that mean the commission is still owed: Due, or flagged Fraud (never paid). */
const UNPAID = ['Due', 'Fraud'] as const;

/**
 * The terms: a tutor may not hold two tuitions with unpaid commission at the same time. The tutor's row is locked
 * so that two jobs selecting the same tutor at once take turns, and the second sees the first one's Due record.
 */
async function assertNoUnpaidCommission(tx: Transaction, tutorId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, tutorId)).for('update');
  const [owed] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tutorUserId, tutorId), inArray(payments.status, [...UNPAID])))
    .limit(1);
  if (owed) throw conflict(ASSIGN_TUTOR_MESSAGES.unpaidCommission);
}

async function acceptedTutorsOf(tx: Transaction, jobId: string): Promise<string[]> {
  const rows = await tx
    .select({ tutorId: applications.tutorUserId })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'accepted')));
  return rows.map((row) => row.tutorId);
}

/** The record the screen replaces its own with; a job nobody applied to (assigned by hand) has no applicants. */
async function updatedRecord(tx: Transaction, job: TuitionRow, isAssigned: boolean): Promise<ApplicationUpdated> {
  const data: Application = (await applicationOfJob(tx, job.id)) ?? {
    jobId: job.id,
    isAssigned,
    studentId: job.studentId,
    applicants: [],
  };
  return { success: true, data };
}

/**
 * PUT /api/tuitionApply/select/{jobId}: in one transaction, the chosen applicant is accepted and every other
 * rejected, the job is assigned (it leaves the public board), and the tutor's media fee falls due: 60% of the
 * first month's salary (the lower end of a range; 0 when negotiable), from today (the selection), due in 30 days.
 * A tutor who still owes the commission of another tuition (Due or Fraud) is refused with 409.
 */
export async function selectTutor({ db, clock }: TutorAssignmentDeps, jobId: string, tutorId: string): Promise<ApplicationUpdated> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const job = await lockJob(tx, jobId);
      if (job.status === 'closed') throw conflict(ASSIGN_TUTOR_MESSAGES.closed);
      if (job.status === 'assigned' || (await acceptedTutorsOf(tx, job.id)).length > 0) {
        throw conflict(ASSIGN_TUTOR_MESSAGES.alreadyAssigned);
      }
      const [chosen] = await tx
        .update(applications)
        .set({ status: 'accepted', updatedAt: now })
        .where(and(eq(applications.jobId, job.id), eq(applications.tutorUserId, tutorId)))
        .returning({ id: applications.id });
      if (!chosen) throw notFound(ASSIGN_TUTOR_MESSAGES.notApplied);
      await assertNoUnpaidCommission(tx, tutorId);
      await tx
        .update(applications)
        .set({ status: 'rejected', updatedAt: now })
        .where(and(eq(applications.jobId, job.id), ne(applications.tutorUserId, tutorId)));
      await tx.update(tuitions).set({ status: 'assigned', updatedAt: now }).where(eq(tuitions.id, job.id));
      await tx.insert(payments).values({
        tutorUserId: tutorId,
        tuitionId: job.id,
        amount: mediaFeeFor(job.salary) ?? 0,
        tuitionPostedDate: job.postedAt,
        tuitionStartDate: now,
        paymentDueDate: mediaFeeDueDate(now),
        status: 'Due',
        createdAt: now,
        updatedAt: now,
      });
      return updatedRecord(tx, job, true);
    });
  } catch (error) {
    // The one-accepted-per-job index is the last guard should the row lock ever be bypassed.
    if (isUniqueViolation(error)) throw conflict(ASSIGN_TUTOR_MESSAGES.alreadyAssigned);
    throw error;
  }
}

/**
 * PUT /api/tuitionApply/deassign/{jobId}: in one transaction, every applicant is pending again (any of them can be
 * selected next), the job is active (back on the board), and the selected tutor's fee record for this job is
 * cancelled while it is still Due (a Paid or Fraud record is history and stays).
 */
export async function deassignTutor({ db, clock }: TutorAssignmentDeps, jobId: string): Promise<ApplicationUpdated> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    const selected = await acceptedTutorsOf(tx, job.id);
    if (job.status !== 'assigned' && selected.length === 0) throw conflict(ASSIGN_TUTOR_MESSAGES.notAssigned);
    await tx.update(applications).set({ status: 'pending', updatedAt: now }).where(eq(applications.jobId, job.id));
    await tx.update(tuitions).set({ status: 'active', updatedAt: now }).where(eq(tuitions.id, job.id));
    if (selected.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'Cancel', updatedAt: now })
        .where(and(eq(payments.tuitionId, job.id), inArray(payments.tutorUserId, selected), eq(payments.status, 'Due')));
    }
    return updatedRecord(tx, job, false);
  });
}

/** GET /api/admin/applicants/{tutorId}: what an applicant card shows. Admins only: it carries contact details. */
export async function applicantContact(db: Database, tutorId: string): Promise<ApplicantLookupResponse> {
  const tutor = await findTutorUser(db, tutorId);
  if (!tutor) throw notFound(tutorMessages.notFound);
  return { tutor: { id: tutor.id, name: tutor.name, email: tutor.email, phone: tutor.phone } };
}
