import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  moreCandidatesBodySchema,
  myRequestChangedSchema,
  myRequestEditBodySchema,
  myRequestListSchema,
  myRequestSavedSchema,
  myShortlistSchema,
  pickTutorBodySchema,
  withdrawRequestBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';
import { askForMore, editMyRequest, listMyRequests, myShortlist, pickTutor, withdrawMyRequest } from '../services/my-requests';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** "My requests": a guardian's own requests and their shortlists. Another guardian's request is 404. */
export const myRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/me/requests',
    {
      schema: {
        tags: ['requests'],
        summary: "The guardian's own requests, newest first, each with its stage and dated timeline",
        description:
          'Dashboard requests (stage, timeline, job number once published, closed reason, trial date) and the Hire a ' +
          'Tutor requests sent while logged in. The spec\'s `status` is unchanged; `stage` is the lifecycle.',
        response: { 200: myRequestListSchema, ...errors(401, 403) },
      },
    },
    (request) => listMyRequests(db, authenticated(request).user),
  );

  app.put(
    '/api/me/requests/:id',
    {
      schema: {
        tags: ['requests'],
        summary: 'Edit one of my requests while it waits for review (409 once published)',
        params: idParamsSchema,
        body: myRequestEditBodySchema,
        response: { 200: myRequestSavedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => editMyRequest(db, clock, authenticated(request).user, request.params.id, request.body),
  );

  app.post(
    '/api/me/requests/:id/withdraw',
    {
      schema: {
        tags: ['requests'],
        summary: 'Withdraw one of my requests while it waits for review (409 once published)',
        params: idParamsSchema,
        body: withdrawRequestBodySchema,
        response: { 200: myRequestSavedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => withdrawMyRequest(db, clock, authenticated(request).user, request.params.id, request.body?.reason),
  );

  app.get(
    '/api/me/requests/:id/shortlist',
    {
      schema: {
        tags: ['requests'],
        summary: "My request's shortlist: each tutor's public profile and CV link (no phone or e-mail before selection)",
        params: idParamsSchema,
        response: { 200: myShortlistSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => myShortlist(db, authenticated(request).user, request.params.id),
  );

  app.post(
    '/api/me/requests/:id/pick',
    {
      schema: {
        tags: ['requests'],
        summary: 'Pick a shortlisted tutor for a trial class (400 when not on the shortlist)',
        description: 'Optional trialAt (ISO date-time, within 60 days) proposes the trial date; staff may set or move it.',
        params: idParamsSchema,
        body: pickTutorBodySchema,
        response: { 200: myRequestChangedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => pickTutor(db, clock, authenticated(request).user, request.params.id, request.body),
  );

  app.post(
    '/api/me/requests/:id/more',
    {
      schema: {
        tags: ['requests'],
        summary: 'Ask for more candidates: staff refill the shortlist',
        params: idParamsSchema,
        body: moreCandidatesBodySchema,
        response: { 200: myRequestChangedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => askForMore(db, clock, authenticated(request).user, request.params.id, request.body ?? undefined),
  );
};
