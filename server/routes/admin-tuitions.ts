import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsResponseSchema,
  adminTuitionListQuerySchema,
  adminTuitionListResponseSchema,
  closeTuitionBodySchema,
  createTuitionBodySchema,
  errorResponseSchema,
  idParamsSchema,
  tuitionSavedResponseSchema,
  updateTuitionBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import { adminStats, closeTuition, createTuition, listAdminTuitions, updateTuition } from '../services/admin-tuitions';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The admin's dashboard figures and tuition management: every call is for admins only. */
export const adminTuitionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {

  app.get(
    '/api/admin/stats',
    {
      // Before validation: a caller who is not an admin learns nothing about the body's rules.
      schema: {
        tags: ['admin'],
        summary: 'Dashboard counts and growth: this month so far against the same length of time from the start of last month (percent; 100 when that had none)',
        response: { 200: adminStatsResponseSchema, ...errors(401, 403) },
      },
    },
    () => adminStats(db, clock.now()),
  );

  app.get(
    '/api/admin/tuitions',
    {
      // Before validation: a caller who is not an admin learns nothing about the body's rules.
      schema: {
        tags: ['admin'],
        summary: 'Every tuition job (or one status), newest first, paged',
        querystring: adminTuitionListQuerySchema,
        response: { 200: adminTuitionListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listAdminTuitions(db, request.query),
  );

  app.post(
    '/api/tuitions/create',
    {
      // Before validation: a caller who is not an admin learns nothing about the body's rules.
      schema: {
        tags: ['tuitions'],
        summary: 'Create an active tuition job (admins)',
        body: createTuitionBodySchema,
        response: { 201: tuitionSavedResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createTuition(db, request.body, clock.now(), actorOf(request));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/tuitions/:id',
    {
      // Before validation: a caller who is not an admin learns nothing about the body's rules.
      schema: {
        tags: ['tuitions'],
        summary: 'Edit a tuition job or set its status (admins)',
        params: idParamsSchema,
        body: updateTuitionBodySchema,
        response: { 200: tuitionSavedResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateTuition(db, request.params.id, request.body, clock.now(), actorOf(request)),
  );

  app.put(
    '/api/admin/tuitions/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close a job with a reason: it leaves the board, its applicants see "Job closed", the guardian is told',
        params: idParamsSchema,
        body: closeTuitionBodySchema,
        response: { 200: tuitionSavedResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => closeTuition(db, request.params.id, request.body, clock.now(), actorOf(request)),
  );
};
