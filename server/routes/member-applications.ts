import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationListQuerySchema, applicationListSchema, errorResponseSchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { listApplicationPage, listVisibleApplications } from '../services/member-applications';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export const memberApplicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tuitionApply',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Applications per job: a tutor their own, a student those on their own jobs, an admin all',
        description:
          'An admin may ask for one page of a tab: tab=pending (jobs without their tutor) or assigned, page from 1, ' +
          'limit 1-50 (10); the answer then adds total, page, limit and counts per tab. Members ignore these.',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors(400, 401) },
      },
    },
    (request) => {
      const { user } = authenticated(request);
      const { tab, page, limit } = request.query;
      if (user.userType === 'admin' && tab) return listApplicationPage(db, { tab, page, limit });
      return listVisibleApplications(db, user);
    },
  );
};
