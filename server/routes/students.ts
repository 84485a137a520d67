import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { ownAccount, ownOrAdminRead } from '../services/member-access';
import { applyStatusOf } from '../services/member-applications';
import { getStudentProfile, initializeStudentProfile, updateStudentProfile } from '../services/student-profiles';
import {
  createStudentTutorRequest,
  listStudentTutorRequestPage,
  listStudentTutorRequests,
} from '../services/student-tutor-requests';

/** A guardian/student's own profile, tutor requests and apply status. `:id` is the account's uuid. */
export const studentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, studentsContract, {
    profile: async (request) => getStudentProfile(db, await ownOrAdminRead(db, request, request.params.id, 'student')),
    initializeProfile: async (request, reply) => {
      const { created, profile } = await initializeStudentProfile(db, clock, ownAccount(request, request.params.id, 'student'));
      return reply.status(created ? 201 : 200).send({ profile });
    },
    saveProfile: async (request) =>
      updateStudentProfile(db, clock, ownAccount(request, request.params.id, 'student'), request.body),
    createTutorRequest: async (request, reply) =>
      reply
        .status(201)
        .send(await createStudentTutorRequest(db, clock, ownAccount(request, request.params.id, 'student'), request.body)),
    tutorRequests: (request) => {
      const { user } = authenticated(request);
      const { status, page, limit } = request.query;
      if (user.userType === 'admin' && status) return listStudentTutorRequestPage(db, { status, page, limit });
      return listStudentTutorRequests(db, user);
    },
    applyStatus: async (request) => applyStatusOf(db, await ownOrAdminRead(db, request, request.params.id, 'student')),
  });
};
