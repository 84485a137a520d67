import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyStatusResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  studentProfileResponseSchema,
  studentProfileSavedSchema,
  studentProfileUpdateBodySchema,
  studentTutorRequestBodySchema,
  studentTutorRequestCreatedSchema,
  studentTutorRequestListQuerySchema,
  studentTutorRequestListSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';
import { ownAccount, ownOrAdminRead } from '../services/member-access';
import { applyStatusOf } from '../services/member-applications';
import { getStudentProfile, initializeStudentProfile, updateStudentProfile } from '../services/student-profiles';
import {
  createStudentTutorRequest,
  listStudentTutorRequestPage,
  listStudentTutorRequests,
} from '../services/student-tutor-requests';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** A guardian/student's own profile, tutor requests and apply status. `:id` is the account's uuid. */
export const studentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/students/:id/profile',
    {
      schema: {
        tags: ['students'],
        summary: "A student's profile (the student, or an admin); 404 until initialized",
        params: idParamsSchema,
        response: { 200: studentProfileResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => getStudentProfile(db, await ownOrAdminRead(db, request, request.params.id, 'student')),
  );

  app.post(
    '/api/students/:id/profile/initialize',
    {
      schema: {
        tags: ['students'],
        summary: 'Creates the own profile from the account (201), or answers the existing one (200)',
        params: idParamsSchema,
        response: { 200: studentProfileResponseSchema, 201: studentProfileResponseSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const { created, profile } = await initializeStudentProfile(db, clock, ownAccount(request, request.params.id, 'student'));
      return reply.status(created ? 201 : 200).send({ profile });
    },
  );

  app.put(
    '/api/students/:id/profile',
    {
      schema: {
        tags: ['students'],
        summary: "Updates the own account's name, e-mail and phone and the profile's gender, city and area together",
        params: idParamsSchema,
        body: studentProfileUpdateBodySchema,
        response: { 200: studentProfileSavedSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => updateStudentProfile(db, clock, ownAccount(request, request.params.id, 'student'), request.body),
  );

  app.post(
    '/api/students/:id/tutor-request',
    {
      schema: {
        tags: ['students'],
        summary: 'The tutor request wizard: a pending request of the calling student',
        description:
          "studentId is the caller's own and postedAt the server's time, whatever the body says. District, area " +
          '(location), category (medium), class and subjects come from the catalogue.',
        params: idParamsSchema,
        body: studentTutorRequestBodySchema,
        response: { 201: studentTutorRequestCreatedSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createStudentTutorRequest(db, clock, ownAccount(request, request.params.id, 'student'), request.body)),
  );

  app.get(
    '/api/students/get-tutor-requests',
    {
      schema: {
        tags: ['students'],
        summary: 'Tutor requests: a student their own, an admin all; newest first',
        description:
          'An admin may ask for one page of a tab: status=all|pending|approved|rejected, page from 1, limit 1-50 (12); ' +
          'the answer then adds total, page, limit and counts per tab. Students ignore these and get their own, unpaged.',
        querystring: studentTutorRequestListQuerySchema,
        response: { 200: studentTutorRequestListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => {
      const { user } = authenticated(request);
      const { status, page, limit } = request.query;
      if (user.userType === 'admin' && status) return listStudentTutorRequestPage(db, { status, page, limit });
      return listStudentTutorRequests(db, user);
    },
  );

  app.get(
    '/api/students/:id/apply-status',
    {
      schema: {
        tags: ['students'],
        summary: "The Apply Status counts of a student's dashboard (the student, or an admin)",
        params: idParamsSchema,
        response: { 200: applyStatusResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => applyStatusOf(db, await ownOrAdminRead(db, request, request.params.id, 'student')),
  );
};
