import {
  PAYMENTS_PAGE_SIZE,
  paymentDeletedSchema,
  paymentListResponseSchema,
  paymentUpdatedSchema,
  request,
  type PaymentFilter,
  type PaymentStatusValue,
} from '@/shared/api';
import type { StatusChangeDetails } from '@/features/record-payment';

/** GET /api/payments: one page of one status (or all), newest first, filtered on the server. */
export const fetchPayments = ({ status, page }: { status: PaymentFilter; page: number }) =>
  request(paymentListResponseSchema, '/api/payments', { query: { status, page, limit: PAYMENTS_PAGE_SIZE } });

/** PUT /api/payments/{id}/status, with what the status needs (method, reference, amount; or a reason). */
export const sendPaymentStatus = ({ id, status, details = {} }: { id: string; status: PaymentStatusValue; details?: StatusChangeDetails }) =>
  request(paymentUpdatedSchema, `/api/payments/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status, ...details } });

/** DELETE /api/payments/{id}. */
export const sendPaymentDelete = (id: string) =>
  request(paymentDeletedSchema, `/api/payments/${encodeURIComponent(id)}`, { method: 'DELETE' });
