import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type { PublicTuition, TuitionListResponse } from '@/shared/api';
import type { BoardPageSize } from '@/shared/config';
import { $showsRenderedAddress } from '@/shared/lib/router-sync';
import { tuitionApi } from '../api/tuition-api';
import {
  cleanFilterValues,
  DEFAULT_BOARD_FILTERS,
  districtFilterOf,
  pageCount,
  sameFilterValues,
  toListQuery,
  type BoardFilters,
  type BoardQuery,
  type BoardFilterValues,
} from '../lib/board-query';
import { describeLoadError } from '../lib/load-error';

export type BoardStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The board was shown, or its address's `district` changed (null or unknown: all districts). */
export const boardOpened = createEvent<{ district?: string | null }>();
/** One or more "Advance Filter" values changed; the board goes back to page 1. */
export const filtersChanged = createEvent<Partial<BoardFilterValues>>();
export const pageChanged = createEvent<number>();
/** "Show:" changed; the board goes back to page 1. */
export const pageSizeChanged = createEvent<BoardPageSize>();
/** "Try Again" after a failed load: the same query once more. */
export const boardRetried = createEvent();

/** One page of active jobs, filtered and paged by the server. */
export const fetchTuitionsFx = createEffect<BoardQuery, TuitionListResponse, ApiError>((query) =>
  tuitionApi.list(query),
);

/** The filters and page the board shows; every change goes through `filtersApplied`. */
const filtersApplied = createEvent<BoardFilters>();
export const $filters = createStore<BoardFilters>(DEFAULT_BOARD_FILTERS).on(filtersApplied, (_, next) => next);

/** The query of the latest load; answers to older ones (typing fast, paging fast) are dropped. */
const $latestQuery = createStore<BoardQuery | null>(null).on(fetchTuitionsFx, (_, query) => query);

const boardLoaded = createEvent<TuitionListResponse>();
const boardFailed = createEvent<ApiError>();

export const $tuitions = createStore<PublicTuition[]>([]).on(boardLoaded, (_, { data }) => data);
/** How many active jobs match the filters, over all pages. */
export const $total = createStore(0).on(boardLoaded, (_, { total }) => total);
export const $status = createStore<BoardStatus>('idle')
  .on(fetchTuitionsFx, () => 'loading')
  .on(boardLoaded, () => 'ready')
  .on(boardFailed, () => 'error');
/** Why the last load failed, for the error state; null otherwise. */
export const $boardError = createStore<string | null>(null)
  .on(boardFailed, (_, error) => describeLoadError(error))
  .reset(boardLoaded);

// The address decides the district; other filters and the page survive a visit to a job. A board the server
// rendered came with its jobs: it is not loaded again while the browser stays on it.
sample({
  clock: boardOpened,
  source: $filters,
  filter: $showsRenderedAddress.map((rendered) => !rendered),
  fn: (filters, { district }) => {
    const next = districtFilterOf(district);
    return next === filters.district ? filters : { ...filters, district: next, page: 1 };
  },
  target: filtersApplied,
});

sample({
  clock: filtersChanged,
  source: $filters,
  filter: (filters, patch) => !sameFilterValues(filters, cleanFilterValues({ ...filters, ...patch })),
  fn: (filters, patch): BoardFilters => ({ ...filters, ...cleanFilterValues({ ...filters, ...patch }), page: 1 }),
  target: filtersApplied,
});

sample({
  clock: pageChanged,
  source: $filters,
  filter: (filters, page) => Number.isInteger(page) && page >= 1 && page !== filters.page,
  fn: (filters, page): BoardFilters => ({ ...filters, page }),
  target: filtersApplied,
});

sample({
  clock: pageSizeChanged,
  source: $filters,
  filter: (filters, limit) => limit !== filters.limit,
  fn: (filters, limit): BoardFilters => ({ ...filters, limit, page: 1 }),
  target: filtersApplied,
});

sample({ clock: boardRetried, source: $filters, target: filtersApplied });

sample({ clock: filtersApplied, fn: toListQuery, target: fetchTuitionsFx });

sample({
  clock: fetchTuitionsFx.done,
  source: $latestQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_, { result }) => result,
  target: boardLoaded,
});

sample({
  clock: fetchTuitionsFx.fail,
  source: $latestQuery,
  filter: (latest, { params }) => latest === params,
  fn: (_, { error }) => error,
  target: boardFailed,
});

// A page past the end (jobs were taken off the board meanwhile) moves to the last page there is.
sample({
  clock: boardLoaded,
  source: $filters,
  filter: (filters, { data, total }) => data.length === 0 && total > 0 && filters.page > pageCount(total, filters.limit),
  fn: (filters, { total }) => pageCount(total, filters.limit),
  target: pageChanged,
});
