import { createEffect, createEvent, createStore, sample } from 'effector';
import { userLoggedOut } from '@/entities/session';
import type { ApiError, MyApplication, WithdrawApplicationResponse } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { sendWithdrawal } from '../api/withdraw-api';

export const WITHDRAW_FAILED_MESSAGE = 'Could not withdraw the application. Please try again.';

/** "Withdraw" on an application: the confirmation opens. */
export const withdrawRequested = createEvent<MyApplication>();
/** Cancel, Escape or a click outside the dialog. */
export const withdrawCancelled = createEvent();
/** "Withdraw application" in the dialog. */
export const withdrawConfirmed = createEvent();
/** The server withdrew it: lists replace their row with this one. */
export const applicationWithdrawn = createEvent<MyApplication>();

export const withdrawApplicationFx = createEffect<string, WithdrawApplicationResponse, ApiError>(sendWithdrawal);

/** The application the dialog asks about, or null when it is closed. */
export const $applicationToWithdraw = createStore<MyApplication | null>(null)
  .on(withdrawRequested, (current, application) => current ?? application)
  .reset(withdrawCancelled, withdrawApplicationFx.done, userLoggedOut);
export const $withdrawing = withdrawApplicationFx.pending;
/** The server's refusal (e.g. already selected), shown in the dialog; cleared when it opens again. */
export const $withdrawError = createStore<string | null>(null)
  .on(withdrawApplicationFx.failData, (_, error) => (error.fromServer && error.message ? error.message : WITHDRAW_FAILED_MESSAGE))
  .reset(withdrawRequested, withdrawCancelled, withdrawApplicationFx, userLoggedOut);

sample({
  clock: withdrawConfirmed,
  source: { application: $applicationToWithdraw, pending: $withdrawing },
  filter: ({ application, pending }) => application !== null && !pending,
  fn: ({ application }) => application!.id,
  target: withdrawApplicationFx,
});

sample({ clock: withdrawApplicationFx.doneData, fn: ({ data }) => data, target: applicationWithdrawn });

const notifyWithdrawnFx = createEffect((message: string) => {
  toast.success(message);
});
sample({ clock: withdrawApplicationFx.doneData, fn: ({ message }) => message, target: notifyWithdrawnFx });
