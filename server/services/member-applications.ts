import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Application, ApplicationTab, ApplyStatus } from '../../src/shared/api/contract';
import type { Database, Executor } from '../db/database';
import { applications, studentTutorRequests, tuitions, users, type UserRow } from '../db/schema';

/** The jobs that are a student's own: posted for their account, or carrying their student number. */
export function ownJobsOf(student: UserRow): SQL {
  const byAccount = eq(tuitions.studentUserId, student.id);
  return student.studentId === null ? byAccount : or(byAccount, eq(tuitions.studentId, student.studentId))!;
}

const jobHasSelectedTutor = sql<boolean>`exists (select 1 from ${applications} as selected
  where selected.job_id = ${tuitions.id} and selected.status = 'accepted')`;
const jobHasWaitingApplicant = sql<boolean>`exists (select 1 from ${applications} as waiting
  where waiting.job_id = ${tuitions.id} and waiting.status = 'pending' and waiting.withdrawn_at is null)`;

/** Application rows with their job's state, oldest application first. */
function applicationRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      jobId: applications.jobId,
      jobNumber: tuitions.jobNumber,
      salary: tuitions.salary,
      tutorId: applications.tutorUserId,
      tutorDisplayId: users.tutorId,
      status: applications.status,
      appliedAt: applications.appliedAt,
      shortlistedAt: applications.shortlistedAt,
      pickedAt: applications.pickedAt,
      jobStatus: tuitions.status,
      jobHasSelectedTutor,
      studentId: sql<number | null>`coalesce(${tuitions.studentId},
        (select owner.student_id from ${users} as owner where owner.id = ${tuitions.studentUserId}))`,
    })
    .from(applications)
    .innerJoin(tuitions, eq(tuitions.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.tutorUserId))
    // A withdrawn application is no applicant any more (docs/decisions.md); the tutor keeps it in My Applications.
    .where(and(isNull(applications.withdrawnAt), where))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
}

/** Rows grouped per job (jobs with the newest application first); isAssigned tells whether the job has its tutor. */
function groupPerJob(rows: Awaited<ReturnType<typeof applicationRows>>): Application[] {
  const jobs = new Map<string, Application & { latest: number }>();
  for (const row of rows) {
    const job = jobs.get(row.jobId) ?? {
      jobId: row.jobId,
      jobNumber: row.jobNumber,
      salary: row.salary,
      isAssigned: row.jobStatus === 'assigned' || Boolean(row.jobHasSelectedTutor),
      studentId: row.studentId === null ? null : Number(row.studentId),
      applicants: [],
      latest: 0,
    };
    const appliedAt = new Date(row.appliedAt);
    job.applicants.push({
      tutorId: row.tutorId,
      tutorDisplayId: row.tutorDisplayId,
      status: row.status,
      appliedAt: appliedAt.toISOString(),
      shortlisted: row.shortlistedAt !== null,
      picked: row.pickedAt !== null,
    });
    job.latest = Math.max(job.latest, appliedAt.getTime());
    jobs.set(row.jobId, job);
  }
  return [...jobs.values()].sort((a, b) => b.latest - a.latest).map(({ latest: _latest, ...job }) => job);
}

/**
 * GET /api/tuitionApply, grouped per job: a tutor sees their own applications, a student the applications
 * on their own jobs, an admin every application. isAssigned tells whether the job has its tutor. A tutor gets
 * the guardian's student number only for a job they were selected for (docs/privacy.md).
 */
export async function listVisibleApplications(db: Database, caller: UserRow): Promise<{ data: Application[] }> {
  const visible =
    caller.userType === 'tutor' ? eq(applications.tutorUserId, caller.id) : caller.userType === 'student' ? ownJobsOf(caller) : undefined;
  const jobs = groupPerJob(await applicationRows(db, visible));
  if (caller.userType !== 'tutor') return { data: jobs };
  // A tutor's rows are their own applications only: selected means their one application is accepted.
  return {
    data: jobs.map((job) => (job.applicants.some((applicant) => applicant.status === 'accepted') ? job : { ...job, studentId: null })),
  };
}

/**
 * Per job with applicants: its newest application and whether it has its tutor (the definition isAssigned uses).
 * The applications are grouped first and only then joined to their jobs (one row per job instead of one per
 * application): half the work of joining every application (docs/performance.md).
 */
