import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
import { listAffiliates, listTestimonials, publicStats } from '../services/content';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContractRoutes(app, contentContract, {
    // The admin edits these: never served from a cache without asking (docs/decisions.md).
    testimonials: (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listTestimonials(db);
    },
    affiliates: (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listAffiliates(db);
    },
    publicStats: () => publicStats(db),
  });
};
