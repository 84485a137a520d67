import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES,
  adminStudentsQuerySchema,
  adminStudentsResponseSchema,
} from '../../src/shared/api/contract/admin-users';
import { errorResponseSchema, idParamsSchema, messageResponseSchema } from '../../src/shared/api/contract/common';
import type { Database } from '../db/database';
import { conflict, forbidden, notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import { actorOf } from '../services/activity-log';
import { deleteUserAccount, listStudents, setMemberDisabled } from '../services/admin-users';
import type { Clock } from '../services/clock';
import type { DocumentStore } from '../services/documents';

export interface AdminUsersRoutesOptions {
  db: Database;
  clock: Clock;
  /** A deleted tutor's identity documents are removed from here. */
  documents: DocumentStore;
}

/** Guardians/Students management: the admin list and account deletion (admins only). */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (app, { db, clock, documents }) => {

  app.get(
    '/api/auth/get_all_users',
    {
      schema: {
        tags: ['auth'],
        summary: 'Guardian/student accounts: filter, search, sort and page, with the stat-card counts',
        querystring: adminStudentsQuerySchema,
        response: { 200: adminStudentsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { filter, search, sort, order, page, limit } = request.query;
      return listStudents(db, { filter, search, sort, order, page, limit, now: clock.now() });
    },
  );

  app.delete(
    '/api/auth/delete_user/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete a student or tutor account and what hangs on it, in one transaction',
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user } = authenticated(request);
      const outcome = await deleteUserAccount(db, request.params.id, user, clock.now(), actorOf(request));
      if (outcome === 'hasOpenWork') throw conflict(ADMIN_USER_MESSAGES.hasOpenWork);
      if (outcome === 'notFound') throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (outcome === 'isSelf') throw forbidden(ADMIN_USER_MESSAGES.cannotDeleteSelf);
      if (outcome === 'isAdmin') throw forbidden(ADMIN_USER_MESSAGES.cannotDeleteAdmin);
      // After the commit: the files go with the account (their signed links already find no profile: 404).
      await documents.removeAllOf(request.params.id).catch((error: unknown) => {
        request.log.error({ err: error, deletedUserId: request.params.id }, 'identity documents of a deleted account not removed');
      });
      request.log.info({ deletedUserId: request.params.id, by: user.id }, 'account deleted by admin');
      return { message: ADMIN_USER_MESSAGES.deleted };
    },
  );

  for (const [action, disabled] of [['deactivate', true], ['reactivate', false]] as const) {
    app.put(
      `/api/admin/users/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: disabled
            ? 'Deactivate a student or tutor: no login, every session revoked at once, everything kept'
            : 'Reactivate a deactivated student or tutor: they can sign in again',
          params: idParamsSchema,
          response: { 200: messageResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request) => {
        const outcome = await setMemberDisabled(db, request.params.id, disabled, clock.now(), actorOf(request));
        if (outcome === 'notFound') throw notFound(ADMIN_USER_MESSAGES.notFound);
        if (outcome === 'isAdmin') throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateAdmin);
        if (outcome === 'unchanged') throw conflict(disabled ? ADMIN_USER_MESSAGES.alreadyDeactivated : ADMIN_USER_MESSAGES.notDeactivated);
        return { message: disabled ? ADMIN_USER_MESSAGES.deactivated : ADMIN_USER_MESSAGES.reactivated };
      },
    );
  }
};
