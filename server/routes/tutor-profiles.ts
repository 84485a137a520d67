import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorProfilesContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { ownAccount, ownOrAdminRead } from '../services/member-access';
import { getTutorProfile, initializeTutorProfile, setAvailability, updateTutorProfile } from '../services/tutor-profile-wizard';

/** A tutor's own profile wizard and availability switch. `:id` is the account's uuid. */
export const tutorProfileRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, tutorProfilesContract, {
    profile: async (request) => getTutorProfile(db, await ownOrAdminRead(db, request, request.params.id, 'tutor')),
    initialize: async (request, reply) => {
      const { created, profile } = await initializeTutorProfile(db, clock, ownAccount(request, request.params.id, 'tutor'));
      return reply.status(created ? 201 : 200).send({ profile });
    },
    save: async (request) => updateTutorProfile(db, clock, ownAccount(request, request.params.id, 'tutor'), request.body),
    availability: async (request) =>
      setAvailability(db, clock, ownAccount(request, request.params.id, 'tutor'), request.body.isAvailable),
  });
};
