import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, type PublicTutorDetail } from '@/shared/api';
import { $showsRenderedAddress } from '@/shared/lib/router-sync';
import { tutorApi } from '../api/tutor-api';

export const fetchTutorFx = createEffect((id: string) => tutorApi.byId(id));

export type TutorStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

/** The details page opened a tutor (or asked again after an error). */
export const tutorRequested = createEvent<string>();

const $requestedId = createStore<string | null>(null).on(tutorRequested, (_, id) => id);

export const $tutor = createStore<PublicTutorDetail | null>(null);
export const $tutorStatus = createStore<TutorStatus>('idle');

// 404, and 400 for an id the server cannot read: both mean there is no such tutor.
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

// A tutor the server rendered came with the page: not asked for again while the browser stays on it (a failed
// answer is, when asked again).
const tutorWanted = sample({
  clock: tutorRequested,
  filter: combine($showsRenderedAddress, $tutorStatus, (rendered, status) => !rendered || status !== 'ready'),
});
sample({ clock: tutorWanted, target: fetchTutorFx });
sample({ clock: tutorWanted, fn: () => null, target: $tutor });
sample({ clock: tutorWanted, fn: () => 'loading' as const, target: $tutorStatus });

// An answer for a tutor the visitor already left is dropped.
const latestDone = sample({
  clock: fetchTutorFx.done,
  source: $requestedId,
  filter: (requested, { params }) => requested === params,
  fn: (_, { result }) => result.tutor,
});
const latestFailed = sample({
  clock: fetchTutorFx.fail,
  source: $requestedId,
  filter: (requested, { params }) => requested === params,
  fn: (_, { error }) => error,
});

sample({ clock: latestDone, target: $tutor });
sample({ clock: latestDone, fn: () => 'ready' as const, target: $tutorStatus });
sample({
  clock: latestFailed,
  fn: (error): TutorStatus => (isNotFound(error) ? 'notFound' : 'error'),
  target: $tutorStatus,
});
