import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, financeSummaryResponseSchema } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import { financeSummary } from '../services/finance-summary';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The dashboard's finance summary: for the staff who may see money (finance and the owner). */
export const adminFinanceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/admin/finance-summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'Charged, collected, outstanding and refunded per month for the last six months, from the fee ledger (whole Taka)',
        response: { 200: financeSummaryResponseSchema, ...errors(401, 403) },
      },
    },
    () => financeSummary(db, clock.now()),
  );
};
