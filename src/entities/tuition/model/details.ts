import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type { PublicTuition, Tuition, TuitionDetailResponse } from '@/shared/api';
import { $showsRenderedAddress } from '@/shared/lib/router-sync';
import { tuitionApi } from '../api/tuition-api';
import { describeLoadError, isNotFound } from '../lib/load-error';

/** The job as the server answered it: public to a guest, full (guardian's details) to those entitled. */
type OpenTuition = PublicTuition | Tuition;

export type TuitionStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

/** A job's details page was opened (or its route id changed). */
export const tuitionOpened = createEvent<string>();
/** "Try Again" after a failed load of the open job. */
export const tuitionRetried = createEvent();

export const fetchTuitionFx = createEffect<string, TuitionDetailResponse, ApiError>((id) => tuitionApi.get(id));

const $openedId = createStore<string | null>(null).on(tuitionOpened, (_, id) => id);

const tuitionLoaded = createEvent<OpenTuition>();
const tuitionFailed = createEvent<ApiError>();

/** The open job; its title is the job's own or the one the server made for it. */
export const $tuition = createStore<OpenTuition | null>(null)
  .on(tuitionLoaded, (_, tuition) => tuition)
  .reset(tuitionFailed);
export const $tuitionStatus = createStore<TuitionStatus>('idle')
  .on(fetchTuitionFx, () => 'loading')
  .on(tuitionLoaded, () => 'ready')
  .on(tuitionFailed, (_, error) => (isNotFound(error) ? 'notFound' : 'error'));
export const $tuitionError = createStore<string | null>(null)
  .on(tuitionFailed, (_, error) => describeLoadError(error))
  .reset(tuitionLoaded);

sample({
  clock: tuitionOpened,
  source: $tuition,
  // Another job's details must not flash while the new one loads.
  filter: (shown, id) => shown !== null && shown.jobId !== id,
  fn: () => null,
  target: $tuition,
});

// A job the server rendered came with the page: it is not asked for again while the browser stays on it.
sample({ clock: tuitionOpened, filter: $showsRenderedAddress.map((rendered) => !rendered), target: fetchTuitionFx });

sample({
  clock: tuitionRetried,
  source: $openedId,
  filter: (id): id is string => id !== null,
  target: fetchTuitionFx,
});

// An answer for a job the user already left is dropped.
sample({
  clock: fetchTuitionFx.done,
  source: $openedId,
  filter: (openedId, { params }) => openedId === params,
  fn: (_, { params, result }): OpenTuition => ({
    ...result.data,
    jobId: result.data.jobId || result.id || params,
    title: result.data.title?.trim() ? result.data.title : result.title || null,
  }),
  target: tuitionLoaded,
});

sample({
  clock: fetchTuitionFx.fail,
  source: $openedId,
  filter: (openedId, { params }) => openedId === params,
  fn: (_, { error }) => error,
  target: tuitionFailed,
});
