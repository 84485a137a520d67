import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../src/shared/api/contract/common';
import { memberExportSchema } from '../../src/shared/api/contract/privacy';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import type { Clock } from '../services/clock';
import { exportFileName, exportMemberData } from '../services/member-export';

/** GET /api/me/export: the signed-in member's own data as a JSON download (access: member). */
export const memberExportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/me/export',
    {
      schema: {
        tags: ['auth'],
        summary: 'Download my data: everything kept about the own account, as a JSON attachment',
        description:
          'The account (no password hash), profile, tutor requests and their jobs, applications, media-fee records, ' +
          'sign-ins (no tokens) and whether each identity document is on file (never where it is stored).',
        response: { 200: memberExportSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = authenticated(request);
      const now = clock.now();
      const data = await exportMemberData(db, user, now);
      request.log.info({ userId: user.id }, 'member data exported');
      reply.header('content-disposition', `attachment; filename="${exportFileName(user, now)}"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
};
