import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, ChangePasswordBody } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { changePasswordApi } from '../api/change-password-api';

export const CHANGE_PASSWORD_FAILED = 'Could not change the password. Please try again.';

/** The form was sent with valid values. */
export const passwordChangeSubmitted = createEvent<ChangePasswordBody>();
/** The form was left or reset: forget the last outcome. */
export const passwordChangeReset = createEvent();

export const changePasswordFx = createEffect<ChangePasswordBody, { message: string }, ApiError>((body) =>
  changePasswordApi.change(body),
);

const showSuccessFx = createEffect((message: string) => {
  toast.success(message);
});

export const $changingPassword = changePasswordFx.pending;
/** The server's reason for the last refusal, or the generic text. */
export const $changePasswordError = createStore<string | null>(null)
  .on(changePasswordFx, () => null)
  .on(changePasswordFx.fail, (_, { error }) => (error.fromServer && error.message ? error.message : CHANGE_PASSWORD_FAILED))
  .reset(passwordChangeReset);
/** Counts successful changes, so the form can clear its fields after each one. */
export const $passwordChanges = createStore(0).on(changePasswordFx.done, (count) => count + 1);

sample({
  clock: passwordChangeSubmitted,
  source: $changingPassword,
  filter: (busy) => !busy,
  fn: (_, body) => body,
  target: changePasswordFx,
});
sample({ clock: changePasswordFx.doneData, fn: ({ message }) => message, target: showSuccessFx });
