import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  ASSIGN_TUTOR_MESSAGES,
  mayOverrideOverdueFee,
  type ApplicantLookupResponse,
  type Application,
  type ApplicationUpdated,
} from '../../src/shared/api/contract';
import { MEDIA_FEE, mediaFeeDueDate, type StaffRole } from '../../src/shared/config/catalogue';
import { agreedSalaryOf, earlyEndFeeOf, mediaFeeOf, type LedgerAction } from '../../src/shared/lib/fees';
import { formatMoney } from '../../src/shared/lib/format';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { applications, payments, tuitions, users, type TuitionRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { logActivity, type Actor, type Changes } from './activity-log';
import { DAY, type Clock } from './clock';
import { applyLedgerAction, createFee, liveMediaFees } from './fee-ledger';
import { applicationOfJob } from './member-applications';
import { notifyMembers, selectionEvents } from './member-notifications';
import { confirmRequestOfJob, reopenRequestOfJob } from './request-stages';
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

/**
 * The terms: a tutor may not hold two tuitions with unpaid commission. Enforced as the rule: another media fee
 * overdue (Due with a balance past its due date) or flagged Fraud refuses the selection with 409, unless the owner or
 * finance overrides it with a reason. The tutor's row is locked so that two jobs selecting the same tutor at once
 * take turns.
 */
async function assertNoOverdueFee(tx: Transaction, tutorId: string, now: Date, override: boolean): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, tutorId)).for('update');
  if (override) return;
  const [owed] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.tutorUserId, tutorId),
        eq(payments.kind, 'media'),
        or(
          eq(payments.status, 'Fraud'),
          and(eq(payments.status, 'Due'), gt(payments.balance, 0), lt(payments.paymentDueDate, now)),
        ),
      ),
    )
    .limit(1);
  if (owed) throw conflict(ASSIGN_TUTOR_MESSAGES.overdueCommission);
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
    jobNumber: job.jobNumber,
    studentId: job.studentId,
    applicants: [],
  };
  return { success: true, data };
}

/** Bangladesh time: a date without a time is that day in Dhaka. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const dhakaDay = (date: Date) => new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The start of the tuition: the given day (00:00 in Dhaka) or date-time, else now; never before the job was posted. */
function startDateOf(input: string | undefined, job: TuitionRow, now: Date): Date {
  if (input === undefined) return now;
  const start = /^\d{4}-\d{2}-\d{2}$/.test(input) ? new Date(`${input}T00:00:00+06:00`) : new Date(input);
  if (Number.isNaN(start.getTime())) throw badRequest('The start date must be a date, YYYY-MM-DD');
  if (dhakaDay(start) < dhakaDay(job.postedAt)) throw badRequest(ASSIGN_TUTOR_MESSAGES.startBeforePosted);
  if (start.getTime() > now.getTime() + 366 * DAY) throw badRequest(ASSIGN_TUTOR_MESSAGES.startTooLate);
  return start;
}

export interface SelectTutorInput {
  tutorId: string;
  agreedSalary?: number;
  startDate?: string;
  override?: { reason: string };
}

/**
 * PUT /api/tuitionApply/select/{jobId}: in one transaction, the chosen applicant is accepted and every other
 * rejected, the job is assigned (it leaves the public board), the tutor's media fee is charged on the ledger (60% of
 * the agreed monthly salary, due 30 days after the start), and the selection is logged. 400 when the job's salary is
 * not a number and no agreedSalary is given, or the start is before the job was posted; 409 when the tutor has an
 * overdue fee on another tuition (unless the owner or finance overrides with a reason).
 */
