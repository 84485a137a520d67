import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHireRequestsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import { changeHireRequestStatus, listHireRequests } from '../services/admin-hire-requests';
import type { Clock } from '../services/clock';

/**
 * The admin's simple list of Hire a Tutor requests. The old client fetched it without a token; the
 * requests hold guardians' phone numbers, so both calls are for admins only.
 */
export const adminHireRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, adminHireRequestsContract, {
    list: (request) => listHireRequests(db, request.query),
    changeStatus: (request) => changeHireRequestStatus(db, clock, request.params.id, request.body, actorOf(request)),
  });
};
