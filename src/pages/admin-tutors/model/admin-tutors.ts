import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { setPremiumFx } from '@/features/toggle-premium';
import { verifyTutorFx } from '@/features/verify-tutor';
import type { AdminTutor, AdminTutorCounts, AdminTutorFilter, AdminTutorListResponse, ApiError } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { fetchAdminTutors, type AdminTutorsQuery } from '../api/admin-tutors-api';

export const TUTORS_LOAD_FAILURE = 'Failed to load tutors';

/** The page is on screen (and signed in as an admin). */
export const adminTutorsOpened = createEvent();
export const filterChanged = createEvent<AdminTutorFilter>();
/** The search box after its debounce. */
export const searchChanged = createEvent<string>();
export const pageChanged = createEvent<number>();
/** "Clear filters" of the empty state. */
export const filtersCleared = createEvent();
/** "Try Again" of the error box. */
export const retried = createEvent();

export const fetchAdminTutorsFx = createEffect<AdminTutorsQuery, AdminTutorListResponse, ApiError>(fetchAdminTutors);

export const $filter = createStore<AdminTutorFilter>('all').on(filterChanged, (_, filter) => filter).reset(filtersCleared);
export const $search = createStore('').on(searchChanged, (_, search) => search.trim()).reset(filtersCleared);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => Math.max(1, page))
  .reset(filterChanged, searchChanged, filtersCleared);

/** Bumped by "Clear filters", so the search box starts over. */
export const $clearCount = createStore(0).on(filtersCleared, (count) => count + 1);

export const $query = combine({ filter: $filter, search: $search, page: $page });

export const $tutors = createStore<AdminTutor[]>([]);
export const $total = createStore(0);
export const $counts = createStore<AdminTutorCounts>({ total: 0, verified: 0, pending: 0, today: 0 });
/** Null until the first answer: the screen shows 'Loading...' only then; later loads keep the rows. */
export const $loaded = createStore(false);
export const $loadError = createStore<string | null>(null);
export const $loading = fetchAdminTutorsFx.pending;

sample({ clock: [adminTutorsOpened, retried, $query.updates], source: $query, target: fetchAdminTutorsFx });

// Only the answer to the latest query is shown, so a slow earlier answer cannot overwrite a newer one.
const answered = sample({
  clock: fetchAdminTutorsFx.done,
  source: $query,
  filter: (query, { params }) =>
    query.filter === params.filter && query.search === params.search && query.page === params.page,
  fn: (_, { result }) => result,
});
$tutors.on(answered, (_, { tutors }) => tutors);
$total.on(answered, (_, { total }) => total);
$counts.on(answered, (_, { counts }) => counts);
$loaded.on(answered, () => true);
$loadError
  .on(answered, () => null)
  .on(fetchAdminTutorsFx.failData, (_, error) => (error.fromServer && error.message ? error.message : TUTORS_LOAD_FAILURE))
  .reset(fetchAdminTutorsFx);

/** One tutor's row replaced by the server's answer, in place (the spec's defect of patching 'verified' fixed). */
const rowUpdated = createEvent<AdminTutor>();
$tutors.on(rowUpdated, (tutors, updated) => tutors.map((tutor) => (tutor._id === updated._id ? updated : tutor)));
sample({ clock: [verifyTutorFx.doneData, setPremiumFx.doneData], fn: ({ tutor }) => tutor, target: rowUpdated });

// The stat cards (and the filter's match) follow a verification: the list is fetched again behind the updated row.
sample({ clock: verifyTutorFx.done, source: $query, target: fetchAdminTutorsFx });

// ── Delete: the shared confirm modal (features/delete-user) on one row

export const TUTOR_DELETED = 'Tutor deleted successfully';
export const TUTOR_DELETE_FAILED = 'Failed to delete tutor';

export const tutorDeleteRequested = createEvent<{ id: string; name: string }>();
export const tutorDeleteClosed = createEvent();
/** The server removed the account: the row goes at once, the counts follow with a reload. */
export const tutorDeleted = createEvent<string>();
export const tutorDeleteFailed = createEvent();

export const $tutorToDelete = createStore<{ id: string; name: string } | null>(null)
  .on(tutorDeleteRequested, (_, tutor) => tutor)
  .reset(tutorDeleteClosed);

const notifyDeletedFx = createEffect(() => {
  toast.success(TUTOR_DELETED);
});
const notifyDeleteFailedFx = createEffect(() => {
  toast.error(TUTOR_DELETE_FAILED);
});

$tutors.on(tutorDeleted, (tutors, id) => tutors.filter((tutor) => tutor._id !== id));
$total.on(tutorDeleted, (total) => Math.max(0, total - 1));
sample({ clock: tutorDeleted, target: notifyDeletedFx });
sample({ clock: tutorDeleted, source: $query, target: fetchAdminTutorsFx });
sample({ clock: tutorDeleteFailed, target: notifyDeleteFailedFx });
