import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  LANGUAGE_MESSAGES,
  languageBodySchema,
  languageResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The account's language (issue 16): screens, server messages, inbox rows and mails follow it. */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.put(
    '/api/me/language',
    {
      schema: {
        tags: ['auth'],
        summary: 'Save the language of your account (en or bn)',
        description:
          'Every signed-in member and staff member. Server messages, new inbox notifications and mails follow it; ' +
          'the answer is already written in the new language.',
        body: languageBodySchema,
        response: { 200: languageResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { user } = authenticated(request);
      const { language } = request.body;
      await db.update(users).set({ language, updatedAt: clock.now() }).where(eq(users.id, user.id));
      // This answer already speaks the new language.
      user.language = language;
      return { message: LANGUAGE_MESSAGES.saved, language };
    },
  );
};
