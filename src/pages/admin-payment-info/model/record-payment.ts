import { createEffect, createEvent, createStore, sample } from 'effector';
import type { StatusChangeDetails } from '../lib/status-change';
import { adminPaymentsContract, callApi, PAYMENT_MESSAGES, type ApiError, type Payment, type PaymentStatusValue, type PaymentUpdated } from '@/shared/api';
import { toastErrorFx, toastSuccessFx } from '@/shared/ui/toast';

/** A row's status select changed: a dialog asks for what the status needs (issue 13), then it is saved. */
export const statusChangeRequested = createEvent<{ payment: Payment; status: PaymentStatusValue }>();
/** The dialog's Cancel: nothing changes. */
export const statusChangeCancelled = createEvent();
/** The dialog's Confirm, with the method, reference, amount or reason. */
export const statusChangeConfirmed = createEvent<StatusChangeDetails>();

/** A fee's new status, with what the status needs (method, reference, amount; or a reason). */
export const setPaymentStatusFx = createEffect<
  { id: string; status: PaymentStatusValue; previous: PaymentStatusValue; details?: StatusChangeDetails },
  PaymentUpdated,
  ApiError
>(({ id, status, details = {} }) => callApi(adminPaymentsContract.setStatus, { params: { id }, body: { status, ...details } }));

/** Ids of the rows whose status is being saved. */
export const $saving = createStore<string[]>([])
  .on(setPaymentStatusFx, (ids, { id }) => [...ids, id])
  .on(setPaymentStatusFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));

/** The change the dialog asks about, or null when it is closed. */
export const $statusChange = createStore<{ payment: Payment; status: PaymentStatusValue } | null>(null)
  .on(statusChangeRequested, (current, change) => current ?? (change.payment.status === change.status ? null : change))
  .reset(statusChangeCancelled, setPaymentStatusFx.done);

sample({
  clock: statusChangeConfirmed,
  source: { saving: $saving, change: $statusChange },
  filter: ({ saving, change }) => change !== null && !saving.includes(change.payment._id),
  fn: ({ change }, details) => ({ id: change!.payment._id, status: change!.status, previous: change!.payment.status, details }),
  target: setPaymentStatusFx,
});

// The contract's messages in the language on screen (the server's own already come translated).
sample({ clock: setPaymentStatusFx.done, fn: () => PAYMENT_MESSAGES.updated, target: toastSuccessFx });
sample({
  clock: setPaymentStatusFx.fail,
  fn: ({ error }) => (error.status === 400 || error.status === 409 ? error.message : PAYMENT_MESSAGES.updateFailed),
  target: toastErrorFx,
});
