import { z } from 'zod';
import { errorResponseSchema } from './common';
import { defineRoute } from './define-route';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const systemContract = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    responses: { 200: healthResponseSchema, 503: errorResponseSchema },
    tags: ['system'],
    summary: 'Liveness and database check',
    // 503 "Database unavailable" is for monitors, not people: it has no entry in the messages catalogue.
  }),
};
