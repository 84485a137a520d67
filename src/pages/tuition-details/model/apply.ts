import { createEffect, createEvent, createStore, sample } from 'effector';
import { userLoggedOut } from '@/entities/session';
import { tuitionRetried } from '@/entities/tuition';
import type { ApiError } from '@/shared/api';
import type { ApplyResponse } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { applyToTuition } from '../api/apply-api';
import { shownApplyMessage } from '../lib/shown-message';

export const APPLY_SUCCESS_MESSAGE = 'Application submitted successfully!';
export const APPLY_FAILURE_MESSAGE = 'Failed to submit application';
export const TUTORS_ONLY_MESSAGE = 'Only tutors can apply for jobs';
/** The server's 409 for a second application (its other 409s say the job is no longer open, or was withdrawn from). */
export const ALREADY_APPLIED_MESSAGE = 'You have already applied for this tuition';

/** A signed-in tutor pressed "Apply Now" on a job. */
export const applyRequested = createEvent<string>();

export const applyToJobFx = createEffect<string, ApplyResponse, ApiError>((jobId) => applyToTuition(jobId));

const notifySuccessFx = createEffect((message: string) => {
  toast.success(shownApplyMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(shownApplyMessage(message));
});

/** Jobs with an application on its way. */
export const $applyingJobIds = createStore<string[]>([])
  .on(applyToJobFx, (ids, jobId) => [...ids, jobId])
  .on(applyToJobFx.finally, (ids, { params }) => ids.filter((id) => id !== params))
  .reset(userLoggedOut);

/** Jobs this tutor applied to in this visit (the server refuses a second application anyway). */
export const $appliedJobIds = createStore<string[]>([])
  .on(applyToJobFx.done, (ids, { params }) => (ids.includes(params) ? ids : [...ids, params]))
  // 409 "already applied": the server already holds this tutor's application for the job.
  .on(applyToJobFx.fail, (ids, { params, error }) =>
    error.status === 409 && error.message === ALREADY_APPLIED_MESSAGE && !ids.includes(params) ? [...ids, params] : ids,
  )
  .reset(userLoggedOut);

sample({
  clock: applyRequested,
  source: { applying: $applyingJobIds, applied: $appliedJobIds },
  filter: ({ applying, applied }, jobId) => !applying.includes(jobId) && !applied.includes(jobId),
  fn: (_, jobId) => jobId,
  target: applyToJobFx,
});

sample({ clock: applyToJobFx.done, fn: () => APPLY_SUCCESS_MESSAGE, target: notifySuccessFx });

sample({
  clock: applyToJobFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : APPLY_FAILURE_MESSAGE),
  target: notifyErrorFx,
});

// Any other 409 (assigned or closed meanwhile, withdrawn before): the open job is read again, so its banner or
// the tutor's own status replaces Apply.
sample({
  clock: applyToJobFx.fail,
  filter: ({ error }) => error.status === 409 && error.message !== ALREADY_APPLIED_MESSAGE,
  target: tuitionRetried,
});
