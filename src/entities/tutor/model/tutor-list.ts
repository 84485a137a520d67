import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { PublicTutor, TutorListQuery } from '@/shared/api';
import { tutorApi } from '../api/tutor-api';

/**
 * One call of the tutor list, with any filters (`featured: 'true'` for the home page's block).
 * Blocks with their own list `attach` to it, so each keeps its own pending state.
 */
export const fetchTutorsFx = createEffect((query: TutorListQuery) => tutorApi.list(query));

export type TutorsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Find tutors asked for the tutors of these filters and this page. */
export const tutorsRequested = createEvent<TutorListQuery>();

const searchTutorsFx = attach({ effect: fetchTutorsFx });

const $requestedQuery = createStore<TutorListQuery | null>(null).on(tutorsRequested, (_, query) => query);

/** The tutors of the current page of the search. */
export const $tutors = createStore<PublicTutor[]>([]);
/** How many tutors match the filters, over all pages. */
export const $tutorsCount = createStore(0);
export const $tutorsStatus = createStore<TutorsStatus>('idle');
/** Why the last search failed, as the API client put it. */
export const $tutorsError = createStore<string | null>(null);

sample({ clock: tutorsRequested, target: searchTutorsFx });
sample({ clock: tutorsRequested, fn: () => 'loading' as const, target: $tutorsStatus });
sample({ clock: tutorsRequested, fn: () => null, target: $tutorsError });

// Only the answer to the latest request counts: a slow answer to old filters is dropped.
const latestDone = sample({
  clock: searchTutorsFx.done,
  source: $requestedQuery,
  filter: (requested, { params }) => requested === params,
  fn: (_, { result }) => result,
});
const latestFailed = sample({
  clock: searchTutorsFx.fail,
  source: $requestedQuery,
  filter: (requested, { params }) => requested === params,
  fn: (_, { error }) => error,
});

sample({ clock: latestDone, fn: ({ tutors }) => tutors, target: $tutors });
sample({ clock: latestDone, fn: ({ count }) => count, target: $tutorsCount });
sample({ clock: latestDone, fn: () => 'ready' as const, target: $tutorsStatus });

sample({ clock: latestFailed, fn: () => [], target: $tutors });
sample({ clock: latestFailed, fn: () => 0, target: $tutorsCount });
sample({ clock: latestFailed, fn: () => 'error' as const, target: $tutorsStatus });
sample({ clock: latestFailed, fn: (error) => error.message || null, target: $tutorsError });
