import { createEffect, createEvent, createStore, sample } from 'effector';
import { adminPaymentsContract, callApi, PAYMENT_MESSAGES, type ApiError, type Payment, type PaymentDeleted } from '@/shared/api';
import { toastErrorFx, toastSuccessFx } from '@/shared/ui/toast';

/** A row's delete icon: the confirm modal opens. */
export const deleteRequested = createEvent<Payment>();
/** Cancel, Escape or a click outside the modal. */
export const deleteCancelled = createEvent();
/** Delete in the modal. */
export const deleteConfirmed = createEvent();

/** Voids a fee. */
export const deletePaymentFx = createEffect<string, PaymentDeleted, ApiError>((id) =>
  callApi(adminPaymentsContract.void, { params: { id }, query: {} }),
);

/** The record the confirm modal asks about, or null when it is closed. */
export const $paymentToDelete = createStore<Payment | null>(null)
  .on(deleteRequested, (current, payment) => current ?? payment)
  .reset(deleteCancelled, deletePaymentFx.finally);
export const $deleting = deletePaymentFx.pending;

sample({ clock: deleteConfirmed, source: $paymentToDelete, filter: Boolean, fn: (payment) => payment._id, target: deletePaymentFx });
sample({ clock: deletePaymentFx.done, fn: () => PAYMENT_MESSAGES.deleted, target: toastSuccessFx });
sample({ clock: deletePaymentFx.fail, fn: () => PAYMENT_MESSAGES.deleteFailed, target: toastErrorFx });
