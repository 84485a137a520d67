import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorRequestsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { createPublicTutorRequest } from '../services/tutor-requests';

export interface TutorRequestRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

export const tutorRequestRoutes: FastifyPluginAsyncZod<TutorRequestRoutesOptions> = async (
  app,
  { db, clock, rateLimitMax },
) => {
  registerContractRoutes(app, tutorRequestsContract, {
    create: {
      config: { rateLimit: authRateLimit(rateLimitMax) },
      handler: async (request, reply) => {
        // A staff member filling the form for a caller is not the requester; a member's request is their own.
        const member = request.auth?.user.userType === 'admin' ? null : (request.auth?.user.id ?? null);
        return reply.status(201).send(await createPublicTutorRequest(db, clock, request.body, member));
      },
    },
  });
};
