import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  PAYMENT_MESSAGES,
  PAYMENTS_PAGE_SIZE,
  type ApiError,
  type Payment,
  type PaymentDeleted,
  type PaymentFilter,
  type PaymentListResponse,
  type PaymentStatusValue,
  type PaymentUpdated,
} from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { fetchPayments, sendPaymentDelete, sendPaymentStatus } from '../api/payments-api';

export interface PaymentQuery {
  status: PaymentFilter;
  page: number;
}

/** The page is on screen. */
export const paymentsOpened = createEvent();
export const filterChanged = createEvent<PaymentFilter>();
export const pageChanged = createEvent<number>();
/** "Try Again" of the error box. */
export const retried = createEvent();
/** A row's status select changed: saved at once. */
export const statusChangeRequested = createEvent<{ payment: Payment; status: PaymentStatusValue }>();
/** A row's delete icon: the confirm modal opens. */
export const deleteRequested = createEvent<Payment>();
/** Cancel, Escape or a click outside the modal. */
export const deleteCancelled = createEvent();
/** Delete in the modal. */
export const deleteConfirmed = createEvent();

export const fetchPaymentsFx = createEffect<PaymentQuery, PaymentListResponse, ApiError>(fetchPayments);
export const setPaymentStatusFx = createEffect<
  { id: string; status: PaymentStatusValue; previous: PaymentStatusValue },
  PaymentUpdated,
  ApiError
>(sendPaymentStatus);
export const deletePaymentFx = createEffect<string, PaymentDeleted, ApiError>(sendPaymentDelete);

export const $filter = createStore<PaymentFilter>('all').on(filterChanged, (_, filter) => filter);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, page))
  .reset(filterChanged);
export const $query = combine({ status: $filter, page: $page });

export const $payments = createStore<Payment[]>([]);
export const $total = createStore(0);
export const $pages = $total.map((total) => Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE)));
/** False until the open filter and page have answered: the spinner shows until then (a refresh keeps the rows). */
export const $loaded = createStore(false);
export const $loadError = createStore<string | null>(null);
/** Ids of the rows whose status is being saved. */
export const $saving = createStore<string[]>([]);
/** The record the confirm modal asks about, or null when it is closed. */
export const $paymentToDelete = createStore<Payment | null>(null)
  .on(deleteRequested, (current, payment) => current ?? payment)
  .reset(deleteCancelled, deletePaymentFx.finally);
export const $deleting = deletePaymentFx.pending;

sample({ clock: [paymentsOpened, retried, $query.updates], source: $query, target: fetchPaymentsFx });
// Only a real change of filter or page shows the spinner again (clicking the open filter changes nothing).
$loaded.reset(paymentsOpened, retried, $query.updates);

// Only the answer to the latest query is shown, so a slow earlier answer cannot overwrite a newer filter.
const answered = sample({
  clock: fetchPaymentsFx.done,
  source: $query,
  filter: (query, { params }) => query.status === params.status && query.page === params.page,
  fn: (_, { result }) => result,
});
$payments.on(answered, (_, { data }) => data);
$total.on(answered, (_, { total }) => total);
$loaded.on(answered, () => true).on(fetchPaymentsFx.fail, () => true);
$loadError
  .on(answered, () => null)
  .on(fetchPaymentsFx.fail, () => PAYMENT_MESSAGES.loadFailed)
  .reset(retried);

const replaceStatus = (payments: Payment[], id: string, status: PaymentStatusValue) =>
  payments.map((payment) => (payment._id === id ? { ...payment, status } : payment));

// ── Status: the select shows the choice at once, the server's answer confirms it or the old value comes back.

sample({
  clock: statusChangeRequested,
  source: $saving,
  filter: (saving, { payment, status }) => !saving.includes(payment._id) && payment.status !== status,
  fn: (_, { payment, status }) => ({ id: payment._id, status, previous: payment.status }),
  target: setPaymentStatusFx,
});
$saving
  .on(setPaymentStatusFx, (ids, { id }) => [...ids, id])
  .on(setPaymentStatusFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));
$payments
  .on(setPaymentStatusFx, (payments, { id, status }) => replaceStatus(payments, id, status))
  .on(setPaymentStatusFx.fail, (payments, { params }) => replaceStatus(payments, params.id, params.previous));

const saved = sample({
  clock: setPaymentStatusFx.doneData,
  source: $filter,
  fn: (filter, { data }) => ({ updated: data, stays: filter === 'all' || filter === data.status }),
});
// A record that no longer matches the filter leaves the table; the others show the server's answer.
$payments.on(saved, (payments, { updated, stays }) =>
  stays ? payments.map((payment) => (payment._id === updated._id ? updated : payment)) : payments.filter((p) => p._id !== updated._id),
);
$total.on(saved, (total, { stays }) => (stays ? total : Math.max(0, total - 1)));

// ── Delete, after the confirm modal.

sample({ clock: deleteConfirmed, source: $paymentToDelete, filter: Boolean, fn: (payment) => payment._id, target: deletePaymentFx });
$payments.on(deletePaymentFx.done, (payments, { params }) => payments.filter((payment) => payment._id !== params));
$total.on(deletePaymentFx.done, (total) => Math.max(0, total - 1));

// A row left the table: the page refills from the server behind it, or steps back from an emptied last page.
const movedAway = sample({ clock: saved, filter: ({ stays }) => !stays });
const rowLeft = sample({
  clock: [movedAway, deletePaymentFx.done],
  source: { query: $query, pages: $pages },
  fn: (source) => source,
});
sample({ clock: rowLeft, filter: ({ query, pages }) => query.page <= pages, fn: ({ query }) => query, target: fetchPaymentsFx });
sample({ clock: rowLeft, filter: ({ query, pages }) => query.page > pages, fn: ({ pages }) => pages, target: pageChanged });

const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});
sample({ clock: setPaymentStatusFx.done, fn: () => PAYMENT_MESSAGES.updated, target: notifySuccessFx });
sample({ clock: setPaymentStatusFx.fail, fn: () => PAYMENT_MESSAGES.updateFailed, target: notifyErrorFx });
sample({ clock: deletePaymentFx.done, fn: () => PAYMENT_MESSAGES.deleted, target: notifySuccessFx });
sample({ clock: deletePaymentFx.fail, fn: () => PAYMENT_MESSAGES.deleteFailed, target: notifyErrorFx });
