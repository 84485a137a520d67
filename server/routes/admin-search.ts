import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { adminSearch } from '../services/admin-search';

export interface AdminSearchRoutesOptions {
  db: Database;
}

/** The admin header search. Admins only. */
export const adminSearchRoutes: FastifyPluginAsyncZod<AdminSearchRoutesOptions> = async (app, { db }) => {
  registerContractRoutes(app, adminSearchContract, {
    search: (request) => adminSearch(db, request.query.q),
  });
};
