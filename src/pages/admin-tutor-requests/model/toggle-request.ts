import { createEffect, createEvent, createStore, sample } from 'effector';
import { adminHireRequestsContract, callApi, HIRE_REQUEST_MESSAGES, type ApiError, type HireRequestUpdated, type PublicTutorRequest } from '@/shared/api';
import { toastErrorFx } from '@/shared/ui/toast';

/** 'Mark as Complete' / 'Mark as Pending' on one card. */
export const toggleRequested = createEvent<PublicTutorRequest>();

/** Sets isCompleted to the value the button shows (safe to repeat). */
export const changeHireRequestStatusFx = createEffect<{ id: string; isCompleted: boolean }, HireRequestUpdated, ApiError>(
  ({ id, isCompleted }) => callApi(adminHireRequestsContract.changeStatus, { params: { id }, body: { isCompleted } }),
);

/** Ids of the cards whose toggle is on its way. */
export const $toggling = createStore<string[]>([])
  .on(changeHireRequestStatusFx, (ids, { id }) => [...ids, id])
  .on(changeHireRequestStatusFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));

// The button asks for the value it shows; a second press while it is on its way does nothing.
sample({
  clock: toggleRequested,
  source: $toggling,
  filter: (toggling, request) => !toggling.includes(request._id),
  fn: (_, request) => ({ id: request._id, isCompleted: !request.isCompleted }),
  target: changeHireRequestStatusFx,
});
sample({ clock: changeHireRequestStatusFx.fail, fn: () => HIRE_REQUEST_MESSAGES.toggleFailed, target: toastErrorFx });
