import {
  PAYMENTS_PAGE_SIZE,
  paymentDeletedSchema,
  paymentListResponseSchema,
  paymentUpdatedSchema,
  request,
  type PaymentFilter,
  type PaymentStatusValue,
} from '@/shared/api';

/** GET /api/payments: one page of one status (or all), newest first, filtered on the server. */
export const fetchPayments = ({ status, page }: { status: PaymentFilter; page: number }) =>
  request(paymentListResponseSchema, '/api/payments', { query: { status, page, limit: PAYMENTS_PAGE_SIZE } });

/** PUT /api/payments/{id}/status. */
export const sendPaymentStatus = ({ id, status }: { id: string; status: PaymentStatusValue }) =>
  request(paymentUpdatedSchema, `/api/payments/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } });

/** DELETE /api/payments/{id}. */
export const sendPaymentDelete = (id: string) =>
  request(paymentDeletedSchema, `/api/payments/${encodeURIComponent(id)}`, { method: 'DELETE' });
