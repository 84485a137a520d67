import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberApplicationsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import { listApplicationPage, listVisibleApplications } from '../services/member-applications';

export const memberApplicationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContractRoutes(app, memberApplicationsContract, {
    list: (request) => {
      const { user } = authenticated(request);
      const { tab, page, limit } = request.query;
      if (user.userType === 'admin' && tab) return listApplicationPage(db, { tab, page, limit });
      return listVisibleApplications(db, user);
    },
  });
};
