import { createEffect, createEvent, createStore, sample } from 'effector';
import { $isAdmin } from '@/entities/session';
import {
  HIRE_REQUEST_MESSAGES,
  HIRE_REQUESTS_PAGE_SIZE,
  type ApiError,
  type HireRequestCounts,
  type HireRequestFilter,
  type HireRequestListResponse,
  type HireRequestUpdated,
  type PublicTutorRequest,
} from '@/shared/api';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { createPagedList } from '@/shared/lib/paged-list';
import { toast } from '@/shared/ui/toast';
import { fetchHireRequests, sendHireRequestStatus } from '../api/hire-requests-api';

export const HIRE_REQUESTS_LOAD_FAILURE = HIRE_REQUEST_MESSAGES.loadFailed;
export const HIRE_REQUEST_TOGGLE_FAILURE = HIRE_REQUEST_MESSAGES.toggleFailed;

export interface HireRequestQuery {
  status: HireRequestFilter;
  page: number;
}

/** 'Mark as Complete' / 'Mark as Pending' on one card. */
export const toggleRequested = createEvent<PublicTutorRequest>();

export const fetchHireRequestsFx = createEffect<HireRequestQuery, HireRequestListResponse, ApiError>(fetchHireRequests);
export const changeHireRequestStatusFx = createEffect<{ id: string; isCompleted: boolean }, HireRequestUpdated, ApiError>(
  sendHireRequestStatus,
);

export const hireRequestsList = createPagedList({
  path: routes.adminTutorRequests,
  filters: { status: 'all' as HireRequestFilter },
  filterValues: { status: ['all', 'pending', 'completed'] },
  size: HIRE_REQUESTS_PAGE_SIZE,
  enabled: $isAdmin,
  load: ({ filters, page }) => fetchHireRequestsFx({ status: filters.status, page }),
  toItems: (answer) => ({ items: answer.data, total: answer.total }),
  errorMessage: () => translateMessage(HIRE_REQUESTS_LOAD_FAILURE),
});

/** Every tab's count; kept while another tab loads, moved at once by a toggle. */
export const $counts = createStore<HireRequestCounts | null>(null).on(
  hireRequestsList.$answer.updates,
  (counts, answer) => answer?.counts ?? counts,
);
/** Ids of the cards whose toggle is on its way. */
export const $toggling = createStore<string[]>([]);

// ── The toggle: the button asks for the value it shows, the card and the counts follow the server's answer.

sample({
  clock: toggleRequested,
  source: $toggling,
  filter: (toggling, request) => !toggling.includes(request._id),
  fn: (_, request) => ({ id: request._id, isCompleted: !request.isCompleted }),
  target: changeHireRequestStatusFx,
});
$toggling
  .on(changeHireRequestStatusFx, (ids, { id }) => [...ids, id])
  .on(changeHireRequestStatusFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));

const matches = (filter: HireRequestFilter, request: PublicTutorRequest) =>
  filter === 'all' || (filter === 'completed') === request.isCompleted;

const toggled = sample({
  clock: changeHireRequestStatusFx.doneData,
  source: { requests: hireRequestsList.$items, query: hireRequestsList.$query },
  fn: ({ requests, query }, { data }) => ({
    updated: data,
    before: requests.find((r) => r._id === data._id),
    filter: query.filters.status,
  }),
});
// In a filtered tab a card that no longer matches leaves at once (the page refills behind it); elsewhere it
// changes colour in place.
hireRequestsList.$items.on(toggled, (requests, { updated, filter }) =>
  matches(filter, updated)
    ? requests.map((request) => (request._id === updated._id ? updated : request))
    : requests.filter((request) => request._id !== updated._id),
);
$counts.on(toggled, (counts, { updated, before }) => {
  if (!counts || !before || before.isCompleted === updated.isCompleted) return counts;
  const step = updated.isCompleted ? 1 : -1;
  return { all: counts.all, pending: counts.pending - step, completed: counts.completed + step };
});
sample({ clock: toggled, filter: ({ updated, filter }) => !matches(filter, updated), target: hireRequestsList.refreshed });

const notifyToggleFailedFx = createEffect(() => {
  toast.error(translateMessage(HIRE_REQUEST_TOGGLE_FAILURE));
});
sample({ clock: changeHireRequestStatusFx.fail, target: notifyToggleFailedFx });
