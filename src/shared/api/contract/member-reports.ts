import { z } from 'zod';
import { FEE_COLLECT_FROM, MEMBER_REPORT_STATES } from '../../config/catalogue';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { ledgerEntrySchema, paymentMethodSchema, paymentReferenceSchema, paymentSchema, reasonSchema, takaAmountSchema } from './payments';
import { activityEntrySchema } from './staff';
import { tuitionSchema } from './tuition';

// Members' reports to the team (issue 13): a payment the tutor made, a tuition that ended; finance and the matchers
// confirm or reject them. "Collect via guardian" and the admin job page live here too.

/** The answers and refusals, word for word on both sides. */
export const MEMBER_REPORT_MESSAGES = {
  paymentReported: 'Thank you. The Shikhon team will check your payment and confirm it.',
  endReported: 'Thank you. The Shikhon team will check and confirm that the tuition ended.',
  feeNotFound: 'Fee not found',
  tuitionNotFound: 'Tuition not found',
  reportNotFound: 'Report not found',
  alreadyDecided: 'This report has already been confirmed or rejected',
  alreadyReported: 'This payment has already been reported and is waiting for confirmation',
  alreadyRecorded: 'This payment is already recorded',
  endAlreadyReported: 'This tuition\u2019s end has already been reported and is waiting for confirmation',
  nothingOwed: 'Nothing is owed on this fee',
  overBalance: 'The amount is more than what is owed',
  endBeforeAssignment: 'The end date cannot be before the tuition was assigned',
  endInFuture: 'The end date cannot be in the future',
  endDateRequired: 'Please give the date the tuition ended',
  paymentConfirmed: 'Payment confirmed and recorded on the ledger',
  paymentRejected: 'Payment report rejected; the tutor has been told',
  endConfirmed: 'Tuition end confirmed; the fee follows the rule',
  endRejected: 'Tuition end report rejected',
  receiptNotReady: 'The receipt is ready once the payment is confirmed',
  collectViaGuardian: 'The fee is now marked to be collected via the guardian',
  alreadyGuardian: 'This fee is already marked to be collected via the guardian',
  notUnpaid: 'Only an unpaid fee can be collected via the guardian',
  jobNotFound: 'Job not found',
} as const;

export const memberReportStateSchema = z.enum(MEMBER_REPORT_STATES);

// ── A payment the tutor reports: POST /api/me/fees/{id}/payment-reports

export const paymentReportBodySchema = z.object({
  method: paymentMethodSchema,
  reference: paymentReferenceSchema,
  amount: takaAmountSchema,
});
export type PaymentReportBody = z.infer<typeof paymentReportBodySchema>;

