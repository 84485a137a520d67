import { combine, createEffect, createEvent, createStore, sample } from 'effector';
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
import { toast } from '@/shared/ui/toast';
import { fetchHireRequests, sendHireRequestStatus } from '../api/hire-requests-api';

export const HIRE_REQUESTS_LOAD_FAILURE = HIRE_REQUEST_MESSAGES.loadFailed;
export const HIRE_REQUEST_TOGGLE_FAILURE = HIRE_REQUEST_MESSAGES.toggleFailed;

export interface HireRequestQuery {
  status: HireRequestFilter;
  page: number;
}

/** The page is on screen. */
export const hireRequestsOpened = createEvent();
export const filterChanged = createEvent<HireRequestFilter>();
export const pageChanged = createEvent<number>();
/** "Try Again" of the error box. */
export const retried = createEvent();
/** 'Mark as Complete' / 'Mark as Pending' on one card. */
export const toggleRequested = createEvent<PublicTutorRequest>();

export const fetchHireRequestsFx = createEffect<HireRequestQuery, HireRequestListResponse, ApiError>(fetchHireRequests);
export const changeHireRequestStatusFx = createEffect<{ id: string; isCompleted: boolean }, HireRequestUpdated, ApiError>(
  sendHireRequestStatus,
);

export const $filter = createStore<HireRequestFilter>('all').on(filterChanged, (_, filter) => filter);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, page))
  .reset(filterChanged);
export const $query = combine({ status: $filter, page: $page });

export const $requests = createStore<PublicTutorRequest[]>([]);
export const $counts = createStore<HireRequestCounts>({ all: 0, pending: 0, completed: 0 });
/** The 'Total:' of the open tab. */
export const $total = combine($counts, $filter, (counts, filter) => counts[filter]);
export const $pages = $total.map((total) => Math.max(1, Math.ceil(total / HIRE_REQUESTS_PAGE_SIZE)));
/** False until the open tab and page have answered: the spinner shows until then (a refresh keeps the cards). */
export const $loaded = createStore(false);
export const $loadError = createStore<string | null>(null);
/** Ids of the cards whose toggle is on its way. */
export const $toggling = createStore<string[]>([]);

sample({ clock: [hireRequestsOpened, retried, $query.updates], source: $query, target: fetchHireRequestsFx });
// Only a real change of tab or page shows the spinner again (clicking the open tab changes nothing).
$loaded.reset(hireRequestsOpened, retried, $query.updates);

// Only the answer to the latest query is shown, so a slow earlier answer cannot overwrite a newer tab.
const answered = sample({
  clock: fetchHireRequestsFx.done,
  source: $query,
  filter: (query, { params }) => query.status === params.status && query.page === params.page,
  fn: (_, { result }) => result,
});
$requests.on(answered, (_, { data }) => data);
$counts.on(answered, (_, { counts }) => counts);
$loaded.on(answered, () => true);
$loadError
  .on(answered, () => null)
  .on(fetchHireRequestsFx.fail, () => HIRE_REQUESTS_LOAD_FAILURE)
  .reset(retried);
$loaded.on(fetchHireRequestsFx.fail, () => true);

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
  source: { requests: $requests, filter: $filter },
  fn: ({ requests, filter }, { data }) => ({ updated: data, before: requests.find((r) => r._id === data._id), filter }),
});
// In a filtered tab a card that no longer matches leaves at once; elsewhere it changes colour in place.
$requests.on(toggled, (requests, { updated, filter }) =>
  matches(filter, updated)
    ? requests.map((request) => (request._id === updated._id ? updated : request))
    : requests.filter((request) => request._id !== updated._id),
);
$counts.on(toggled, (counts, { updated, before }) => {
  if (!before || before.isCompleted === updated.isCompleted) return counts;
  const step = updated.isCompleted ? 1 : -1;
  return { all: counts.all, pending: counts.pending - step, completed: counts.completed + step };
});
// A card left a filtered tab: the page refills from the server behind it, or steps back from an emptied last page.
const cardLeft = sample({
  clock: toggled,
  source: { query: $query, pages: $pages },
  filter: (_, { updated, filter }) => !matches(filter, updated),
  fn: (source) => source,
});
sample({ clock: cardLeft, filter: ({ query, pages }) => query.page <= pages, fn: ({ query }) => query, target: fetchHireRequestsFx });
sample({ clock: cardLeft, filter: ({ query, pages }) => query.page > pages, fn: ({ pages }) => pages, target: pageChanged });

const notifyToggleFailedFx = createEffect(() => {
  toast.error(HIRE_REQUEST_TOGGLE_FAILURE);
});
sample({ clock: changeHireRequestStatusFx.fail, target: notifyToggleFailedFx });
