import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { memberReportsContract } from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
import { registerContractRoutes } from '../plugins/contract-routes';
import { actorOf } from '../services/activity-log';
import type { Clock } from '../services/clock';
import {
  adminJobPage,
  collectViaGuardian,
  confirmPaymentReport,
  confirmTuitionEnd,
  listMyPaymentReports,
  listPaymentReports,
  listTuitionEndReports,
  receiptOf,
  rejectPaymentReport,
  rejectTuitionEnd,
  reportPayment,
  reportTuitionEnd,
  type MemberReportDeps,
  type ReceiptData,
} from '../services/member-reports';
import { receiptFileName, renderReceipt } from '../services/payment-receipt';

/**
 * Members' reports (issue 13): a payment the tutor made, a tuition that ended; staff confirm or reject them. Also
 * "collect via guardian" and the admin job page. Who may call each route: the entries in src/shared/api/contract/member-reports.ts.
 */
export const memberReportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps: MemberReportDeps = { db, clock };

  const sendReceipt = async (reply: FastifyReply, data: ReceiptData) => {
    const pdf = await renderReceipt(data, clock.now());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(data.reportId)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  registerContractRoutes(app, memberReportsContract, {
    // ── The tutor
    reportPayment: async (request, reply) => {
      const answer = await reportPayment(deps, authenticated(request).user, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
    myPaymentReports: (request) => listMyPaymentReports(db, authenticated(request).user),
    myReceipt: async (request, reply) =>
      sendReceipt(reply, await receiptOf(db, request.params.id, authenticated(request).user.id)),
    tutorTuitionEnd: async (request, reply) => {
      const answer = await reportTuitionEnd(deps, authenticated(request).user, request.params.jobId, request.body);
      return reply.code(201).send(answer);
    },
    // ── The guardian
    guardianTuitionEnd: async (request, reply) => {
      const answer = await reportTuitionEnd(deps, authenticated(request).user, request.params.jobId, request.body);
      return reply.code(201).send(answer);
    },
    // ── Staff
    paymentReports: (request) => listPaymentReports(db, request.query.state, request.query.limit),
    confirmPayment: (request) => confirmPaymentReport(deps, request.params.id, actorOf(request)),
    rejectPayment: (request) => rejectPaymentReport(deps, request.params.id, request.body.reason, actorOf(request)),
    receipt: async (request, reply) => sendReceipt(reply, await receiptOf(db, request.params.id)),
    tuitionEndReports: (request) => listTuitionEndReports(db, request.query.state, request.query.limit),
    confirmTuitionEnd: (request) => confirmTuitionEnd(deps, request.params.id, actorOf(request)),
    rejectTuitionEnd: (request) => rejectTuitionEnd(deps, request.params.id, request.body.reason, actorOf(request)),
    collectViaGuardian: (request) => collectViaGuardian(deps, request.params.id, request.body.reason, actorOf(request)),
    jobPage: (request) => adminJobPage(deps, request.params.jobId),
  });
};