export const paymentReportSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  /** The job's short number (SK-…); null for a verification fee. */
  jobNumber: z.number().int().nullable(),
  tutorId: z.string().nullable(),
  tutorName: z.string().nullable(),
  amount: z.number().int(),
  method: paymentMethodSchema,
  reference: z.string(),
  state: memberReportStateSchema,
  /** What the fee still owes now (whole Taka). */
  feeBalance: z.number().int(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Confirmed: the receipt PDF can be downloaded. */
  hasReceipt: z.boolean(),
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;

export const paymentReportAnswerSchema = z.object({ message: z.string(), data: paymentReportSchema });
export type PaymentReportAnswer = z.infer<typeof paymentReportAnswerSchema>;

// GET /api/me/payment-reports: the tutor's own reports, newest first.
export const paymentReportListSchema = z.object({ data: z.array(paymentReportSchema) });
export type PaymentReportList = z.infer<typeof paymentReportListSchema>;

// ── A tuition that ended: POST /api/me/tuitions/{jobId}/end-report (the tutor), POST /api/me/jobs/{jobId}/end-report
// (the guardian)

export const jobIdParamsSchema = z.object({ jobId: z.string().min(1).max(64) });

export const tuitionEndBodySchema = z.object({
  endedOn: z.iso.date(MEMBER_REPORT_MESSAGES.endDateRequired),
  note: z.string().trim().max(500, 'The note is at most 500 characters').optional(),
});
export type TuitionEndBody = z.infer<typeof tuitionEndBodySchema>;

export const tuitionEndReportSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobNumber: z.number().int(),
  /** tutor or student: who reported it. */
  reporterType: z.enum(['tutor', 'student']).nullable(),
  tutorName: z.string().nullable(),
  endedOn: z.string(),
  note: z.string().nullable(),
  state: memberReportStateSchema,
  /** The fee's start date and charge now, so staff see what the rule will do. */
  startDate: z.string().nullable(),
  feeAmount: z.number().int().nullable(),
  agreedSalary: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TuitionEndReport = z.infer<typeof tuitionEndReportSchema>;

export const tuitionEndReportAnswerSchema = z.object({ message: z.string(), data: tuitionEndReportSchema });
export type TuitionEndReportAnswer = z.infer<typeof tuitionEndReportAnswerSchema>;

// ── Staff: GET /api/admin/payment-reports, GET /api/admin/tuition-end-reports (?state=pending by default)

export const memberReportListQuerySchema = z.object({
  state: memberReportStateSchema.default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MemberReportListQuery = z.input<typeof memberReportListQuerySchema>;

export const adminPaymentReportListSchema = z.object({ data: z.array(paymentReportSchema), total: z.number().int() });
export type AdminPaymentReportList = z.infer<typeof adminPaymentReportListSchema>;
export const adminTuitionEndReportListSchema = z.object({ data: z.array(tuitionEndReportSchema), total: z.number().int() });
export type AdminTuitionEndReportList = z.infer<typeof adminTuitionEndReportListSchema>;

/** PUT …/{id}/reject */
export const rejectReportBodySchema = z.object({ reason: reasonSchema });
export type RejectReportBody = z.infer<typeof rejectReportBodySchema>;

// ── PUT /api/payments/{id}/collect-via-guardian

export const collectViaGuardianBodySchema = z.object({ reason: reasonSchema });
export type CollectViaGuardianBody = z.infer<typeof collectViaGuardianBodySchema>;
export const collectViaGuardianAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ paymentId: z.string(), collectFrom: z.enum(FEE_COLLECT_FROM) }),
});
export type CollectViaGuardianAnswer = z.infer<typeof collectViaGuardianAnswerSchema>;

// ── GET /api/admin/jobs/{id}: one job's page

export const adminJobApplicantSchema = z.object({
  applicationId: z.string(),
  tutorId: z.string().nullable(),
  tutorName: z.string().nullable(),
  status: z.string(),
  appliedAt: z.string(),
  shortlisted: z.boolean(),
  withdrawn: z.boolean(),
});
export type AdminJobApplicant = z.infer<typeof adminJobApplicantSchema>;

export const adminJobPageSchema = z.object({
  job: tuitionSchema,
  /** The guardian's request the job came from, in short. */
  request: z
    .object({ id: z.string(), stage: z.string(), createdAt: z.string() })
    .nullable(),
  applicants: z.array(adminJobApplicantSchema),
  /** The selected tutor, if any. */
  assignment: z.object({ tutorId: z.string().nullable(), tutorName: z.string().nullable(), decidedAt: z.string().nullable() }).nullable(),
  fees: z.array(z.object({ payment: paymentSchema, entries: z.array(ledgerEntrySchema) })),
  /** The activity log of the job and of its fees, newest first. */
  history: z.array(activityEntrySchema),
});
export type AdminJobPage = z.infer<typeof adminJobPageSchema>;


