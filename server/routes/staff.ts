import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListResponseSchema,
  activityQuerySchema,
  createStaffBodySchema,
  errorResponseSchema,
  idParamsSchema,
  staffAnswerSchema,
  staffListResponseSchema,
  updateStaffBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { createStaff, listActivity, listStaff, updateStaff, type StaffDeps } from '../services/staff';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** Staff accounts and the activity log: the owner's (roles in src/shared/api/contract/routes.ts). */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: StaffDeps = { db, clock };

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff account with its role and whether it is disabled',
        response: { 200: staffListResponseSchema, ...errors(401, 403) },
      },
    },
    () => listStaff(deps),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account with one role (owner, matcher, verifier, finance, content)',
        description: 'They sign in at /admin/login with the usual login call. 409 when the e-mail is taken.',
        body: createStaffBodySchema,
        response: { 201: staffAnswerSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaff(deps, request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a staff member\u2019s role, or disable them (every session revoked at once) or enable them',
        description: '409 when it would leave no active owner.',
        params: idParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateStaff(deps, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/activity',
    {
      schema: {
        tags: ['admin'],
        summary: 'The activity log, newest first: filter by actor, record type (and id) and date range; paged',
        querystring: activityQuerySchema,
        response: { 200: activityListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listActivity(deps, request.query),
  );
};
