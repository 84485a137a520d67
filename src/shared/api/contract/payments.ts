import { z } from 'zod';
import {
  FEE_COLLECT_FROM,
  FEE_KINDS,
  LEDGER_ENTRY_KINDS,
  LEDGER_STATUSES,
  MAX_LEDGER_AMOUNT,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../../config/catalogue';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';

// ── The admin's payment information: GET /api/payments, PUT /api/payments/{id}/status, DELETE /api/payments/{id}

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatusValue = z.infer<typeof paymentStatusSchema>;

/** The filter buttons, in order: every record, or one status. */
export const PAYMENT_FILTERS = ['all', ...PAYMENT_STATUSES] as const;
export const paymentFilterSchema = z.enum(PAYMENT_FILTERS);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

/** Rows per page; the server never answers more than PAYMENTS_MAX_LIMIT. */
export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENTS_MAX_LIMIT = 100;

/** The screen's texts (admin spec section 8), shared by the page and the server. */
export const PAYMENT_MESSAGES = {
  loadFailed: 'Failed to load payment information',
  updated: 'Payment status updated successfully',
  updateFailed: 'Failed to update payment status',
  deleted: 'Payment deleted successfully',
  deleteFailed: 'Failed to delete payment',
  notFound: 'Payment not found',
  confirmDelete: 'Are you sure you want to delete this payment record? This action cannot be undone.',
  empty: 'No payments found',
  methodRequired: 'Please choose how it was paid (bKash, Nagad, Rocket, bank or cash)',
  referenceRequired: 'The transaction reference is required',
  reasonRequired: 'Please give a reason',
  voided: 'Payment cancelled; it stays in the ledger and can be reopened',
  duplicate: 'This payment is already recorded',
} as const;

/** Finance's work queues: due within 7 days, overdue, and refunds owed to tutors. */
export const PAYMENT_QUEUES = ['due-soon', 'overdue', 'refund-due'] as const;
export const paymentQueueSchema = z.enum(PAYMENT_QUEUES);
export type PaymentQueue = z.infer<typeof paymentQueueSchema>;

export const paymentListQuerySchema = z.object({
  status: paymentFilterSchema.default('all'),
  /** media (the tuitions' fees, the default) or verification (the tutors' 200 Tk fees). */
  kind: z.enum(FEE_KINDS).default('media'),
  /** One of finance's queues instead of a status (oldest due date first). */
  queue: paymentQueueSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_MAX_LIMIT).default(PAYMENTS_PAGE_SIZE),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/** A tutor's media-fee record as the admin table reads it. Dates are ISO strings; amounts whole Taka. */
export const paymentSchema = z.object({
  _id: z.string(),
  /** The tutor's account id; null once the account is deleted (the record is kept). */
  tutorId: z.string().nullable(),
  /** From the tutor's account; null once the account is deleted (shown as 'Unknown'). */
  tutorName: z.string().nullable(),
  /** The job; null for a verification fee. */
  tuitionId: z.string().nullable(),
  /** The job's short number (shown SK-10234, the reference tutors pay with); null without a job. */
  jobNumber: z.number().int().nullable(),
  /** The charge as it stands, whole Taka. */
  amount: z.number().int(),
  tuitionPostedDate: z.string().nullable(),
  tuitionStartDate: z.string().nullable(),
  paymentDueDate: z.string().nullable(),
  status: paymentStatusSchema,
  createdAt: z.string(),
  kind: z.enum(FEE_KINDS),
  /** The agreed monthly salary the media fee is 60% of (null for a verification fee or an old record). */
  agreedSalary: z.number().int().nullable(),
  /** Still owed, whole Taka (negative: owed back to the tutor). */
  balance: z.number().int(),
  /** The ledger's status: Due, Partially paid, Overdue, Paid, Refund due, Refunded, Waived, Cancelled or Fraud. */
  ledgerStatus: z.enum(LEDGER_STATUSES),
  /** Who the fee is collected from: the tutor, or the guardian once finance marked it so (absent: the tutor). */
  collectFrom: z.enum(FEE_COLLECT_FROM).optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListResponseSchema = z.object({
  /** One page, newest record first. */
  data: z.array(paymentSchema),
  /** Records matching the filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** Whole Taka: an integer above 0 (and far below anything a database integer cannot hold). */
export const takaAmountSchema = z
  .number({ error: 'The amount must be a whole number of Taka' })
  .int('The amount must be a whole number of Taka')
  .positive('The amount must be greater than 0')
  .max(MAX_LEDGER_AMOUNT, `The amount must be at most ${MAX_LEDGER_AMOUNT}`);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: `The method must be one of ${PAYMENT_METHODS.join(', ')}`,
});

/** A transaction reference: the wallet's TrxID, a bank reference or a cash receipt number. */
export const paymentReferenceSchema = z
  .string({ error: 'The transaction reference is required' })
  .trim()
  .min(3, 'The transaction reference is required')
  .max(64, 'The transaction reference is at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'The transaction reference may hold letters, digits and - _ / .');

export const reasonSchema = z.string().trim().min(3, 'Please give a reason').max(500, 'The reason is at most 500 characters');

/**
 * The spec's four statuses, each a ledger entry: Paid records a payment of the balance (or `amount`) and needs
 * `method` and `reference`; Cancel voids the fee (optional `reason`); Fraud flags it (`reason`); Due reopens a
 * cancelled or flagged fee (`reason`).
 */
export const paymentStatusBodySchema = z
  .object({
    status: paymentStatusSchema,
    amount: takaAmountSchema.optional(),
    method: paymentMethodSchema.optional(),
    reference: paymentReferenceSchema.optional(),
    reason: reasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Paid') {
      if (!body.method) ctx.addIssue({ code: 'custom', path: ['method'], message: PAYMENT_MESSAGES.methodRequired });
      if (!body.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_MESSAGES.referenceRequired });
    } else if (body.amount !== undefined || body.method !== undefined || body.reference !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'An amount, method or reference goes with Paid only' });
    }
    if ((body.status === 'Fraud' || body.status === 'Due') && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PAYMENT_MESSAGES.reasonRequired });
    }
  });
