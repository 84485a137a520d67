import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import {
  MY_REQUEST_MESSAGES as M,
  type ShortlistSaved,
  type TrialSaved,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { applications, studentTutorRequests, tuitions } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { logActivity, type Actor } from './activity-log';
import type { Clock } from './clock';
import { trialDateOf } from './my-requests';
import { lockRequestOfJob, moveToStage, noteOnTimeline } from './request-stages';
import { isUuid, tuitionMessages } from './tuitions';
import { tellShortlist } from './shortlist-notifications';

/**
 * PUT /api/admin/jobs/{jobId}/shortlist: the 1–5 applicants the guardian chooses from (the list replaces the previous
 * one, so a refill after "ask for more" is the same call). Every id must be a waiting applicant of this job (400); the
 * job must still be open (409). The job's request moves to shortlist_ready with its timeline row, the shortlisted
 * tutors and the guardian are told, and the change is logged, all in one transaction.
 */
export async function saveShortlist(
  { db, clock }: { db: Database; clock: Clock },
  jobId: string,
  tutorIds: string[],
  actor: Actor,
): Promise<ShortlistSaved> {
  if (!isUuid(jobId)) throw notFound(tuitionMessages.notFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(tuitions).where(eq(tuitions.id, jobId)).for('update');
    if (!job) throw notFound(tuitionMessages.notFound);
    if (job.status !== 'active') throw conflict(M.jobNotOpen);
    const waiting = await tx
      .select({ id: applications.id, tutorId: applications.tutorUserId, shortlistedAt: applications.shortlistedAt })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, job.id),
          inArray(applications.tutorUserId, tutorIds),
          eq(applications.status, 'pending'),
          isNull(applications.withdrawnAt),
        ),
      );
    if (waiting.length !== tutorIds.length) throw badRequest(M.notApplicant);
    const request = await lockRequestOfJob(tx, job);
    if (request && !['published', 'shortlist_ready', 'trial_class'].includes(request.stage)) {
      throw conflict(M.requestNotShortlistable);
    }
    const before = (
      await tx
        .select({ tutorId: applications.tutorUserId })
        .from(applications)
        .where(and(eq(applications.jobId, job.id), isNotNull(applications.shortlistedAt)))
    ).map((row) => row.tutorId);
    // Off the list: those not named now (a pick among them no longer stands).
    await tx
      .update(applications)
      .set({ shortlistedAt: null, pickedAt: null, updatedAt: now })
      .where(and(eq(applications.jobId, job.id), notInArray(applications.tutorUserId, tutorIds)));
    const added = waiting.filter((row) => row.shortlistedAt === null);
    if (added.length > 0) {
      await tx
        .update(applications)
        .set({ shortlistedAt: now, updatedAt: now })
        .where(inArray(applications.id, added.map((row) => row.id)));
    }
    let stage = request?.stage ?? null;
    if (request) {
      const refill = request.stage !== 'published';
      const moved = await moveToStage(tx, request, {
        stage: 'shortlist_ready',
        actorUserId: actor.userId,
        note: refill ? `Shortlist updated: ${tutorIds.length} tutor${tutorIds.length === 1 ? '' : 's'}` : `${tutorIds.length} tutor${tutorIds.length === 1 ? '' : 's'} shortlisted`,
        at: now,
        // A new list answers the ask for more; a pick from the old one no longer stands.
        set: { moreRequestedAt: null, ...(request.stage === 'trial_class' ? { trialAt: null } : {}) },
      });
      stage = moved.stage;
    }
    await tellShortlist(tx, {
      job,
      guardianUserId: request?.studentUserId ?? job.studentUserId,
      newlyShortlisted: added.map((row) => row.tutorId),
      size: tutorIds.length,
      at: now,
    });
    await logActivity(tx, actor, {
      action: 'application.shortlist',
      recordType: 'tuition',
      recordId: job.id,
      changes: { shortlist: { before: before, after: tutorIds } },
      at: now,
    });
    return { message: M.shortlisted, jobId: job.id, tutorIds, stage };
  });
}

/** PUT /api/admin/requests/{id}/trial: staff set or move the trial class date once the guardian has picked. */
export async function setTrialDate(
  { db, clock }: { db: Database; clock: Clock },
  id: string,
  trialAtInput: string,
  actor: Actor,
): Promise<TrialSaved> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = clock.now();
  const trialAt = trialDateOf(trialAtInput, now);
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(studentTutorRequests).where(eq(studentTutorRequests.id, id)).for('update');
    if (!request) throw notFound(M.notFound);
    if (request.stage !== 'trial_class') throw conflict(M.notInTrial);
    await tx.update(studentTutorRequests).set({ trialAt, updatedAt: now }).where(eq(studentTutorRequests.id, id));
    await noteOnTimeline(tx, id, { stage: 'trial_class', actorUserId: actor.userId, note: `Trial class set for ${trialAt.toISOString()}`, at: now });
    await logActivity(tx, actor, {
      action: 'request.trial',
      recordType: 'request',
      recordId: id,
      changes: { trialAt: { before: request.trialAt?.toISOString() ?? null, after: trialAt.toISOString() } },
      at: now,
    });
    return { message: M.trialSet, requestId: id, trialAt: trialAt.toISOString() };
  });
}
