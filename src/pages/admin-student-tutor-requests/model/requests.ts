import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  approveRequestFx,
  fetchReviewedRequestFx,
  rejectRequestFx,
  saveRequestFx,
} from '@/features/review-tutor-request';
import {
  STUDENT_REQUEST_FILTERS,
  STUDENT_REQUESTS_PAGE_SIZE,
  type ApiError,
  type StudentRequestCounts,
  type StudentRequestFilter,
  type StudentTutorRequest,
  type StudentTutorRequestPage,
} from '@/shared/api';
import { fetchRequestPage } from '../api/requests-api';

/** The tabs, in the spec's order. */
export const REQUEST_FILTERS = STUDENT_REQUEST_FILTERS;
export type RequestFilter = StudentRequestFilter;
export const REQUEST_FILTER_LABELS: Readonly<Record<RequestFilter, string>> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
/** Cards per page: four rows of the three-column grid. */
export const REQUESTS_PER_PAGE = STUDENT_REQUESTS_PAGE_SIZE;

export const LOAD_FAILURE = 'Failed to load tutor requests';

/** The tab and page on screen. */
export interface RequestsQuery {
  status: RequestFilter;
  page: number;
}
/** One page of a tab, as the server pages it: the page's requests, the tab's size and every tab's count. */
export type RequestsAnswer = Pick<StudentTutorRequestPage, 'requests' | 'total' | 'counts'>;

export const requestsPageOpened = createEvent();
export const filterChanged = createEvent<RequestFilter>();
export const pageChanged = createEvent<number>();
/** "Try Again" of the error box. */
export const retried = createEvent();
/** "View Details →" of a card. */
export const requestOpened = createEvent<string>();
export const reviewClosed = createEvent();

/** GET /api/students/get-tutor-requests?status=…&page=…: one page of the open tab, newest first. */
export const fetchRequestsFx = createEffect<RequestsQuery, RequestsAnswer, ApiError>(fetchRequestPage);

export const $filter = createStore<RequestFilter>('all').on(filterChanged, (_, filter) => filter);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, Math.floor(page)))
  .reset($filter.updates);
export const $query = combine({ status: $filter, page: $page });

/** The cards of the page on screen, as the server answered them (and replaced by later answers about one). */
export const $requests = createStore<StudentTutorRequest[]>([]);
/** How many requests each tab holds on the server. */
export const $counts = createStore<StudentRequestCounts>({ all: 0, pending: 0, approved: 0, rejected: 0 });
/** True once counts have arrived on this visit: the tab badges and 'Total' stay while another tab loads. */
export const $countsKnown = createStore(false);
/** The 'Total:' of the open tab. */
export const $total = combine($counts, $filter, (counts, filter) => counts[filter]);
export const $pageCount = $total.map((total) => Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE)));
/** False until the open tab and page have answered (or failed): only then the spinner goes. */
export const $loaded = createStore(false);
export const $loadError = createStore<string | null>(null);

// Opening the page, Try Again and any real change of tab or page ask the server. Only a real change shows the
// spinner again: clicking the open tab or page changes no store, so it neither asks nor waits.
sample({ clock: [requestsPageOpened, retried, $query.updates], source: $query, target: fetchRequestsFx });
$loaded.reset(requestsPageOpened, retried, $query.updates);
$countsKnown.reset(requestsPageOpened);

// Only the answer about the tab and page on screen counts: a slow answer for an earlier click is ignored.
const isOnScreen = (query: RequestsQuery, params: RequestsQuery) => query.status === params.status && query.page === params.page;
const pageArrived = sample({
  clock: fetchRequestsFx.done,
  source: $query,
  filter: (query, { params }) => isOnScreen(query, params),
  fn: (_, { result }) => result,
});
const pageFailed = sample({
  clock: fetchRequestsFx.fail,
  source: $query,
  filter: (query, { params }) => isOnScreen(query, params),
  fn: (_, { error }) => error,
});
$requests.on(pageArrived, (_, { requests }) => requests);
$counts.on(pageArrived, (_, { counts }) => counts);
$countsKnown.on(pageArrived, () => true);
$loaded.on(pageArrived, () => true).on(pageFailed, () => true);
$loadError
  .on(pageArrived, () => null)
  .on(pageFailed, (_, error) => (error.fromServer && error.message ? error.message : LOAD_FAILURE));

// A page emptied (requests moved away, or fewer on the server) steps back to the tab's last page.
sample({
  clock: pageArrived,
  source: $page,
  filter: (page, { requests }) => requests.length === 0 && page > 1,
  fn: (_, { total }) => Math.ceil(total / REQUESTS_PER_PAGE),
  target: pageChanged,
});

/** The request in the Request Details modal; it keeps following the server's answers after it leaves the page. */
export const $openedRequest = createStore<StudentTutorRequest | null>(null).reset(reviewClosed, requestsPageOpened);
sample({
  clock: requestOpened,
  source: $requests,
  fn: (requests, id) => requests.find((request) => request._id === id) ?? null,
  target: $openedRequest,
});
// A fresh copy when the details open (another admin may have changed it); a failure keeps the list's copy.
sample({ clock: requestOpened, target: fetchReviewedRequestFx });

/** The server's newer copy of one request, with the copy shown before it. */
const requestReplaced = sample({
  clock: [fetchReviewedRequestFx.doneData, approveRequestFx.doneData, rejectRequestFx.doneData, saveRequestFx.doneData],
  source: { requests: $requests, opened: $openedRequest },
  fn: ({ requests, opened }, { request: updated }) => ({
    updated,
    before: requests.find((request) => request._id === updated._id) ?? (opened?._id === updated._id ? opened : null),
  }),
});
// The card and the modal change at once, in place.
$requests.on(requestReplaced, (requests, { updated }) =>
  requests.map((request) => (request._id === updated._id ? updated : request)),
);
$openedRequest.on(requestReplaced, (opened, { updated }) => (opened?._id === updated._id ? updated : opened));

// A decision moved it to another status: the counts follow at once, and the page refills from the server
// (in a status tab the card leaves at once, see $visibleRequests).
const statusMoved = sample({
  clock: requestReplaced,
  filter: ({ updated, before }) => before !== null && before.status !== updated.status,
  fn: ({ updated, before }) => ({ from: before!.status, to: updated.status }),
});
$counts.on(statusMoved, (counts, { from, to }) => ({ ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 }));
sample({ clock: statusMoved, source: $query, target: fetchRequestsFx });

/** The cards on screen: in a status tab, a request that no longer has the status leaves before the page refills. */
export const $visibleRequests = combine($requests, $filter, (requests, filter) =>
  filter === 'all' ? requests : requests.filter((request) => request.status === filter),
);
