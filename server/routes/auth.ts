import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  forgotPasswordBodySchema,
  idParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  otpBodySchema,
  otpErrorResponseSchema,
  otpSentResponseSchema,
  registerResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  userResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import { authRateLimit } from '../plugins/rate-limit';
import { authMessages, type AuthService } from '../services/auth';
import { graduationOf } from '../services/tutor-profile-wizard';
import { findUserById, toUserDto } from '../services/users';

export interface AuthRoutesOptions {
  db: Database;
  auth: AuthService;
  rateLimitMax: number;
}

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
/** The OTP routes' 400 and 429 say more than a message: tries left, an expired code, seconds until Resend. */
const otpErrors = (...codes: number[]) => ({
  ...errors(...codes),
  400: otpErrorResponseSchema,
  429: otpErrorResponseSchema,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registration is only for tutors and guardians/students: say so plainly rather than "invalid option". */
const refuseAdminRegistration: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as { userType?: unknown } | undefined;
  if (body && typeof body === 'object' && body.userType === 'admin') throw badRequest(authMessages.adminRegistration);
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, auth, rateLimitMax }) => {
  const rateLimit = authRateLimit(rateLimitMax);

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail or phone and password',
        description:
          'The account must be of the chosen userType. rememberMe keeps the session 30 days, otherwise 1 day.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 429) },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/auth/initiate_registration',
    {
      config: { rateLimit },
      preValidation: refuseAdminRegistration,
      schema: {
        tags: ['auth'],
        summary: 'Start a registration: sends a 6-digit OTP by e-mail (when given) and by SMS to the mobile number',
        description:
          'E-mail is optional; the phone is a Bangladeshi mobile number (01XXXXXXXXX, +880 or 880 accepted, Bangla digits accepted). sentTo names where the code went. The OTP is valid 10 minutes; a new one can be asked for once a minute per address (429 with retryAfterSeconds). The answer says when Resend opens (resendAfterSeconds).',
        body: registrationBodySchema,
        response: { 200: otpSentResponseSchema, ...otpErrors(409, 503) },
      },
    },
    (request) => auth.initiateRegistration(request.body, request.language),
  );

  app.post(
    '/api/auth/verify_registration',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: "Check the registration OTP of an address (at most 5 wrong tries)",
        body: otpBodySchema,
        response: { 200: messageResponseSchema, ...otpErrors() },
      },
    },
    (request) => auth.verifyRegistration(request.body, request.body.otp),
  );

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit },
      preValidation: refuseAdminRegistration,
      schema: {
        tags: ['auth'],
        summary: 'Create the account of an address whose OTP was verified',
        description: 'Answers 201 with a session (token) for the new user.',
        body: registrationBodySchema,
        response: { 201: registerResponseSchema, ...otpErrors(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.language)),
  );

  app.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: messageResponseSchema, ...errors(401) },
      },
    },
    (request) => auth.logout(authenticated(request).session.id),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset OTP to every contact of the account (by e-mail or mobile number)',
        body: forgotPasswordBodySchema,
        response: { 200: otpSentResponseSchema, ...otpErrors(404, 503) },
      },
    },
    (request) => auth.forgotPassword(request.body, request.language),
  );

  app.post(
    '/api/auth/verify-reset-otp',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Check the password reset OTP (at most 5 wrong tries)',
        body: otpBodySchema,
        response: { 200: messageResponseSchema, ...otpErrors() },
      },
    },
    (request) => auth.verifyResetOtp(request.body, request.body.otp),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a verified OTP; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...otpErrors(404) },
      },
    },
    (request) => auth.resetPassword(request.body, request.body.otp, request.body.newPassword),
  );

  app.get(
    '/api/auth/get_all_users/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'One account: your own, or any for an admin',
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { user: me } = authenticated(request);
      const { id } = request.params;
      if (me.id !== id && me.userType !== 'admin') throw forbidden('You can only view your own account.');
      const user = UUID.test(id) ? await findUserById(db, id) : undefined;
      if (!user) throw notFound('User not found');
      // The tutor dashboard's Education line: the graduation of the tutor's profile.
      const graduation = user.userType === 'tutor' ? await graduationOf(db, user.id) : undefined;
      return { user: { ...toUserDto(user), ...(graduation ? { education: { graduation } } : {}) } };
    },
  );
};