/** Members' reports (issue 13), staff confirming them, collect via guardian and the admin job page. */
export const memberReportsContract = {
  reportPayment: defineRoute({
    method: 'POST',
    path: '/api/me/fees/:id/payment-reports',
    access: 'tutor',
    params: idParamsSchema,
    body: paymentReportBodySchema,
    responses: { 201: paymentReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Report a payment you made on your media fee (method, transaction id, amount in whole Taka)',
    description:
      'Finance confirms it (a payment on the ledger, with a receipt) or rejects it with a reason. 404 for a fee that ' +
      'is not yours; 409 when nothing is owed, the reference is already recorded or already waiting.',
  }),
  myPaymentReports: defineRoute({
    method: 'GET',
    path: '/api/me/payment-reports',
    access: 'tutor',
    responses: { 200: paymentReportListSchema, ...errorResponses(401, 403) },
    tags: ['payments'],
    summary: 'Your payment reports, newest first, with where each stands',
  }),
  myReceipt: defineRoute({
    method: 'GET',
    path: '/api/me/payment-reports/:id/receipt',
    access: 'tutor',
    params: idParamsSchema,
    // application/pdf: no JSON answer to describe.
    responses: {},
    tags: ['payments'],
    summary: 'The receipt (PDF) of one of your confirmed payments',
    description:
      '404 for a report that is not yours; 409 while it is not confirmed.',
  }),
  tutorTuitionEnd: defineRoute({
    method: 'POST',
    path: '/api/me/tuitions/:jobId/end-report',
    access: 'tutor',
    params: jobIdParamsSchema,
    body: tuitionEndBodySchema,
    responses: { 201: tuitionEndReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Report that your tuition ended, with the date',
    description:
      'The date may not be before you were assigned nor in the future (Dhaka days). Staff confirm it and the fee ' +
      'follows the rule: before the start void; within the first month 40%; after it the full fee.',
  }),
  guardianTuitionEnd: defineRoute({
    method: 'POST',
    path: '/api/me/jobs/:jobId/end-report',
    access: 'student',
    params: jobIdParamsSchema,
    body: tuitionEndBodySchema,
    responses: { 201: tuitionEndReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Report that the tuition of your request ended, with the date',
    description:
      'As the tutor\u2019s report; 404 for a job that is not yours or has no tutor assigned.',
  }),
  paymentReports: defineRoute({
    method: 'GET',
    path: '/api/admin/payment-reports',
    access: 'admin',
    roles: ['finance'],
    query: memberReportListQuerySchema,
    responses: { 200: adminPaymentReportListSchema, ...errorResponses(400, 401, 403) },
    tags: ['payments'],
    summary: 'Payment reports by state (pending by default: oldest first)',
  }),
  confirmPayment: defineRoute({
    method: 'PUT',
    path: '/api/admin/payment-reports/:id/confirm',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    responses: { 200: paymentReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Confirm a payment report: a payment entry on the fee\u2019s ledger (one per reference) and a receipt',
  }),
  rejectPayment: defineRoute({
    method: 'PUT',
    path: '/api/admin/payment-reports/:id/reject',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    body: rejectReportBodySchema,
    responses: { 200: paymentReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Reject a payment report with a reason; the tutor is told in their inbox',
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/admin/payment-reports/:id/receipt',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    // application/pdf: no JSON answer to describe.
    responses: {},
    tags: ['payments'],
    summary: 'The receipt (PDF) of a confirmed payment report',
  }),
  tuitionEndReports: defineRoute({
    method: 'GET',
    path: '/api/admin/tuition-end-reports',
    access: 'admin',
    roles: ['matcher', 'finance'],
    query: memberReportListQuerySchema,
    responses: { 200: adminTuitionEndReportListSchema, ...errorResponses(400, 401, 403) },
    tags: ['tuitions'],
    summary: 'Tuition end reports by state (pending by default: oldest first)',
  }),
  confirmTuitionEnd: defineRoute({
    method: 'PUT',
    path: '/api/admin/tuition-end-reports/:id/confirm',
    access: 'admin',
    roles: ['matcher', 'finance'],
    params: idParamsSchema,
    responses: { 200: tuitionEndReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Confirm that a tuition ended: the fee follows the rule and the job is closed',
  }),
  rejectTuitionEnd: defineRoute({
    method: 'PUT',
    path: '/api/admin/tuition-end-reports/:id/reject',
    access: 'admin',
    roles: ['matcher', 'finance'],
    params: idParamsSchema,
    body: rejectReportBodySchema,
    responses: { 200: tuitionEndReportAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Reject a tuition end report with a reason; the member who reported it is told',
  }),
  collectViaGuardian: defineRoute({
    method: 'PUT',
    path: '/api/payments/:id/collect-via-guardian',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    body: collectViaGuardianBodySchema,
    responses: { 200: collectViaGuardianAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Mark an unpaid fee to be collected via the guardian (with a reason)',
  }),
  jobPage: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs/:jobId',
    access: 'admin',
    roles: ['matcher', 'finance'],
    params: jobIdParamsSchema,
    responses: { 200: adminJobPageSchema, ...errorResponses(401, 403, 404) },
    tags: ['tuitions'],
    summary: 'One job in one place: request, applicants, shortlist, assignment, fees with their ledgers, history',
  }),
};