export async function selectTutor(
  { db, clock }: TutorAssignmentDeps,
  jobId: string,
  input: SelectTutorInput,
  actor: Actor & { role?: StaffRole | null },
): Promise<ApplicationUpdated> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  if (input.override && !mayOverrideOverdueFee(actor.role)) {
    throw forbidden(ASSIGN_TUTOR_MESSAGES.overrideNotAllowed);
  }
  const now = clock.now();
  const { tutorId } = input;
  try {
    return await db.transaction(async (tx) => {
      const job = await lockJob(tx, jobId);
      if (job.status === 'closed') throw conflict(ASSIGN_TUTOR_MESSAGES.closed);
      if (job.status === 'assigned' || (await acceptedTutorsOf(tx, job.id)).length > 0) {
        throw conflict(ASSIGN_TUTOR_MESSAGES.alreadyAssigned);
      }
      const agreedSalary = agreedSalaryOf(job.salary, input.agreedSalary);
      if (agreedSalary === undefined) throw badRequest(ASSIGN_TUTOR_MESSAGES.agreedSalaryRequired);
      const startDate = startDateOf(input.startDate, job, now);
      const [chosen] = await tx
        .update(applications)
        .set({ status: 'accepted', decidedAt: now, updatedAt: now })
        // A withdrawn application cannot be selected (the tutor took it back): as if they never applied.
        .where(and(eq(applications.jobId, job.id), eq(applications.tutorUserId, tutorId), isNull(applications.withdrawnAt)))
        .returning({ id: applications.id });
      if (!chosen) throw notFound(ASSIGN_TUTOR_MESSAGES.notApplied);
      await assertNoOverdueFee(tx, tutorId, now, input.override !== undefined);
      await tx
        .update(applications)
        .set({ status: 'rejected', decidedAt: now, updatedAt: now })
        .where(and(eq(applications.jobId, job.id), ne(applications.tutorUserId, tutorId), isNull(applications.withdrawnAt)));
      await tx.update(tuitions).set({ status: 'assigned', updatedAt: now }).where(eq(tuitions.id, job.id));
      // The selected tutor and every other applicant (not those who withdrew) hear it in this transaction.
      const otherApplicants = await tx
        .select({ tutorId: applications.tutorUserId, withdrawnAt: applications.withdrawnAt })
        .from(applications)
        .where(and(eq(applications.jobId, job.id), ne(applications.tutorUserId, tutorId)));
      const notSelected = otherApplicants.filter((row) => !row.withdrawnAt).map((row) => row.tutorId);
      await notifyMembers(tx, selectionEvents(job, tutorId, notSelected), now);
      const fee = await createFee(
        tx,
        {
          kind: 'media',
          tutorUserId: tutorId,
          tuitionId: job.id,
          amount: mediaFeeOf(agreedSalary),
          agreedSalary,
          tuitionPostedDate: job.postedAt,
          tuitionStartDate: startDate,
          paymentDueDate: mediaFeeDueDate(startDate),
        },
        actor,
        now,
        `Media fee: 60% of the agreed salary of ${formatMoney(agreedSalary)}`,
      );
      // The guardian's request: the selection after the trial is the confirmation.
      await confirmRequestOfJob(tx, job, actor.userId, now);
      await logActivity(tx, actor, {
        action: 'application.select',
        recordType: 'tuition',
        recordId: job.id,
        changes: {
          tutorId: { before: null, after: tutorId },
          status: { before: job.status, after: 'assigned' },
          feeId: { before: null, after: fee.id },
          agreedSalary: { before: null, after: agreedSalary },
          fee: { before: null, after: fee.amount },
          startDate: { before: null, after: startDate.toISOString() },
          ...(input.override ? { override: { before: null, after: true } } : {}),
        },
        reason: input.override?.reason ?? null,
        at: now,
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
 * selected next), the job is active (back on the board), and the selected tutor's fee follows the spec's rule:
 * deassigned before the start, the charge is voided; within the first month, the fee becomes 40% of the agreed
 * salary (a 60% fee already paid leaves 20% as a refund due); after it, the full fee stays.
 */
export async function deassignTutor(
  { db, clock }: TutorAssignmentDeps,
  jobId: string,
  actor: Actor,
  reason?: string,
): Promise<ApplicationUpdated> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    const selected = await acceptedTutorsOf(tx, job.id);
    if (job.status !== 'assigned' && selected.length === 0) throw conflict(ASSIGN_TUTOR_MESSAGES.notAssigned);
    await tx.update(applications).set({ status: 'pending', decidedAt: null, updatedAt: now }).where(eq(applications.jobId, job.id));
    await tx.update(tuitions).set({ status: 'active', updatedAt: now }).where(eq(tuitions.id, job.id));
    const changes: Changes = {
      tutorId: { before: selected[0] ?? null, after: null },
      status: { before: job.status, after: 'active' },
    };
    if (selected.length > 0) {
      const fees = await tx
        .select()
        .from(payments)
        .where(liveMediaFees(eq(payments.tuitionId, job.id), inArray(payments.tutorUserId, selected)));
      for (const fee of fees) {
        const start = fee.tuitionStartDate ?? fee.createdAt;
        const salary = fee.agreedSalary ?? Math.round(fee.amount / MEDIA_FEE.rate);
        let action: LedgerAction | undefined;
        if (now.getTime() < start.getTime()) {
          action = { type: 'void', note: reason ?? 'Deassigned before the tuition started' };
        } else if (now.getTime() < start.getTime() + MEDIA_FEE.dueAfterDays * DAY) {
          action = { type: 'earlyEnd', fee: earlyEndFeeOf(salary), note: reason ?? 'Ended within the first month: 40%' };
        }
        if (!action) continue;
        const outcome = await applyLedgerAction(tx, fee.id, action, actor, now);
        changes[`fee:${fee.id}`] = {
          before: { status: outcome.before.status, amount: outcome.before.amount, balance: outcome.before.balance },
          after: { status: outcome.after.status, amount: outcome.after.amount, balance: outcome.after.balance },
        };
      }
    }
    await reopenRequestOfJob(tx, job, actor.userId, now, reason);
    await logActivity(tx, actor, {
      action: 'application.deassign',
      recordType: 'tuition',
      recordId: job.id,
      changes,
      reason: reason ?? null,
      at: now,
    });
    return updatedRecord(tx, job, false);
  });
}

/** GET /api/admin/applicants/{tutorId}: what an applicant card shows. Admins only: it carries contact details. */
export async function applicantContact(db: Database, tutorId: string): Promise<ApplicantLookupResponse> {
  const tutor = await findTutorUser(db, tutorId);
  if (!tutor) throw notFound(tutorMessages.notFound);
  return { tutor: { id: tutor.id, name: tutor.name, email: tutor.email ?? '', phone: tutor.phone } };
}
