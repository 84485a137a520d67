import { createEffect, createStore, merge, sample } from 'effector';
import { ApiError, ASSIGN_TUTOR_MESSAGES, type Application } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { sendDeassignTutor, sendSelectTutor } from '../api/assign-tutor-api';

/** Which applicant of which job the admin acted on (the tutor names the button that spins). */
export interface AssignmentTarget {
  jobId: string;
  tutorId: string;
}

/** A selection with the agreed terms: the monthly salary in whole Taka and the start date (YYYY-MM-DD, Dhaka). */
export interface SelectTutorParams extends AssignmentTarget {
  agreedSalary?: number;
  startDate?: string;
  /** Owner or finance: select despite an overdue fee on another tuition, with the reason (kept in the activity log). */
  override?: { reason: string };
}

export const selectTutorFx = createEffect<SelectTutorParams, Application, ApiError>(
  async ({ jobId, ...body }) => (await sendSelectTutor(jobId, body)).data,
);
export const deassignTutorFx = createEffect<AssignmentTarget, Application, ApiError>(
  async ({ jobId }) => (await sendDeassignTutor(jobId)).data,
);

/** The applicant whose Select or Deassign is on its way (one at a time: the other buttons wait). */
export const $assignmentInFlight = createStore<AssignmentTarget | null>(null)
  .on([selectTutorFx, deassignTutorFx], (_, { jobId, tutorId }) => ({ jobId, tutorId }))
  .reset(selectTutorFx.finally, deassignTutorFx.finally);

/** 409s about the tutor's fees elsewhere: the record did not move, the dialog shows the message. */
const TUTOR_FEE_CONFLICTS: readonly string[] = [
  ASSIGN_TUTOR_MESSAGES.overdueCommission,
  ASSIGN_TUTOR_MESSAGES.unpaidCommission,
];

/** The server answered that the record moved on under the admin (another admin, a deleted job): reload it. */
export const assignmentOutdated = merge([selectTutorFx.failData, deassignTutorFx.failData]).filterMap((error) =>
  error.status === 404 || (error.status === 409 && !TUTOR_FEE_CONFLICTS.includes(error.message)) ? error : undefined,
);

/** The 409 the owner or finance may override with a reason. */
export const isOverdueFeeRefusal = (error: string | null | undefined): boolean => error === ASSIGN_TUTOR_MESSAGES.overdueCommission;

/** What the select dialog says when the selection failed: the server's message, else a plain sentence. */
export const selectFailureText = (error: unknown): string =>
  error instanceof ApiError && error.fromServer && error.message ? error.message : ASSIGN_TUTOR_MESSAGES.selectFailed;

const notifySuccessFx = createEffect((message: string) => {
  toast.success(translateMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(translateMessage(message));
});

const failureText = (error: ApiError, fallback: string) => (error.fromServer && error.message ? error.message : fallback);

sample({ clock: selectTutorFx.done, fn: () => ASSIGN_TUTOR_MESSAGES.selected, target: notifySuccessFx });
sample({ clock: deassignTutorFx.done, fn: () => ASSIGN_TUTOR_MESSAGES.deassigned, target: notifySuccessFx });
// A failed selection is told in its confirmation dialog (selectFailureText), next to the terms to correct.
sample({
  clock: deassignTutorFx.failData,
  fn: (error) => failureText(error, ASSIGN_TUTOR_MESSAGES.deassignFailed),
  target: notifyErrorFx,
});
