import { createEffect, createEvent, createStore, sample } from 'effector';
import type { RequestEditValues } from '@machines/request-approval';
import type { ApiError, RequestStatusChanged, StudentTutorRequest, StudentTutorRequestResponse, TutorRequestUpdated } from '@/shared/api';
import { reviewRequestApi } from '../api/review-request-api';

export interface SaveRequestParams {
  id: string;
  values: RequestEditValues;
}

/** GET /api/students/get-tutor-request/{id}: a fresh copy when the details open. */
export const fetchReviewedRequestFx = createEffect<string, StudentTutorRequestResponse, ApiError>((id) => reviewRequestApi.fetch(id));

/** Complete & Create Tuition: the server creates the tuition, approves the request and stores the jobId at once. */
export const approveRequestFx = createEffect<string, RequestStatusChanged, ApiError>((id) => reviewRequestApi.changeStatus(id, 'approved'));

/** Reject Request, with the reason the guardian is told. */
export const rejectRequestFx = createEffect<{ id: string; reason: string }, RequestStatusChanged, ApiError>(({ id, reason }) =>
  reviewRequestApi.changeStatus(id, 'rejected', reason),
);

/** Save Changes: the request, and its tuition when it has one. */
export const saveRequestFx = createEffect<SaveRequestParams, TutorRequestUpdated, ApiError>(({ id, values }) =>
  reviewRequestApi.save(id, values),
);

/** "View Details →" of a card: the Request Details dialog opens on it. */
export const requestOpened = createEvent<StudentTutorRequest>();
export const reviewClosed = createEvent();

/** The request in the Request Details dialog; it keeps following the server's answers after it leaves the page. */
export const $openedRequest = createStore<StudentTutorRequest | null>(null).on(requestOpened, (_, request) => request).reset(reviewClosed);
/** The server's newer copy of a request, with the copy the dialog showed before it. */
export const reviewAnswered = sample({
  clock: [fetchReviewedRequestFx.doneData, approveRequestFx.doneData, rejectRequestFx.doneData, saveRequestFx.doneData],
  source: $openedRequest,
  fn: (opened, { request }) => ({ updated: request, opened }),
});
$openedRequest.on(reviewAnswered, (opened, { updated }) => (opened?._id === updated._id ? updated : opened));
// A fresh copy when the details open (another admin may have changed it); a failure keeps the list's copy.
sample({ clock: requestOpened, fn: (request) => request._id, target: fetchReviewedRequestFx });
