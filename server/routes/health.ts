import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemContract } from '../../src/shared/api/contract';
import { pingDatabase, type Database } from '../db/database';
import { serviceUnavailable } from '../errors';
import { registerContractRoutes } from '../plugins/contract-routes';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContractRoutes(app, systemContract, {
    health: async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw serviceUnavailable('Database unavailable');
      }
      return { status: 'ok' as const };
    },
  });
};
