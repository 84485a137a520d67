import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  publicTutorRequestBodySchema,
  publicTutorRequestCreatedSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { createPublicTutorRequest } from '../services/tutor-requests';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export interface TutorRequestRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

export const tutorRequestRoutes: FastifyPluginAsyncZod<TutorRequestRoutesOptions> = async (
  app,
  { db, clock, rateLimitMax },
) => {
  app.post(
    '/api/auth/create_tutor_request',
    {
      config: { rateLimit: authRateLimit(rateLimitMax) },
      schema: {
        tags: ['requests'],
        summary: "Hire a Tutor: a visitor asks for a tutor (public; a signed-in member's request is their own)",
        description:
          'Checked like the form: every field required, agreedToTerms true, subjects without duplicates, and the ' +
          'district, area, category (medium), class and subjects taken from the catalogue.',
        body: publicTutorRequestBodySchema,
        response: { 201: publicTutorRequestCreatedSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // A staff member filling the form for a caller is not the requester; a member's request is their own.
      const member = request.auth?.user.userType === 'admin' ? null : (request.auth?.user.id ?? null);
      return reply.status(201).send(await createPublicTutorRequest(db, clock, request.body, member));
    },
  );
};
