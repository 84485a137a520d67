import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { contactTutor, listPublicTutors, publicTutorDetail } from '../services/tutors';

export interface TutorRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

export const tutorRoutes: FastifyPluginAsyncZod<TutorRoutesOptions> = async (app, { db, clock, rateLimitMax }) => {
  registerContractRoutes(app, tutorsContract, {
    list: (request) => listPublicTutors(db, request.query),
    detail: (request) => publicTutorDetail(db, request.params.id),
    contact: {
      config: { rateLimit: authRateLimit(rateLimitMax) },
      handler: async (request, reply) =>
        reply.status(201).send(await contactTutor(db, clock, request.params.id, request.body)),
    },
  });
};
