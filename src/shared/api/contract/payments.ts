import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../config/catalogue';

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
} as const;

export const paymentListQuerySchema = z.object({
  status: paymentFilterSchema.default('all'),
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
  tuitionId: z.string(),
  amount: z.number().int(),
  tuitionPostedDate: z.string().nullable(),
  tuitionStartDate: z.string().nullable(),
  paymentDueDate: z.string().nullable(),
  status: paymentStatusSchema,
  createdAt: z.string(),
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

export const paymentStatusBodySchema = z.object({ status: paymentStatusSchema });
export type PaymentStatusBody = z.infer<typeof paymentStatusBodySchema>;

export const paymentUpdatedSchema = z.object({ success: z.literal(true), message: z.string(), data: paymentSchema });
export type PaymentUpdated = z.infer<typeof paymentUpdatedSchema>;

export const paymentDeletedSchema = z.object({ success: z.literal(true), message: z.string() });
export type PaymentDeleted = z.infer<typeof paymentDeletedSchema>;
