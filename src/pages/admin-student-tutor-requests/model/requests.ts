import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { studentRequestApi } from '@/entities/student-request';
import {
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  saveRequestFx,
} from '@/features/review-tutor-request';
import type { ApiError, StudentTutorRequest } from '@/shared/api';

/** The tabs, in the spec's order. */
export const REQUEST_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export const REQUEST_FILTER_LABELS: Readonly<Record<RequestFilter, string>> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const LOAD_FAILURE = 'Failed to load tutor requests';

export const requestsPageOpened = createEvent();
export const filterChanged = createEvent<RequestFilter>();
/** "Try Again" of the error box. */
export const retried = createEvent();
/** "View Details →" of a card. */
export const requestOpened = createEvent<string>();
export const reviewClosed = createEvent();

/** GET /api/students/get-tutor-requests: an admin gets every request, newest first. */
export const fetchRequestsFx = createEffect<void, StudentTutorRequest[], ApiError>(async () => (await studentRequestApi.list()).requests);

/** One request replaced by the server's newer copy, in place: the card and the tab counts follow at once. */
const requestReplaced = createEvent<StudentTutorRequest>();

export const $requests = createStore<StudentTutorRequest[]>([])
  .on(fetchRequestsFx.doneData, (_, requests) => requests)
  .on(requestReplaced, (requests, updated) => requests.map((request) => (request._id === updated._id ? updated : request)));
export const $filter = createStore<RequestFilter>('all').on(filterChanged, (_, filter) => filter);
/** False until the first answer (or failure) of this visit: only then the spinner shows. */
export const $loaded = createStore(false)
  .on(fetchRequestsFx.finally, () => true)
  .reset(requestsPageOpened, retried);
export const $loadError = createStore<string | null>(null)
  .on(fetchRequestsFx.failData, (_, error) => (error.fromServer && error.message ? error.message : LOAD_FAILURE))
  .reset(fetchRequestsFx.done);

export const $counts = $requests.map((requests) => {
  const counts: Record<RequestFilter, number> = { all: requests.length, pending: 0, approved: 0, rejected: 0 };
  for (const request of requests) {
    const status = request.status as RequestFilter;
    if (status in counts && status !== 'all') counts[status] += 1;
  }
  return counts;
});
export const $visibleRequests = combine($requests, $filter, (requests, filter) =>
  filter === 'all' ? requests : requests.filter((request) => request.status === filter),
);

export const $openedRequestId = createStore<string | null>(null)
  .on(requestOpened, (_, id) => id)
  .reset(reviewClosed, requestsPageOpened);
export const $openedRequest = combine(
  $requests,
  $openedRequestId,
  (requests, id) => (id ? (requests.find((request) => request._id === id) ?? null) : null),
);

sample({ clock: [requestsPageOpened, retried], target: fetchRequestsFx });
// A fresh copy when the details open (another admin may have changed it); a failure keeps the list's copy.
sample({ clock: requestOpened, target: fetchReviewedRequestFx });
sample({
  clock: [fetchReviewedRequestFx.doneData, approveRequestFx.doneData, rejectRequestFx.doneData, saveRequestFx.doneData],
  fn: ({ request }) => request,
  target: requestReplaced,
});
