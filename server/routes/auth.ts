import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import { authRateLimit } from '../plugins/rate-limit';
import { authMessages, type AuthService } from '../services/auth';
import { graduationOf } from '../services/tutor-profile-wizard';
import { findUserById, toUserDto } from '../services/users';

export interface AuthRoutesOptions {
  db: Database;
  auth: AuthService;
  rateLimitMax: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registration is only for tutors and guardians/students: say so plainly rather than "invalid option". */
const refuseAdminRegistration: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as { userType?: unknown } | undefined;
  if (body && typeof body === 'object' && body.userType === 'admin') throw badRequest(authMessages.adminRegistration);
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, auth, rateLimitMax }) => {
  const config = { rateLimit: authRateLimit(rateLimitMax) };

  registerContractRoutes(app, authContract, {
    login: { config, handler: (request) => auth.login(request.body, request.ip) },
    initiateRegistration: {
      config,
      preValidation: refuseAdminRegistration,
      handler: (request) => auth.initiateRegistration(request.body, request.language),
    },
    verifyRegistration: { config, handler: (request) => auth.verifyRegistration(request.body, request.body.otp) },
    register: {
      config,
      preValidation: refuseAdminRegistration,
      handler: async (request, reply) => reply.status(201).send(await auth.register(request.body, request.language)),
    },
    logout: (request) => auth.logout(authenticated(request).session.id),
    forgotPassword: { config, handler: (request) => auth.forgotPassword(request.body, request.language) },
    verifyResetOtp: { config, handler: (request) => auth.verifyResetOtp(request.body, request.body.otp) },
    resetPassword: {
      config,
      handler: (request) => auth.resetPassword(request.body, request.body.otp, request.body.newPassword),
    },
    user: async (request) => {
      const { user: me } = authenticated(request);
      const { id } = request.params;
      if (me.id !== id && me.userType !== 'admin') throw forbidden(authContract.user.ownerMessage);
      const found = UUID.test(id) ? await findUserById(db, id) : undefined;
      if (!found) throw notFound(authContract.user.messages.notFound);
      // The tutor dashboard's Education line: the graduation of the tutor's profile.
      const graduation = found.userType === 'tutor' ? await graduationOf(db, found.id) : undefined;
      return { user: { ...toUserDto(found), ...(graduation ? { education: { graduation } } : {}) } };
    },
  });
};
