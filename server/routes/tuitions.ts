import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  districtCountsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  tuitionDetailResponseSchema,
  tuitionListQuerySchema,
  tuitionListResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import { deleteTuition } from '../services/admin-tuitions';
import type { Clock } from '../services/clock';
import { withMyApplicationStatus } from '../services/my-work';
import { countActiveByDistrict, listActiveTuitions, tuitionDetail } from '../services/tuitions';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export const tuitionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/tuitions',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'The tuition board: active jobs, newest first, filtered and paged',
        description:
          'jobId: a case-insensitive part of the id. from/to: inclusive days (YYYY-MM-DD, Dhaka time) of postedAt. ' +
          'preferredTutor: all, Any, Male or Female. district: any case or old spelling. page from 1, limit 1-100 (10). ' +
          'Login optional: a signed-in tutor\'s jobs they applied to carry myApplicationStatus (their own only).',
        querystring: tuitionListQuerySchema,
        response: { 200: tuitionListResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      const page = await listActiveTuitions(db, request.query);
      return { ...page, data: await withMyApplicationStatus(db, request.auth?.user ?? null, page.data) };
    },
  );

  app.get(
    '/api/tuitions/counts-by-district',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Active jobs per district (districts without any are left out)',
        response: { 200: districtCountsResponseSchema },
      },
    },
    async () => ({ data: await countActiveByDistrict(db) }),
  );

  app.get(
    '/api/tuitions/:id',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'One job, whatever its status (login optional)',
        description:
          'A guest, and any member who is not entitled, gets the public job (no guardian name, ids, institution or ' +
          'address). With a token, staff, the owner (the guardian/student the job is for) and the selected tutor ' +
          '(application accepted) get the full job.',
        params: idParamsSchema,
        response: { 200: tuitionDetailResponseSchema, ...errors(404) },
      },
    },
    async (request) => {
      const caller = request.auth?.user ?? null;
      const detail = await tuitionDetail(db, request.params.id, caller);
      const [data] = await withMyApplicationStatus(db, caller, [detail.data]);
      return { ...detail, data: data ?? detail.data };
    },
  );

  app.delete(
    '/api/tuitions/:id',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Delete a job and its applications (admins)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => deleteTuition(db, request.params.id, clock.now(), actorOf(request)),
  );
};
