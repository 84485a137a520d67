import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myRequestsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { askForMore, editMyRequest, listMyRequests, myShortlist, pickTutor, withdrawMyRequest } from '../services/my-requests';

/** "My requests": a guardian's own requests and their shortlists. Another guardian's request is 404. */
export const myRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, myRequestsContract, {
    list: (request) => listMyRequests(db, authenticated(request).user),
    edit: (request) => editMyRequest(db, clock, authenticated(request).user, request.params.id, request.body),
    withdraw: (request) =>
      withdrawMyRequest(db, clock, authenticated(request).user, request.params.id, request.body?.reason),
    shortlist: (request) => myShortlist(db, authenticated(request).user, request.params.id),
    pick: (request) => pickTutor(db, clock, authenticated(request).user, request.params.id, request.body),
    more: (request) => askForMore(db, clock, authenticated(request).user, request.params.id, request.body ?? undefined),
  });
};
