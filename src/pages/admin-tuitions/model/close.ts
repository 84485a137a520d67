import { createEffect, sample } from 'effector';
import type { ApiError, CloseTuitionBody, TuitionSavedResponse } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { closeTuition } from '../api/close-api';

export const CLOSE_SUCCESS_MESSAGE = 'Job closed: it is off the board and the guardian has been told';
export const CLOSE_FAILURE_MESSAGE = 'The job could not be closed. Please try again.';

export const closeTuitionFx = createEffect<{ jobId: string; body: CloseTuitionBody }, TuitionSavedResponse, ApiError>(({ jobId, body }) =>
  closeTuition(jobId, body),
);

/** The failure in words for the dialog: the server's sentence, or ours. */
export const closeFailureText = (error: ApiError): string =>
  error.fromServer && error.message
    ? translateMessage(error.message)
    : i18n.t('closeTuition.failed', { ns: 'admin', defaultValue: CLOSE_FAILURE_MESSAGE });

const notifySuccessFx = createEffect(() => {
  toast.success(i18n.t('closeTuition.success', { ns: 'admin', defaultValue: CLOSE_SUCCESS_MESSAGE }));
});
sample({ clock: closeTuitionFx.done, target: notifySuccessFx });
