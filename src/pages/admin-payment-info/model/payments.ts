import { createEffect, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import type { StatusChangeDetails } from '../lib/status-change';
import { deletePaymentFx } from './delete-payment';
import {
  adminPaymentsContract,
  callApi,
  PAYMENT_FILTERS,
  PAYMENT_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  type ApiError,
  type Payment,
  type PaymentFilter,
  type PaymentListResponse,
  type PaymentStatusValue,
  type PaymentUpdated,
} from '@/shared/api';
import { routes } from '@/shared/config';
import { createPagedList } from '@/shared/lib/paged-list';
import { toastErrorFx, toastSuccessFx } from '@/shared/ui/toast';

/** One page of one status (or all), newest first, filtered on the server. */
export const fetchPaymentsFx = createEffect<{ status: PaymentFilter; page: number }, PaymentListResponse, ApiError>(({ status, page }) =>
  callApi(adminPaymentsContract.list, { query: { status, page, limit: PAYMENTS_PAGE_SIZE } }),
);
/** A fee's new status, with what the status needs (method, reference, amount; or a reason). */
export const setPaymentStatusFx = createEffect<
  { id: string; status: PaymentStatusValue; previous: PaymentStatusValue; details?: StatusChangeDetails },
  PaymentUpdated,
  ApiError
>(({ id, status, details = {} }) => callApi(adminPaymentsContract.setStatus, { params: { id }, body: { status, ...details } }));

export const paymentsList = createPagedList({
  path: routes.adminPayments,
  texts: { ns: 'adminRecords', prefix: 'payments' },
  filters: { status: 'all' as PaymentFilter },
  filterValues: { status: PAYMENT_FILTERS },
  size: PAYMENTS_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchPaymentsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  // A record that no longer matches the filter leaves the table.
  matches: (payment, { status }) => status === 'all' || status === payment.status,
});
const $payments = paymentsList.$items;

/** Ids of the rows whose status is being saved. */
export const $saving = createStore<string[]>([]);

const replaceStatus = (payments: Payment[], id: string, status: PaymentStatusValue) =>
  payments.map((payment) => (payment._id === id ? { ...payment, status } : payment));

// ── Status: the select shows the choice at once, the server's answer confirms it or the old value comes back.

$saving
  .on(setPaymentStatusFx, (ids, { id }) => [...ids, id])
  .on(setPaymentStatusFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));
$payments
  .on(setPaymentStatusFx, (payments, { id, status }) => replaceStatus(payments, id, status))
  .on(setPaymentStatusFx.fail, (payments, { params }) => replaceStatus(payments, params.id, params.previous));

// The server's answer replaces the row (or it leaves its filter); a deleted record leaves. The page then refills
// from the server behind it (an emptied last page steps back).
sample({ clock: setPaymentStatusFx.doneData, fn: ({ data }) => data, target: paymentsList.itemReplaced });
sample({ clock: deletePaymentFx.done, fn: ({ params }) => params, target: paymentsList.itemRemoved });
sample({ clock: paymentsList.left, target: paymentsList.refreshed });

// The contract's messages in the language on screen (the server's own already come translated).
sample({ clock: setPaymentStatusFx.done, fn: () => PAYMENT_MESSAGES.updated, target: toastSuccessFx });
sample({
  clock: setPaymentStatusFx.fail,
  fn: ({ error }) => (error.status === 400 || error.status === 409 ? error.message : PAYMENT_MESSAGES.updateFailed),
  target: toastErrorFx,
});
