import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberExportContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import type { Clock } from '../services/clock';
import { exportFileName, exportMemberData } from '../services/member-export';

/** The signed-in member's own data as a JSON download (access: member). */
export const memberExportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  registerContractRoutes(app, memberExportContract, {
    download: async (request, reply) => {
      const { user } = authenticated(request);
      const now = clock.now();
      const data = await exportMemberData(db, user, now);
      request.log.info({ userId: user.id }, 'member data exported');
      reply.header('content-disposition', `attachment; filename="${exportFileName(user, now)}"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  });
};
