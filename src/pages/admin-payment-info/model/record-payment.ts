import { createEvent, createStore, sample } from 'effector';
import type { StatusChangeDetails } from '../lib/status-change';
import { $saving, setPaymentStatusFx } from './payments';
import type { Payment, PaymentStatusValue } from '@/shared/api';

/** A row's status select changed: a dialog asks for what the status needs (issue 13), then it is saved. */
export const statusChangeRequested = createEvent<{ payment: Payment; status: PaymentStatusValue }>();
/** The dialog's Cancel: nothing changes. */
export const statusChangeCancelled = createEvent();
/** The dialog's Confirm, with the method, reference, amount or reason. */
export const statusChangeConfirmed = createEvent<StatusChangeDetails>();

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
