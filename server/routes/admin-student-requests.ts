import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStudentRequestsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { changeRequestStatus, getStudentTutorRequest, updateTutorRequest } from '../services/request-approval';

/** The admin's review of guardians'/students' tutor requests (/admin/student-tutor-requests): admins only. */
export const adminStudentRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, adminStudentRequestsContract, {
    get: (request) => getStudentTutorRequest(db, request.params.id, { clock, actorUserId: request.auth?.user.id ?? null }),
    changeStatus: (request) =>
      changeRequestStatus(db, clock, request.params.id, request.body.status, {}, actorOf(request), request.body.reason),
    update: (request) => updateTutorRequest(db, clock, request.params.id, request.body, actorOf(request)),
  });
};
