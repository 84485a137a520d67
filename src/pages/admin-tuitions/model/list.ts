import { createEffect, createEvent, createStore, sample } from 'effector';
import { deleteTuitionFx } from '@/features/delete-tuition';
import type { AdminTuitionListResponse, AdminTuitionStatusFilter, ApiError, Tuition } from '@/shared/api';
import { fetchAdminTuitions } from '../api/tuitions-api';

export const PAGE_SIZE = 10;
export const LOAD_ERROR = 'Failed to load tuitions';

export interface ListQuery {
  status: AdminTuitionStatusFilter;
  page: number;
}

export const tuitionsOpened = createEvent();
export const statusChanged = createEvent<AdminTuitionStatusFilter>();
export const pageChanged = createEvent<number>();
export const retried = createEvent();

export const fetchAdminTuitionsFx = createEffect<ListQuery, AdminTuitionListResponse, ApiError>(({ status, page }) =>
  fetchAdminTuitions({ status, page, limit: PAGE_SIZE }),
);

export const $query = createStore<ListQuery>({ status: 'all', page: 1 })
  .on(statusChanged, (_, status) => ({ status, page: 1 }))
  .on(pageChanged, (query, page) => ({ ...query, page }));
export const $tuitions = createStore<Tuition[]>([])
  .on(fetchAdminTuitionsFx.doneData, (_, answer) => answer.data)
  .on(deleteTuitionFx.done, (list, { params }) => list.filter((job) => job.jobId !== params));
export const $total = createStore(0)
  .on(fetchAdminTuitionsFx.doneData, (_, answer) => answer.total)
  .on(deleteTuitionFx.done, (total) => Math.max(0, total - 1));
export const $loadError = createStore<string | null>(null)
  .on(fetchAdminTuitionsFx.failData, (_, error) => (error.fromServer && error.message ? error.message : LOAD_ERROR))
  .reset(fetchAdminTuitionsFx.done);
/** True until the first answer (or failure) of this visit. */
export const $loaded = createStore(false)
  .on(fetchAdminTuitionsFx.finally, () => true)
  .reset(tuitionsOpened);
export const $loading = fetchAdminTuitionsFx.pending;

sample({ clock: [tuitionsOpened, statusChanged, pageChanged, retried], source: $query, target: fetchAdminTuitionsFx });
// After a delete the page refills from the server (the next job moves up; an emptied last page steps back).
sample({
  clock: deleteTuitionFx.done,
  source: { query: $query, total: $total },
  fn: ({ query, total }) => ({ ...query, page: Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE))) }),
  target: fetchAdminTuitionsFx,
});
