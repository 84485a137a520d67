import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  tutorContactBodySchema,
  tutorDetailResponseSchema,
  tutorListQuerySchema,
  tutorListResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { contactTutor, listPublicTutors, publicTutorDetail } from '../services/tutors';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

export interface TutorRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

export const tutorRoutes: FastifyPluginAsyncZod<TutorRoutesOptions> = async (app, { db, clock, rateLimitMax }) => {
  app.get(
    '/api/tutors/all',
    {
      schema: {
        tags: ['tutors'],
        summary: 'Find tutors: public tutor data, newest first, filtered and paged',
        description:
          'type=premium; featured=true (verified or featured); district (any case); area (one of the areas the tutor ' +
          'teaches in); medium (Bangla, English, Madrasa, a category label or slug); class; gender (Male/Female). ' +
          'page from 1, limit 1-100 (15). Never e-mail, phone or documents.',
        querystring: tutorListQuerySchema,
        response: { 200: tutorListResponseSchema, ...errors(400) },
      },
    },
    (request) => listPublicTutors(db, request.query),
  );

  app.get(
    '/api/tutors/:id',
    {
      schema: {
        tags: ['tutors'],
        summary: "A tutor's public details, by id (or display number)",
        params: idParamsSchema,
        response: { 200: tutorDetailResponseSchema, ...errors(404) },
      },
    },
    (request) => publicTutorDetail(db, request.params.id),
  );

  app.post(
    '/api/tutors/:id/contact',
    {
      config: { rateLimit: authRateLimit(rateLimitMax) },
      schema: {
        tags: ['tutors'],
        summary: "The contact form of a tutor's details page: stored for the operations team",
        params: idParamsSchema,
        body: tutorContactBodySchema,
        response: { 201: messageResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await contactTutor(db, clock, request.params.id, request.body)),
  );
};
