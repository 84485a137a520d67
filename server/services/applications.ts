import { and, eq } from 'drizzle-orm';
import { MY_WORK_MESSAGES, type ApplyResponse } from '../../src/shared/api/contract';
import { formatJobNumber } from '../../src/shared/lib/job-number';
import { isUniqueViolation, type Database } from '../db/database';
import { applications, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from './clock';
import { assertDailyLimit } from './daily-limits';
import { applicationReceivedEvents, notifyMembers } from './member-notifications';
import { notifyAdmins } from './notifications';
import { findTuition, tuitionMessages } from './tuitions';

export const applicationMessages = {
  applied: 'Application submitted successfully!',
  alreadyApplied: 'You have already applied for this tuition',
};

/** POST /api/tuitionApply/apply/{id}: one application per tutor and job, only to an active job. */
export async function applyToTuition(db: Database, clock: Clock, tutor: UserRow, jobId: string): Promise<ApplyResponse> {
  const job = await findTuition(db, jobId);
  if (!job) throw notFound(tuitionMessages.notFound);
  // A link to a job that is no longer open still opens; applying to it says why not (409, not 404).
  if (job.status === 'assigned') throw conflict(MY_WORK_MESSAGES.jobAssigned);
  if (job.status === 'closed') throw conflict(MY_WORK_MESSAGES.jobClosed);
  const [previous] = await db
    .select({ withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.tutorUserId, tutor.id)))
    .limit(1);
  if (previous) throw conflict(previous.withdrawnAt ? MY_WORK_MESSAGES.withdrewFromJob : applicationMessages.alreadyApplied);
  const now = clock.now();
  await assertDailyLimit(db, 'applications', tutor.id, now);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(applications).values({ jobId: job.id, tutorUserId: tutor.id, appliedAt: now, updatedAt: now });
      await notifyAdmins(tx, {
        kind: 'application',
        title: 'New Application',
        message: `${tutor.name}${tutor.tutorId ? ` (Tutor ID ${tutor.tutorId})` : ''} applied for job ${formatJobNumber(job.jobNumber)}: ${job.classLevel}, ${job.area ? `${job.area}, ` : ''}${job.district}`,
        link: '/admin/applications',
        createdAt: now,
      });
      await notifyMembers(tx, applicationReceivedEvents(job, tutor.name), now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(applicationMessages.alreadyApplied);
    throw error;
  }
  return { success: true, message: applicationMessages.applied };
}

