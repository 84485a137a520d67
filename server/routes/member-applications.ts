import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationListSchema, errorResponseSchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { listVisibleApplications } from '../services/member-applications';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export const memberApplicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tuitionApply',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['tuitions'],
        summary: 'Applications per job: a tutor their own, a student those on their own jobs, an admin all',
        security: [{ bearerAuth: [] }],
        response: { 200: applicationListSchema, ...errors(401) },
      },
    },
    (request) => listVisibleApplications(db, authenticated(request).user),
  );
};
