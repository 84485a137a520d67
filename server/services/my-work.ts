import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  MY_WORK_MESSAGES,
  type MyApplication,
  type MyApplicationListResponse,
  type MyTuition,
  type MyTuitionListResponse,
  type ProfileChecklistResponse,
  type WithdrawApplicationResponse,
  type WorkJob,
} from '../../src/shared/api/contract';
import type { MyApplicationStatus } from '../../src/shared/config/catalogue';
import { canWithdraw, myApplicationStatus } from '../../src/shared/lib/application-status';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import { isOverdue } from '../../src/shared/lib/fees';
import { profileChecklist } from '../../src/shared/lib/profile-completeness';
import type { Database, Executor } from '../db/database';
import { applications, payments, tuitions, tutorProfiles, users, type ApplicationRow, type TuitionRow, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { liveMediaFees } from './fee-ledger';
import { notifyAdmins } from './notifications';
import { isUuid, tuitionTitle } from './tuitions';

// A tutor's own side of the loop (issue 12): "My Applications", withdraw, "My Tuitions", the checklist, and the
// board's "you applied" flag. Every query here is scoped to the caller's own rows.

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** When the application was decided: the stored time, else (rows decided before it was kept) its last change. */
const decidedAtOf = (row: ApplicationRow): Date | null => row.decidedAt ?? (row.status === 'pending' ? null : row.updatedAt);

/** The job's public facts, as the tutor's own lists show them. */
const workJobOf = (job: TuitionRow): WorkJob => ({
  jobId: job.id,
  jobNumber: job.jobNumber,
  title: tuitionTitle(job),
  district: job.district,
  area: job.area,
  classLevel: job.classLevel,
});

function toMyApplication(row: ApplicationRow, job: TuitionRow): MyApplication {
  const status = myApplicationStatus({ status: row.status, shortlistedAt: row.shortlistedAt, withdrawnAt: row.withdrawnAt, job });
  return {
    id: row.id,
    ...workJobOf(job),
    salary: job.salary,
    jobStatus: job.status,
    status,
    appliedAt: row.appliedAt.toISOString(),
    shortlistedAt: iso(row.shortlistedAt),
    decidedAt: row.withdrawnAt ? null : iso(decidedAtOf(row)),
    withdrawnAt: iso(row.withdrawnAt),
    closedAt: job.status === 'closed' ? iso(job.closedAt ?? job.updatedAt) : null,
    canWithdraw: canWithdraw(status),
  };
}

/** GET /api/me/applications: every job the tutor applied to, newest application first, one page. */
export async function listMyApplications(
  db: Database,
  tutor: UserRow,
  { page, limit }: { page: number; limit: number },
): Promise<MyApplicationListResponse> {
  const mine = eq(applications.tutorUserId, tutor.id);
  const [[tally], rows] = await Promise.all([
    db.select({ total: count() }).from(applications).where(mine),
    db
      .select({ application: applications, job: tuitions })
      .from(applications)
      .innerJoin(tuitions, eq(tuitions.id, applications.jobId))
      .where(mine)
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return {
    data: rows.map(({ application, job }) => toMyApplication(application, job)),
    total: Number(tally?.total ?? 0),
    page,
    limit,
  };
}

/**
 * POST /api/me/applications/{id}/withdraw: the tutor takes back an application while it is open (Applied or
 * Shortlisted). The job's row is locked first, as select does, so a withdraw and a selection of the same tutor
 * take turns. Another tutor's application is 404 (its existence is not told); an already withdrawn one answers
 * as it stands (a second click changes nothing).
 */
export async function withdrawMyApplication(
  db: Database,
  clock: Clock,
  tutor: UserRow,
  applicationId: string,
): Promise<WithdrawApplicationResponse> {
  if (!isUuid(applicationId)) throw notFound(MY_WORK_MESSAGES.applicationNotFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.tutorUserId, tutor.id)));
    if (!found) throw notFound(MY_WORK_MESSAGES.applicationNotFound);
    const [job] = await tx.select().from(tuitions).where(eq(tuitions.id, found.jobId)).for('update');
    const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
    if (!job || !row) throw notFound(MY_WORK_MESSAGES.applicationNotFound);
    const current = toMyApplication(row, job);
    if (current.status === 'Withdrawn') return { message: MY_WORK_MESSAGES.withdrawn, data: current };
    if (!current.canWithdraw) throw conflict(refusalOf(current.status));
    const [withdrawn] = await tx
      .update(applications)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(eq(applications.id, row.id))
      .returning();
    await notifyAdmins(tx, {
      kind: 'application',
      title: 'Application Withdrawn',
      message: `${tutor.name}${tutor.tutorId ? ` (Tutor ID ${tutor.tutorId})` : ''} withdrew from job ${formatJobNumber(job.jobNumber)}: ${job.classLevel}, ${job.area ? `${job.area}, ` : ''}${job.district}`,
      link: '/admin/applications',
      createdAt: now,
    });
    return { message: MY_WORK_MESSAGES.withdrawn, data: toMyApplication(withdrawn!, job) };
  });
}

function refusalOf(status: MyApplicationStatus): string {
  if (status === 'Selected') return MY_WORK_MESSAGES.selectedCannotWithdraw;
  if (status === 'Job closed') return MY_WORK_MESSAGES.closedCannotWithdraw;
  return MY_WORK_MESSAGES.notSelectedCannotWithdraw;
}

/**
 * Where the caller's own application to each of these jobs stands, for the board and the job details: only a
 * tutor's, only their own rows, only the derived status (never anyone else's or a guardian's detail).
 */
