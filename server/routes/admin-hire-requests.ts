import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeHireRequestStatusBodySchema,
  errorResponseSchema,
  hireRequestListQuerySchema,
  hireRequestListResponseSchema,
  hireRequestUpdatedSchema,
  idParamsSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import { changeHireRequestStatus, listHireRequests } from '../services/admin-hire-requests';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/**
 * The admin's simple list of Hire a Tutor requests. The old client fetched it without a token; the
 * requests hold guardians' phone numbers, so both calls are for admins only.
 */
export const adminHireRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {

  app.get(
    '/api/auth/get_tutor_request',
    {
      // Before validation: a caller who is not an admin learns nothing about the query's rules.
      schema: {
        tags: ['requests'],
        summary: 'Hire a Tutor requests (admins): one tab (all, pending, completed), newest first, paged, with every tab\u2019s count',
        querystring: hireRequestListQuerySchema,
        response: { 200: hireRequestListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listHireRequests(db, request.query),
  );

  app.put(
    '/api/auth/change_request_status/:id',
    {
      schema: {
        tags: ['requests'],
        summary: 'Toggle a Hire a Tutor request between pending and completed (admins); { isCompleted } sets it instead',
        params: idParamsSchema,
        body: changeHireRequestStatusBodySchema,
        response: { 200: hireRequestUpdatedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => changeHireRequestStatus(db, clock, request.params.id, request.body, actorOf(request)),
  );
};
