import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myWorkContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { listMyApplications, listMyTuitions, myProfileChecklist, withdrawMyApplication } from '../services/my-work';

/** A tutor's own work (issue 12): their applications, withdrawing one, their tuitions and their profile checklist. */
export const myWorkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, myWorkContract, {
    applications: (request) => listMyApplications(db, authenticated(request).user, request.query),
    withdraw: (request) => withdrawMyApplication(db, clock, authenticated(request).user, request.params.id),
    tuitions: (request) => listMyTuitions(db, clock, authenticated(request).user),
    profileChecklist: (request) => myProfileChecklist(db, authenticated(request).user),
  });
};
