import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, accountContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { badRequest } from '../errors';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import { authRateLimit } from '../plugins/rate-limit';
import type { Clock } from '../services/clock';
import { assertStrongPassword, hashPassword, verifyPassword } from '../services/passwords';
import { setPasswordHash } from '../services/users';

export interface AdminAccountRoutesOptions {
  db: Database;
  clock: Clock;
  rateLimitMax: number;
}

/** The signed-in user's own account: the password change of /admin/profile (any role may use it). */
export const adminAccountRoutes: FastifyPluginAsyncZod<AdminAccountRoutesOptions> = async (
  app,
  { db, clock, rateLimitMax },
) => {
  registerContractRoutes(app, accountContract, {
    changePassword: {
      // The current password can be guessed through this call: same limit as login.
      config: { rateLimit: authRateLimit(rateLimitMax) },
      handler: async (request) => {
        const { user, session } = authenticated(request);
        // 400, not 401: the session is fine, and a 401 would read as "log in again" to clients.
        if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
          throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
        }
        await assertStrongPassword(request.body.newPassword, [user.name, user.email, user.phone]);
        const passwordHash = await hashPassword(request.body.newPassword);
        const now = clock.now();
        await db.transaction(async (tx) => {
          await setPasswordHash(tx, user.id, passwordHash, now);
          // Other devices signed in with the old password are signed out; this one stays.
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id), isNull(sessions.revokedAt)));
        });
        request.log.info({ userId: user.id }, 'password changed; other sessions revoked');
        return { message: ACCOUNT_MESSAGES.passwordChanged };
      },
    },
  });
};
