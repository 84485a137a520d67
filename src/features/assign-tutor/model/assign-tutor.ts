import { createEffect, createStore, merge, sample } from 'effector';
import { ASSIGN_TUTOR_MESSAGES, type ApiError, type Application } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { sendDeassignTutor, sendSelectTutor } from '../api/assign-tutor-api';

/** Which applicant of which job the admin acted on (the tutor names the button that spins). */
export interface AssignmentTarget {
  jobId: string;
  tutorId: string;
}

export const selectTutorFx = createEffect<AssignmentTarget, Application, ApiError>(
  async ({ jobId, tutorId }) => (await sendSelectTutor(jobId, tutorId)).data,
);
export const deassignTutorFx = createEffect<AssignmentTarget, Application, ApiError>(
  async ({ jobId }) => (await sendDeassignTutor(jobId)).data,
);

/** The applicant whose Select or Deassign is on its way (one at a time: the other buttons wait). */
export const $assignmentInFlight = createStore<AssignmentTarget | null>(null)
  .on([selectTutorFx, deassignTutorFx], (_, target) => target)
  .reset(selectTutorFx.finally, deassignTutorFx.finally);

/** The server answered that the record moved on under the admin (another admin, a deleted job): reload it. */
export const assignmentOutdated = merge([selectTutorFx.failData, deassignTutorFx.failData]).filterMap((error) =>
  error.status === 404 || error.status === 409 ? error : undefined,
);

const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});

const failureText = (error: ApiError, fallback: string) => (error.fromServer && error.message ? error.message : fallback);

sample({ clock: selectTutorFx.done, fn: () => ASSIGN_TUTOR_MESSAGES.selected, target: notifySuccessFx });
sample({ clock: deassignTutorFx.done, fn: () => ASSIGN_TUTOR_MESSAGES.deassigned, target: notifySuccessFx });
sample({
  clock: selectTutorFx.failData,
  fn: (error) => failureText(error, ASSIGN_TUTOR_MESSAGES.selectFailed),
  target: notifyErrorFx,
});
sample({
  clock: deassignTutorFx.failData,
  fn: (error) => failureText(error, ASSIGN_TUTOR_MESSAGES.deassignFailed),
  target: notifyErrorFx,
});
