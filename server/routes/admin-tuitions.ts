import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTuitionsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import { adminStats, closeTuition, createTuition, listAdminTuitions, updateTuition } from '../services/admin-tuitions';
import type { Clock } from '../services/clock';

/** The admin's dashboard figures and tuition management: every call is for admins only. */
export const adminTuitionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, adminTuitionsContract, {
    stats: () => adminStats(db, clock.now()),
    list: (request) => listAdminTuitions(db, request.query),
    create: async (request, reply) => {
      const created = await createTuition(db, request.body, clock.now(), actorOf(request));
      return reply.code(201).send(created);
    },
    update: (request) => updateTuition(db, request.params.id, request.body, clock.now(), actorOf(request)),
    close: (request) => closeTuition(db, request.params.id, request.body, clock.now(), actorOf(request)),
  });
};
