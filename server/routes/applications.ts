import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyResponseSchema, errorResponseSchema, idParamsSchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { applyToTuition } from '../services/applications';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export const applicationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/api/tuitionApply/apply/:id',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Apply for an active job (tutors; once per job)',
        params: idParamsSchema,
        response: { 201: applyResponseSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyToTuition(db, clock, authenticated(request).user, request.params.id)),
  );
};
