import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  paymentDeletedSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentStatusBodySchema,
  paymentUpdatedSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { deletePayment, listPayments, setPaymentStatus } from '../services/admin-payments';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** Payment information: the tutors' media-fee records. Every call is for admins only. */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {

  app.get(
    '/api/payments',
    {
      // Before validation: a caller who is not an admin learns nothing about the query's rules.
      schema: {
        tags: ['payments'],
        summary: 'Payment records (admins): every status or one, newest first, paged, with the tutor\u2019s name',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listPayments(db, request.query),
  );

  app.put(
    '/api/payments/:id/status',
    {
      schema: {
        tags: ['payments'],
        summary: 'Set a payment\u2019s status, any to any: Due, Paid, Fraud or Cancel (admins)',
        params: idParamsSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentUpdatedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => setPaymentStatus(db, clock, request.params.id, request.body.status),
  );

  app.delete(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Delete a payment record for good (admins)',
        params: idParamsSchema,
        response: { 200: paymentDeletedSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => deletePayment(db, request.params.id),
  );
};