export type PaymentStatusBody = z.infer<typeof paymentStatusBodySchema>;

export const paymentDeleteQuerySchema = z.object({ reason: reasonSchema.optional() });

/** Finance's other ledger entries: a refund paid out, an adjustment of the charge (signed), a waiver. */
export const ledgerEntryBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('refund'),
    amount: takaAmountSchema.optional(),
    method: paymentMethodSchema,
    reference: paymentReferenceSchema,
    reason: reasonSchema.optional(),
  }),
  z.object({
    kind: z.literal('adjustment'),
    amount: z
      .number({ error: 'The amount must be a whole number of Taka' })
      .int('The amount must be a whole number of Taka')
      .refine((value) => value !== 0 && Math.abs(value) <= MAX_LEDGER_AMOUNT, 'The adjustment must not be 0 or huge'),
    reason: reasonSchema,
  }),
  z.object({ kind: z.literal('waiver'), amount: takaAmountSchema.optional(), reason: reasonSchema }),
]);
export type LedgerEntryBody = z.infer<typeof ledgerEntryBodySchema>;

/** One ledger entry as finance reads it: amounts signed (+ owed more, - owed less), the actor's e-mail. */
export const ledgerEntrySchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount: z.number().int(),
  method: paymentMethodSchema.nullable(),
  reference: z.string().nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const paymentLedgerResponseSchema = z.object({ payment: paymentSchema, entries: z.array(ledgerEntrySchema) });
export type PaymentLedgerResponse = z.infer<typeof paymentLedgerResponseSchema>;

/** GET /api/payments/export.csv: the ledger's entries recorded between two days (inclusive, UTC). */
export const ledgerExportQuerySchema = z
  .object({
    from: z.iso.date('from must be a date, YYYY-MM-DD'),
    to: z.iso.date('to must be a date, YYYY-MM-DD'),
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['from'] });

export const paymentUpdatedSchema = z.object({ success: z.literal(true), message: z.string(), data: paymentSchema });
export type PaymentUpdated = z.infer<typeof paymentUpdatedSchema>;

export const paymentDeletedSchema = z.object({ success: z.literal(true), message: z.string() });
export type PaymentDeleted = z.infer<typeof paymentDeletedSchema>;

/**
 * Payment information: the tutors' fees and their ledger (docs/api.md "The fee ledger"). Finance and the owner only.
 */
export const adminPaymentsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/payments',
    access: 'admin',
    roles: ['finance'],
    query: paymentListQuerySchema,
    responses: { 200: paymentListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['payments'],
    summary: 'Fees: every status or one (or a finance queue), newest first, paged, with the tutor\u2019s name',
    description:
      'kind=media (default) or verification. queue=due-soon (due within 7 days), overdue or refund-due lists a ' +
      "finance queue, nearest due date first. Each record carries the spec's status (Due, Paid, Fraud, Cancel) and " +
      'the ledger\u2019s (ledgerStatus) with the balance.',
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/payments/export.csv',
    access: 'admin',
    roles: ['finance'],
    query: ledgerExportQuerySchema,
    responses: { 200: z.string(), ...errorResponses(400, 401, 403) },
    tags: ['payments'],
    summary: 'The ledger\u2019s entries recorded from one day to another (UTC), as CSV',
  }),
  ledger: defineRoute({
    method: 'GET',
    path: '/api/payments/:id/ledger',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    responses: { 200: paymentLedgerResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['payments'],
    summary: 'One fee and every entry of its ledger, in the order recorded',
  }),
  addLedgerEntry: defineRoute({
    method: 'POST',
    path: '/api/payments/:id/ledger',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    body: ledgerEntryBodySchema,
    responses: { 200: paymentUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Record a refund paid out, an adjustment of the charge or a waiver',
    description:
      'refund: { method, reference, amount? } (default: the whole refund due); adjustment: { amount (signed), reason }; ' +
      'waiver: { reason, amount? } (default: the balance). 409 when the fee\u2019s state does not allow it.',
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/api/payments/:id/status',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    body: paymentStatusBodySchema,
    responses: { 200: paymentUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['payments'],
    summary: 'Set a fee\u2019s status: each is a ledger entry',
    description:
      'Paid records a payment of the balance (or amount) and needs method (bKash, Nagad, Rocket, bank, cash) and ' +
      'reference; the same reference twice records one payment. Cancel voids (optional reason); Fraud flags ' +
      '(reason); Due reopens a cancelled or flagged fee (reason). 409 when the fee\u2019s state does not allow it.',
    messages: PAYMENT_MESSAGES,
  }),
  void: defineRoute({
    method: 'DELETE',
    path: '/api/payments/:id',
    access: 'admin',
    roles: ['finance'],
    params: idParamsSchema,
    query: paymentDeleteQuerySchema,
    responses: { 200: paymentDeletedSchema, ...errorResponses(400, 401, 403, 404) },
    tags: ['payments'],
    summary: 'Void a fee (optional ?reason=): it stays listed as Cancel with its ledger, and can be reopened',
  }),
};