export async function myApplicationStatuses(
  db: Executor,
  caller: UserRow | null,
  jobs: readonly Pick<TuitionRow, 'id' | 'status'>[],
): Promise<Map<string, MyApplicationStatus>> {
  const statuses = new Map<string, MyApplicationStatus>();
  if (!caller || caller.userType !== 'tutor' || jobs.length === 0) return statuses;
  const rows = await db
    .select({
      jobId: applications.jobId,
      status: applications.status,
      shortlistedAt: applications.shortlistedAt,
      withdrawnAt: applications.withdrawnAt,
    })
    .from(applications)
    .where(and(eq(applications.tutorUserId, caller.id), inArray(applications.jobId, jobs.map((job) => job.id))));
  const jobById = new Map(jobs.map((job) => [job.id, job]));
  for (const row of rows) {
    const job = jobById.get(row.jobId);
    if (job) statuses.set(row.jobId, myApplicationStatus({ ...row, job }));
  }
  return statuses;
}

/** Adds `myApplicationStatus` to the jobs the caller (a tutor) applied to; everyone else's answer is unchanged. */
export async function withMyApplicationStatus<T extends { jobId: string; status: TuitionRow['status'] }>(
  db: Executor,
  caller: UserRow | null,
  jobs: T[],
): Promise<(T & { myApplicationStatus?: MyApplicationStatus })[]> {
  const statuses = await myApplicationStatuses(
    db,
    caller,
    jobs.map((job) => ({ id: job.jobId, status: job.status })),
  );
  if (statuses.size === 0) return jobs;
  return jobs.map((job) => {
    const status = statuses.get(job.jobId);
    return status ? { ...job, myApplicationStatus: status } : job;
  });
}

/**
 * GET /api/me/tuitions: the tuitions the tutor was selected for (application accepted), newest assignment first,
 * with the agreed salary, start date and media fee from the fee record, and the guardian's name, phone and address
 * (the selected tutor's alone, from assignment on: the same rule as canSeeGuardianDetails).
 */
export async function listMyTuitions(db: Database, clock: Clock, tutor: UserRow): Promise<MyTuitionListResponse> {
  const rows = await db
    .select({ application: applications, job: tuitions })
    .from(applications)
    .innerJoin(tuitions, eq(tuitions.id, applications.jobId))
    .where(and(eq(applications.tutorUserId, tutor.id), eq(applications.status, 'accepted'), isNull(applications.withdrawnAt)))
    .orderBy(desc(applications.decidedAt), desc(applications.updatedAt));
  if (rows.length === 0) return { data: [] };
  const jobIds = rows.map(({ job }) => job.id);
  const owners = rows.map(({ job }) => job.studentUserId).filter((id): id is string => id !== null);
  const studentNumbers = rows.map(({ job }) => job.studentId).filter((id): id is number => id !== null);
  const [fees, accounts] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(liveMediaFees(eq(payments.tutorUserId, tutor.id), inArray(payments.tuitionId, jobIds)))
      .orderBy(desc(payments.createdAt)),
    guardianAccounts(db, owners, studentNumbers),
  ]);
  const now = clock.now();
  const data = rows.map(({ application, job }): MyTuition => {
    // The newest fee record of the job that is not cancelled (a deassign and re-select makes a new one).
    const fee = fees.find((row) => row.tuitionId === job.id);
    const account =
      accounts.find((row) => job.studentUserId !== null && row.id === job.studentUserId) ??
      accounts.find((row) => job.studentId !== null && row.studentId === job.studentId);
    return {
      ...workJobOf(job),
      subjects: job.subjects,
      days: job.days,
      tutoringTime: job.tutoringTime,
      jobStatus: job.status,
      assignedAt: (decidedAtOf(application) ?? application.updatedAt).toISOString(),
      agreedSalary: fee?.agreedSalary ?? null,
      startDate: iso(fee?.tuitionStartDate),
      guardian: {
        name: account?.name ?? job.studentName ?? null,
        phone: account?.phone ?? null,
        address: job.locationDetails ?? null,
      },
      fee: fee
        ? {
            id: fee.id,
            amount: fee.amount,
            balance: fee.balance,
            dueDate: iso(fee.paymentDueDate),
            status: fee.status,
            // The stored status is written with each ledger entry; a due date passing needs no entry.
            ledgerStatus:
              fee.status === 'Due' && isOverdue(fee.balance, fee.paymentDueDate, now) ? 'Overdue' : fee.ledgerStatus,
          }
        : null,
    };
  });
  return { data };
}

/** The guardian accounts of these jobs: the accounts they are for, or the ones carrying their student numbers. */
async function guardianAccounts(db: Executor, ids: string[], studentNumbers: number[]) {
  const matches = [
    ...(ids.length > 0 ? [inArray(users.id, ids)] : []),
    ...(studentNumbers.length > 0 ? [inArray(users.studentId, studentNumbers)] : []),
  ];
  if (matches.length === 0) return [];
  return db
    .select({ id: users.id, studentId: users.studentId, name: users.name, phone: users.phone })
    .from(users)
    .where(and(eq(users.userType, 'student'), or(...matches)));
}

/** GET /api/me/profile-checklist: what the tutor still has to do for verification and for premium. */
export async function myProfileChecklist(db: Database, tutor: UserRow): Promise<ProfileChecklistResponse> {
  const [profile] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id)).limit(1);
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  const checklist = profileChecklist({
    education: profile?.education ?? null,
    tuition: profile?.tuition ?? null,
    personal: profile?.personal ?? null,
    hasImage: filled(profile?.imagePath),
    nationalIdUploaded: filled(profile?.nationalIdPath),
    institutionIdUploaded: filled(profile?.institutionIdPath),
    isVerified: tutor.isVerified,
  });
  return { ...checklist, isVerified: tutor.isVerified, isPremium: tutor.isPremium };
}
