import { adminPaymentsContract, callApi, PAYMENTS_PAGE_SIZE, type PaymentFilter, type PaymentStatusValue } from '@/shared/api';
import type { StatusChangeDetails } from '@/features/record-payment';

/** One page of one status (or all), newest first, filtered on the server. */
export const fetchPayments = ({ status, page }: { status: PaymentFilter; page: number }) =>
  callApi(adminPaymentsContract.list, { query: { status, page, limit: PAYMENTS_PAGE_SIZE } });

/** A fee's new status, with what the status needs (method, reference, amount; or a reason). */
export const sendPaymentStatus = ({ id, status, details = {} }: { id: string; status: PaymentStatusValue; details?: StatusChangeDetails }) =>
  callApi(adminPaymentsContract.setStatus, { params: { id }, body: { status, ...details } });

/** Voids a fee. */
export const sendPaymentDelete = (id: string) => callApi(adminPaymentsContract.void, { params: { id }, query: {} });
