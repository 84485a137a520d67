import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_USER_MESSAGES, adminUsersContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { conflict, forbidden, notFound } from '../errors';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
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

  /** Deactivate or reactivate: the same checks, the other way round. */
  const setAccess = async (request: FastifyRequest, id: string, disabled: boolean) => {
    const outcome = await setMemberDisabled(db, id, disabled, clock.now(), actorOf(request));
    if (outcome === 'notFound') throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (outcome === 'isAdmin') throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateAdmin);
    if (outcome === 'unchanged') throw conflict(disabled ? ADMIN_USER_MESSAGES.alreadyDeactivated : ADMIN_USER_MESSAGES.notDeactivated);
    return { message: disabled ? ADMIN_USER_MESSAGES.deactivated : ADMIN_USER_MESSAGES.reactivated };
  };

  registerContractRoutes(app, adminUsersContract, {
    students: async (request) => {
      const { filter, search, sort, order, page, limit } = request.query;
      return listStudents(db, { filter, search, sort, order, page, limit, now: clock.now() });
    },
    remove: async (request) => {
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
    deactivate: (request) => setAccess(request, request.params.id, true),
    reactivate: (request) => setAccess(request, request.params.id, false),
  });
};
