import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuerySchema, adminSearchResponseSchema } from '../../src/shared/api/contract/admin-search';
import { errorResponseSchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { adminSearch } from '../services/admin-search';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export interface AdminSearchRoutesOptions {
  db: Database;
}

/** The admin header search. Admins only. */
export const adminSearchRoutes: FastifyPluginAsyncZod<AdminSearchRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/admin/search',
    {
      schema: {
        tags: ['admin'],
        summary: 'Header search: at most 5 students, 5 tutors and 5 jobs',
        description:
          'q (2 to 100 characters) matches name, e-mail or phone as a case-insensitive substring (LIKE wildcards ' +
          'taken literally), an exact student/tutor number, or a job by title, student name or id prefix.',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => adminSearch(db, request.query.q),
  );
};
