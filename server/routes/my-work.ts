import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  myApplicationListQuerySchema,
  myApplicationListResponseSchema,
  myTuitionListResponseSchema,
  profileChecklistResponseSchema,
  withdrawApplicationResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';
import { listMyApplications, listMyTuitions, myProfileChecklist, withdrawMyApplication } from '../services/my-work';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** A tutor's own work (issue 12): their applications, withdrawing one, their tuitions and their profile checklist. */
export const myWorkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/me/applications',
    {
      schema: {
        tags: ['tuitions'],
        summary: "The tutor's applications, newest first, with where each stands and when it changed",
        description:
          'status: Applied, Shortlisted, Selected, Not selected, Job closed or Withdrawn (src/shared/lib/application-status). ' +
          'page from 1, limit 1-50 (10). The job is described by its public fields only.',
        querystring: myApplicationListQuerySchema,
        response: { 200: myApplicationListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listMyApplications(db, authenticated(request).user, request.query),
  );

  app.post(
    '/api/me/applications/:id/withdraw',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Withdraw one of your applications while it is open (Applied or Shortlisted)',
        description:
          '409 once selected, not selected or the job is closed; 404 for an application that is not yours. ' +
          'Withdrawing twice answers the withdrawn application again.',
        params: idParamsSchema,
        response: { 200: withdrawApplicationResponseSchema, ...errors(401, 403, 404, 409) },
      },
    },
    (request) => withdrawMyApplication(db, clock, authenticated(request).user, request.params.id),
  );

  app.get(
    '/api/me/tuitions',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'The tuitions you were selected for: terms, the guardian’s contact and the media fee',
        response: { 200: myTuitionListResponseSchema, ...errors(401, 403) },
      },
    },
    (request) => listMyTuitions(db, clock, authenticated(request).user),
  );

  app.get(
    '/api/me/profile-checklist',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'What your profile still needs for verification and for premium',
        response: { 200: profileChecklistResponseSchema, ...errors(401, 403) },
      },
    },
    (request) => myProfileChecklist(db, authenticated(request).user),
  );
};
