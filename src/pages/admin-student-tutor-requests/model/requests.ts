import { createEffect, createEvent, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
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
import { routes } from '@/shared/config';
import { i18n, translateMessage } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { fetchRequestPage } from '../api/requests-api';

/** The tabs, in the spec's order. */
export const REQUEST_FILTERS = STUDENT_REQUEST_FILTERS;
export type RequestFilter = StudentRequestFilter;
/** The tabs' English labels (on screen: `studentRequests.tabs.<filter>` of the admin catalogue). */
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

/** "View Details →" of a card. */
export const requestOpened = createEvent<string>();
export const reviewClosed = createEvent();

/** GET /api/students/get-tutor-requests?status=…&page=…: one page of the open tab, newest first. */
export const fetchRequestsFx = createEffect<RequestsQuery, RequestsAnswer, ApiError>(fetchRequestPage);

export const requestsList = createPagedList({
  path: routes.adminStudentTutorRequests,
  filters: { status: 'all' as RequestFilter },
  filterValues: { status: REQUEST_FILTERS },
  size: REQUESTS_PER_PAGE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchRequestsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.requests, total: answer.total }),
  errorMessage: (error) => {
    const failure = error as ApiError;
    return failure.fromServer && failure.message
      ? translateMessage(failure.message)
      : i18n.t('studentRequests.loadFailed', { ns: 'admin', defaultValue: LOAD_FAILURE });
  },
});

/** How many requests each tab holds on the server; kept while another tab loads, moved at once by a decision. */
export const $counts = createStore<StudentRequestCounts | null>(null).on(
  requestsList.$answer.updates,
  (counts, answer) => answer?.counts ?? counts,
);

/** The request in the Request Details modal; it keeps following the server's answers after it leaves the page. */
export const $openedRequest = createStore<StudentTutorRequest | null>(null).reset(reviewClosed);
sample({
  clock: requestOpened,
  source: requestsList.$items,
  fn: (requests, id) => requests.find((request) => request._id === id) ?? null,
  target: $openedRequest,
});
// A fresh copy when the details open (another admin may have changed it); a failure keeps the list's copy.
sample({ clock: requestOpened, target: fetchReviewedRequestFx });

/** The server's newer copy of one request, with the copy shown before it. */
const requestReplaced = sample({
  clock: [fetchReviewedRequestFx.doneData, approveRequestFx.doneData, rejectRequestFx.doneData, saveRequestFx.doneData],
  source: { requests: requestsList.$items, opened: $openedRequest, query: requestsList.$query },
  fn: ({ requests, opened, query }, { request: updated }) => ({
    updated,
    tab: query.filters.status,
    before: requests.find((request) => request._id === updated._id) ?? (opened?._id === updated._id ? opened : null),
  }),
});
// The card and the modal change at once, in place; in a status tab a card that lost the status leaves.
requestsList.$items.on(requestReplaced, (requests, { updated, tab }) =>
  requests
    .map((request) => (request._id === updated._id ? updated : request))
    .filter((request) => tab === 'all' || request.status === tab),
);
$openedRequest.on(requestReplaced, (opened, { updated }) => (opened?._id === updated._id ? updated : opened));

// A decision moved it to another status: the counts follow at once, and the page refills from the server.
const statusMoved = sample({
  clock: requestReplaced,
  filter: ({ updated, before }) => before !== null && before.status !== updated.status,
  fn: ({ updated, before }) => ({ from: before!.status, to: updated.status }),
});
$counts.on(statusMoved, (counts, { from, to }) =>
  counts && { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 },
);
sample({ clock: statusMoved, target: requestsList.refreshed });
