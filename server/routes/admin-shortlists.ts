import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  jobIdParamsSchema,
  shortlistBodySchema,
  shortlistSavedSchema,
  trialBodySchema,
  trialSavedSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { saveShortlist, setTrialDate } from '../services/shortlists';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** Staff (matchers) shortlist a job's applicants for its guardian and set the trial class date. */
export const adminShortlistRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.put(
    '/api/admin/jobs/:jobId/shortlist',
    {
      schema: {
        tags: ['admin'],
        summary: "Shortlist 1–5 of a job's waiting applicants for the guardian (replaces the previous shortlist)",
        description:
          "400 when an id is not a waiting applicant of the job or more than 5 are sent; 409 when the job has its tutor or is " +
          "closed. The job's request moves to shortlist_ready; the tutors and the guardian are told.",
        params: jobIdParamsSchema,
        body: shortlistBodySchema,
        response: { 200: shortlistSavedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => saveShortlist(deps, request.params.jobId, request.body.tutorIds, actorOf(request)),
  );

  app.put(
    '/api/admin/requests/:id/trial',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set or move the trial class date of a request whose guardian has picked a tutor',
        params: idParamsSchema,
        body: trialBodySchema,
        response: { 200: trialSavedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => setTrialDate(deps, request.params.id, request.body.trialAt, actorOf(request)),
  );
};
