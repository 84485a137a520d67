import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  adminJobPageSchema,
  adminPaymentReportListSchema,
  adminTuitionEndReportListSchema,
  collectViaGuardianAnswerSchema,
  collectViaGuardianBodySchema,
  errorResponseSchema,
  idParamsSchema,
  jobIdParamsSchema,
  memberReportListQuerySchema,
  paymentReportAnswerSchema,
  paymentReportBodySchema,
  paymentReportListSchema,
  rejectReportBodySchema,
  tuitionEndBodySchema,
  tuitionEndReportAnswerSchema,
} from '../../src/shared/api/contract';
import type { Database } from '../db/database';
import { authenticated } from '../plugins/auth';
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

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/**
 * Members' reports (issue 13): a payment the tutor made, a tuition that ended; staff confirm or reject them. Also
 * "collect via guardian" and the admin job page. Who may call each route: src/shared/api/contract/routes.ts.
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

  // ── The tutor

  app.post(
    '/api/me/fees/:id/payment-reports',
    {
      schema: {
        tags: ['payments'],
        summary: 'Report a payment you made on your media fee (method, transaction id, amount in whole Taka)',
        description:
          'Finance confirms it (a payment on the ledger, with a receipt) or rejects it with a reason. 404 for a fee that ' +
          'is not yours; 409 when nothing is owed, the reference is already recorded or already waiting.',
        params: idParamsSchema,
        body: paymentReportBodySchema,
        response: { 201: paymentReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await reportPayment(deps, authenticated(request).user, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/me/payment-reports',
    {
      schema: {
        tags: ['payments'],
        summary: 'Your payment reports, newest first, with where each stands',
        response: { 200: paymentReportListSchema, ...errors(401, 403) },
      },
    },
    (request) => listMyPaymentReports(db, authenticated(request).user),
  );

  app.get(
    '/api/me/payment-reports/:id/receipt',
    {
      schema: {
        tags: ['payments'],
        summary: 'The receipt (PDF) of one of your confirmed payments',
        description: '404 for a report that is not yours; 409 while it is not confirmed.',
        params: idParamsSchema,
      },
    },
    async (request, reply) => sendReceipt(reply, await receiptOf(db, request.params.id, authenticated(request).user.id)),
  );

  app.post(
    '/api/me/tuitions/:jobId/end-report',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Report that your tuition ended, with the date',
        description:
          'The date may not be before you were assigned nor in the future (Dhaka days). Staff confirm it and the fee ' +
          'follows the rule: before the start void; within the first month 40%; after it the full fee.',
        params: jobIdParamsSchema,
        body: tuitionEndBodySchema,
        response: { 201: tuitionEndReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await reportTuitionEnd(deps, authenticated(request).user, request.params.jobId, request.body);
      return reply.code(201).send(answer);
    },
  );

  // ── The guardian

  app.post(
    '/api/me/jobs/:jobId/end-report',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Report that the tuition of your request ended, with the date',
        description: 'As the tutor\u2019s report; 404 for a job that is not yours or has no tutor assigned.',
        params: jobIdParamsSchema,
        body: tuitionEndBodySchema,
        response: { 201: tuitionEndReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await reportTuitionEnd(deps, authenticated(request).user, request.params.jobId, request.body);
      return reply.code(201).send(answer);
    },
  );

  // ── Staff

  app.get(
    '/api/admin/payment-reports',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment reports by state (pending by default: oldest first)',
        querystring: memberReportListQuerySchema,
        response: { 200: adminPaymentReportListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listPaymentReports(db, request.query.state, request.query.limit),
  );

  app.put(
    '/api/admin/payment-reports/:id/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirm a payment report: a payment entry on the fee\u2019s ledger (one per reference) and a receipt',
        params: idParamsSchema,
        response: { 200: paymentReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => confirmPaymentReport(deps, request.params.id, actorOf(request)),
  );

  app.put(
    '/api/admin/payment-reports/:id/reject',
    {
      schema: {
        tags: ['payments'],
        summary: 'Reject a payment report with a reason; the tutor is told in their inbox',
        params: idParamsSchema,
        body: rejectReportBodySchema,
        response: { 200: paymentReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => rejectPaymentReport(deps, request.params.id, request.body.reason, actorOf(request)),
  );

  app.get(
    '/api/admin/payment-reports/:id/receipt',
    {
      schema: {
        tags: ['payments'],
        summary: 'The receipt (PDF) of a confirmed payment report',
        params: idParamsSchema,
      },
    },
    async (request, reply) => sendReceipt(reply, await receiptOf(db, request.params.id)),
  );

  app.get(
    '/api/admin/tuition-end-reports',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Tuition end reports by state (pending by default: oldest first)',
        querystring: memberReportListQuerySchema,
        response: { 200: adminTuitionEndReportListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listTuitionEndReports(db, request.query.state, request.query.limit),
  );

  app.put(
    '/api/admin/tuition-end-reports/:id/confirm',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Confirm that a tuition ended: the fee follows the rule and the job is closed',
        params: idParamsSchema,
        response: { 200: tuitionEndReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => confirmTuitionEnd(deps, request.params.id, actorOf(request)),
  );

  app.put(
    '/api/admin/tuition-end-reports/:id/reject',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'Reject a tuition end report with a reason; the member who reported it is told',
        params: idParamsSchema,
        body: rejectReportBodySchema,
        response: { 200: tuitionEndReportAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => rejectTuitionEnd(deps, request.params.id, request.body.reason, actorOf(request)),
  );

  app.put(
    '/api/payments/:id/collect-via-guardian',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mark an unpaid fee to be collected via the guardian (with a reason)',
        params: idParamsSchema,
        body: collectViaGuardianBodySchema,
        response: { 200: collectViaGuardianAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => collectViaGuardian(deps, request.params.id, request.body.reason, actorOf(request)),
  );

  app.get(
    '/api/admin/jobs/:jobId',
    {
      schema: {
        tags: ['tuitions'],
        summary: 'One job in one place: request, applicants, shortlist, assignment, fees with their ledgers, history',
        params: jobIdParamsSchema,
        response: { 200: adminJobPageSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => adminJobPage(deps, request.params.jobId),
  );
};
