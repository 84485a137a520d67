import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type { MessageResponse } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { deleteTuition } from '../api/delete-api';

export const DELETE_SUCCESS_MESSAGE = 'Tuition deleted successfully';
export const DELETE_FAILURE_MESSAGE = 'Failed to delete tuition';

/** "Delete Tuition" pressed: the confirm modal opens for this job. */
export const deleteDialogOpened = createEvent<string>();
/** Cancel, Escape or a click outside. */
export const deleteDialogClosed = createEvent();

export const deleteTuitionFx = createEffect<string, MessageResponse, ApiError>((jobId) => deleteTuition(jobId));

const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});
/** One of this feature's texts in the language on screen (`deleteTuition` of the admin catalogue). */
const text = (key: 'success' | 'failed', english: string) => i18n.t(`deleteTuition.${key}`, { ns: 'admin', defaultValue: english });

/** The job whose confirm modal is open, or null. */
export const $deleteDialogJobId = createStore<string | null>(null)
  .on(deleteDialogOpened, (_, jobId) => jobId)
  .reset(deleteDialogClosed, deleteTuitionFx.done);
export const $deleting = deleteTuitionFx.pending;

sample({ clock: deleteTuitionFx.done, fn: () => text('success', DELETE_SUCCESS_MESSAGE), target: notifySuccessFx });

sample({
  clock: deleteTuitionFx.failData,
  fn: (error) => (error.fromServer && error.message ? translateMessage(error.message) : text('failed', DELETE_FAILURE_MESSAGE)),
  target: notifyErrorFx,
});
