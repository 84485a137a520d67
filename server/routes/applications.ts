import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import { applyToTuition } from '../services/applications';
import type { Clock } from '../services/clock';

export const applicationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, applicationsContract, {
    apply: async (request, reply) =>
      reply.status(201).send(await applyToTuition(db, clock, authenticated(request).user, request.params.id)),
  });
};
