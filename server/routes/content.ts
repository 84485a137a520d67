import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateListResponseSchema,
  publicStatsResponseSchema,
  testimonialListResponseSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { listAffiliates, listTestimonials, publicStats } from '../services/content';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['content'],
        summary: 'Testimonials of tutors and guardians/students, newest first (public)',
        response: { 200: testimonialListResponseSchema },
      },
    },
    // The admin edits these: never served from a cache without asking (docs/decisions.md).
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listTestimonials(db);
    },
  );

  app.get(
    '/api/affiliate',
    {
      schema: {
        tags: ['content'],
        summary: 'Affiliate offers, newest first (public)',
        response: { 200: affiliateListResponseSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listAffiliates(db);
    },
  );

  app.get(
    '/api/stats/public',
    {
      schema: {
        tags: ['content'],
        summary: "The home page's statistics band: tutors, guardians/students and live (active) jobs",
        response: { 200: publicStatsResponseSchema },
      },
    },
    () => publicStats(db),
  );
};
