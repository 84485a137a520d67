import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  requestStatusBodySchema,
  requestStatusChangedSchema,
  studentTutorRequestResponseSchema,
  tutorRequestUpdatedSchema,
  updateTutorRequestBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import { changeRequestStatus, getStudentTutorRequest, updateTutorRequest } from '../services/request-approval';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The admin's review of guardians'/students' tutor requests (/admin/student-tutor-requests): admins only. */
export const adminStudentRequestRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {

  app.get(
    '/api/students/get-tutor-request/:id',
    {
      schema: {
        tags: ['students'],
        summary: 'One tutor request (admins); opening a submitted request starts its review (stage under_review)',
        params: idParamsSchema,
        response: { 200: studentTutorRequestResponseSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => getStudentTutorRequest(db, request.params.id, { clock, actorUserId: request.auth?.user.id ?? null }),
  );

  app.put(
    '/api/students/change-request-status/:id',
    {
      // Before validation: a caller who is not an admin learns nothing about the body's rules.
      schema: {
        tags: ['students'],
        summary: 'Approve or reject a pending tutor request (admins)',
        description:
          "'approved' creates the active tuition from the request, marks it approved and stores the jobId, in one " +
          'transaction, and answers the jobId. A request that is no longer pending answers 409.',
        params: idParamsSchema,
        body: requestStatusBodySchema,
        response: { 200: requestStatusChangedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => changeRequestStatus(db, clock, request.params.id, request.body.status, {}, actorOf(request), request.body.reason),
  );

  app.put(
    '/api/students/update-tutor-request/:id',
    {
      schema: {
        tags: ['students'],
        summary: 'Save the edited request, and its tuition when it has one (admins)',
        description:
          'The full edited request updates the request and, when it carries a jobId, the linked tuition in the same ' +
          "transaction. { jobId } alone is accepted only for the request's own tuition (approval already stored it).",
        params: idParamsSchema,
        body: updateTutorRequestBodySchema,
        response: { 200: tutorRequestUpdatedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => updateTutorRequest(db, clock, request.params.id, request.body, actorOf(request)),
  );
};
