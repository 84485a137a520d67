import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShortlistsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { saveShortlist, setTrialDate } from '../services/shortlists';

/** Staff (matchers) shortlist a job's applicants for its guardian and set the trial class date. */
export const adminShortlistRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerContractRoutes(app, adminShortlistsContract, {
    shortlist: (request) => saveShortlist(deps, request.params.jobId, request.body.tutorIds, actorOf(request)),
    trial: (request) => setTrialDate(deps, request.params.id, request.body.trialAt, actorOf(request)),
  });
};
