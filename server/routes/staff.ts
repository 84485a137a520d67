import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { createStaff, listActivity, listStaff, updateStaff, type StaffDeps } from '../services/staff';

/** Staff accounts and the activity log: the owner's (roles on the entries in src/shared/api/contract/staff.ts). */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: StaffDeps = { db, clock };

  registerContractRoutes(app, staffContract, {
    list: () => listStaff(deps),
    create: async (request, reply) => reply.code(201).send(await createStaff(deps, request.body, actorOf(request))),
    update: (request) => updateStaff(deps, request.params.id, request.body, actorOf(request)),
    activity: (request) => listActivity(deps, request.query),
  });
};
