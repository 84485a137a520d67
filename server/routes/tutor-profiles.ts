import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityBodySchema,
  availabilityResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  tutorProfileResponseSchema,
  tutorProfileSavedSchema,
  tutorProfileUpdateBodySchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { ownAccount, ownOrAdminRead } from '../services/member-access';
import { getTutorProfile, initializeTutorProfile, setAvailability, updateTutorProfile } from '../services/tutor-profile-wizard';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** A tutor's own profile wizard and availability switch. `:id` is the account's uuid. */
export const tutorProfileRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/tutors/:id/profile',
    {
      schema: {
        tags: ['tutors'],
        summary: "A tutor's full profile (the tutor, or an admin); 404 until initialized",
        params: idParamsSchema,
        response: { 200: tutorProfileResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => getTutorProfile(db, await ownOrAdminRead(db, request, request.params.id, 'tutor')),
  );

  app.post(
    '/api/tutors/:id/profile/initialize',
    {
      schema: {
        tags: ['tutors'],
        summary: 'Creates the own profile with the defaults (201), or answers the existing one (200)',
        params: idParamsSchema,
        response: { 200: tutorProfileResponseSchema, 201: tutorProfileResponseSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const { created, profile } = await initializeTutorProfile(db, clock, ownAccount(request, request.params.id, 'tutor'));
      return reply.status(created ? 201 : 200).send({ profile });
    },
  );

  app.put(
    '/api/tutors/:id/profile',
    {
      schema: {
        tags: ['tutors'],
        summary: 'Saves the profile wizard (education, tuition, personal); the server computes profileCompletion',
        description:
          'SSC and HSC complete; graduation, post-graduation and diploma all-or-nothing; lists without empties or ' +
          'duplicates; district, categories, classes and subjects from the catalogue. A personal e-mail or phone ' +
          'of another account is a 409.',
        params: idParamsSchema,
        body: tutorProfileUpdateBodySchema,
        response: { 200: tutorProfileSavedSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => updateTutorProfile(db, clock, ownAccount(request, request.params.id, 'tutor'), request.body),
  );

  app.put(
    '/api/tutors/:id/availability',
    {
      schema: {
        tags: ['tutors'],
        summary: 'The own "Available for Tuition" switch',
        params: idParamsSchema,
        body: availabilityBodySchema,
        response: { 200: availabilityResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => setAvailability(db, clock, ownAccount(request, request.params.id, 'tutor'), request.body.isAvailable),
  );
};
