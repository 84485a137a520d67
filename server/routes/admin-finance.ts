import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFinanceContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { financeSummary } from '../services/finance-summary';

/** The dashboard's finance summary: for the staff who may see money (finance and the owner). */
export const adminFinanceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, adminFinanceContract, {
    summary: () => financeSummary(db, clock.now()),
  });
};
