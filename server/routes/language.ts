import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';

/** The account's language (issue 16): screens, server messages, inbox rows and mails follow it. */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, languageContract, {
    save: async (request) => {
      const { user } = authenticated(request);
      const { language } = request.body;
      await db.update(users).set({ language, updatedAt: clock.now() }).where(eq(users.id, user.id));
      // This answer already speaks the new language.
      user.language = language;
      return { message: languageContract.save.messages.saved, language };
    },
  });
};
