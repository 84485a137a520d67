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
    () => listTestimonials(db),
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
    () => listAffiliates(db),
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
