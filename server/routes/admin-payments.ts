import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { registerContractRoutes } from '../plugins/contract-routes';
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

/**
 * Payment information: the tutors' fees and their ledger (docs/api.md "The fee ledger"). Staff only; who may call
 * each route is on its entry in src/shared/api/contract/payments.ts.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: PaymentDeps = { db, clock };

  registerContractRoutes(app, adminPaymentsContract, {
    list: (request) => listPayments(deps, request.query),
    exportCsv: async (request, reply) => {
      const { from, to } = request.query;
      const csv = await exportLedgerCsv(db, from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
    ledger: (request) => paymentLedger(deps, request.params.id),
    addLedgerEntry: (request) => addLedgerEntry(deps, request.params.id, request.body, actorOf(request)),
    setStatus: (request) => setPaymentStatus(deps, request.params.id, request.body, actorOf(request)),
    void: (request) => voidPayment(deps, request.params.id, request.query.reason, actorOf(request)),
  });
};
