import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ledgerEntryBodySchema,
  ledgerExportQuerySchema,
  paymentDeletedSchema,
  paymentDeleteQuerySchema,
  paymentLedgerResponseSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentStatusBodySchema,
  paymentUpdatedSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { actorOf } from '../services/activity-log';
import {
  addLedgerEntry,
  exportLedgerCsv,
  listPayments,
  paymentLedger,
  setPaymentStatus,
  voidPayment,
  type PaymentDeps,
} from '../services/admin-payments';
import type { Clock } from '../services/clock';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/**
 * Payment information: the tutors' fees and their ledger (docs/api.md "The fee ledger"). Staff only; who may call
 * each route is in src/shared/api/contract/routes.ts.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: PaymentDeps = { db, clock };

  app.get(
    '/api/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Fees: every status or one (or a finance queue), newest first, paged, with the tutor\u2019s name',
        description:
          'kind=media (default) or verification. queue=due-soon (due within 7 days), overdue or refund-due lists a ' +
          "finance queue, nearest due date first. Each record carries the spec's status (Due, Paid, Fraud, Cancel) and " +
          'the ledger\u2019s (ledgerStatus) with the balance.',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listPayments(deps, request.query),
  );

  app.get(
    '/api/payments/export.csv',
    {
      schema: {
        tags: ['payments'],
        summary: 'The ledger\u2019s entries recorded from one day to another (UTC), as CSV',
        querystring: ledgerExportQuerySchema,
        response: { 200: z.string(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await exportLedgerCsv(db, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/payments/:id/ledger',
    {
      schema: {
        tags: ['payments'],
        summary: 'One fee and every entry of its ledger, in the order recorded',
        params: idParamsSchema,
        response: { 200: paymentLedgerResponseSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => paymentLedger(deps, request.params.id),
  );

  app.post(
    '/api/payments/:id/ledger',
    {
      schema: {
        tags: ['payments'],
        summary: 'Record a refund paid out, an adjustment of the charge or a waiver',
        description:
          'refund: { method, reference, amount? } (default: the whole refund due); adjustment: { amount (signed), reason }; ' +
          'waiver: { reason, amount? } (default: the balance). 409 when the fee\u2019s state does not allow it.',
        params: idParamsSchema,
        body: ledgerEntryBodySchema,
        response: { 200: paymentUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => addLedgerEntry(deps, request.params.id, request.body, actorOf(request)),
  );

  app.put(
    '/api/payments/:id/status',
    {
      schema: {
        tags: ['payments'],
        summary: 'Set a fee\u2019s status: each is a ledger entry',
        description:
          'Paid records a payment of the balance (or amount) and needs method (bKash, Nagad, Rocket, bank, cash) and ' +
          'reference; the same reference twice records one payment. Cancel voids (optional reason); Fraud flags ' +
          '(reason); Due reopens a cancelled or flagged fee (reason). 409 when the fee\u2019s state does not allow it.',
        params: idParamsSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentUpdatedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => setPaymentStatus(deps, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Void a fee (optional ?reason=): it stays listed as Cancel with its ledger, and can be reopened',
        params: idParamsSchema,
        querystring: paymentDeleteQuerySchema,
        response: { 200: paymentDeletedSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => voidPayment(deps, request.params.id, request.query.reason, actorOf(request)),
  );
};
