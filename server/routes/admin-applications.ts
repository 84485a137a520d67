import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApplicationsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { applicantContact, deassignTutor, selectTutor, type TutorAssignmentDeps } from '../services/tutor-assignment';

/** The admin applications screen: select or deassign a job's tutor, and an applicant's contact details. Admins only. */
export const adminApplicationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: TutorAssignmentDeps = { db, clock };

  registerContractRoutes(app, adminApplicationsContract, {
    select: (request) =>
      selectTutor(deps, request.params.jobId, request.body, { ...actorOf(request), role: request.auth?.user.role ?? null }),
    deassign: (request) => deassignTutor(deps, request.params.jobId, actorOf(request), request.query.reason),
    applicant: (request) => applicantContact(db, request.params.tutorId),
  });
};