function jobsWithApplicants(db: Executor) {
  const applied = db
    .select({
      jobId: applications.jobId,
      latest: sql<Date>`max(${applications.appliedAt})`.as('latest'),
      accepted: sql<boolean>`bool_or(${applications.status} = 'accepted')`.as('accepted'),
    })
    .from(applications)
    .where(isNull(applications.withdrawnAt))
    .groupBy(applications.jobId)
    .as('applied');
  return db
    .select({
      jobId: applied.jobId,
      latest: applied.latest,
      assigned: sql<boolean>`(${tuitions.status} = 'assigned' or ${applied.accepted})`.as('assigned'),
    })
    .from(applied)
    .innerJoin(tuitions, eq(tuitions.id, applied.jobId))
    .as('per_job');
}

export interface ApplicationPage {
  data: Application[];
  total: number;
  page: number;
  limit: number;
  counts: Record<ApplicationTab, number>;
}

/**
 * GET /api/tuitionApply?tab=…&page=…&limit=… for an admin: one page of the tab's jobs (newest application first),
 * paged in the database, with how many jobs each tab holds. Only the page's applicant rows are read.
 */
export async function listApplicationPage(
  db: Database,
  { tab, page, limit }: { tab: ApplicationTab; page: number; limit: number },
): Promise<ApplicationPage> {
  const perJob = jobsWithApplicants(db);
  const [[tally], jobs] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where not ${perJob.assigned})`,
        assigned: sql<number>`count(*) filter (where ${perJob.assigned})`,
      })
      .from(perJob),
    db
      .select({ jobId: perJob.jobId })
      .from(perJob)
      .where(eq(perJob.assigned, tab === 'assigned'))
      .orderBy(desc(perJob.latest), desc(perJob.jobId))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const counts = { pending: Number(tally?.pending ?? 0), assigned: Number(tally?.assigned ?? 0) };
  const ids = jobs.map((job) => job.jobId);
  const grouped = ids.length === 0 ? [] : groupPerJob(await applicationRows(db, inArray(applications.jobId, ids)));
  const byId = new Map(grouped.map((job) => [job.jobId, job]));
  return {
    data: ids.flatMap((id) => byId.get(id) ?? []),
    total: counts[tab],
    page,
    limit,
    counts,
  };
}

/** One job's record as the admin list shows it (read inside the caller's transaction); undefined without applicants. */
export async function applicationOfJob(db: Executor, jobId: string): Promise<Application | undefined> {
  return groupPerJob(await applicationRows(db, eq(applications.jobId, jobId)))[0];
}

/**
 * GET /api/students/{id}/apply-status, the five count cards of the student dashboard:
 * - pending: own requests waiting for review;
 * - approved: own requests approved (published as jobs);
 * - assigned: own open jobs with tutors put forward (a pending application) and none selected yet;
 * - confirmed: own jobs with a selected tutor (an accepted application);
 * - cancelled: own requests rejected, plus own jobs closed without a selected tutor.
 */
export async function applyStatusOf(db: Database, student: UserRow): Promise<{ counts: ApplyStatus }> {
  const requestCounts = await db
    .select({ status: studentTutorRequests.status, total: count() })
    .from(studentTutorRequests)
    .where(eq(studentTutorRequests.studentUserId, student.id))
    .groupBy(studentTutorRequests.status);
  const requests = Object.fromEntries(requestCounts.map((row) => [row.status, Number(row.total)]));

  const [jobs] = await db
    .select({
      assigned: sql<number>`count(*) filter (where ${tuitions.status} = 'active' and ${jobHasWaitingApplicant} and not ${jobHasSelectedTutor})`,
      confirmed: sql<number>`count(*) filter (where ${jobHasSelectedTutor})`,
      closed: sql<number>`count(*) filter (where ${tuitions.status} = 'closed' and not ${jobHasSelectedTutor})`,
    })
    .from(tuitions)
    .where(and(ownJobsOf(student)));

  return {
    counts: {
      pending: requests.pending ?? 0,
      approved: requests.approved ?? 0,
      assigned: Number(jobs?.assigned ?? 0),
      confirmed: Number(jobs?.confirmed ?? 0),
      cancelled: (requests.rejected ?? 0) + Number(jobs?.closed ?? 0),
    },
  };
}
